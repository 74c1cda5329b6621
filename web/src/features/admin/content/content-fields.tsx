import { Button, Checkbox, FileInput, NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

import classes from '../shared/admin.module.css';
import { VideoUploadInput } from '../video/video-upload-input';

import type { FileField, ValueField } from './content-kind';

/** What a field shows from the form: its label (with * when required), error, and a modal's first-field focus. */
interface FieldFrame {
  label: string;
  error?: string;
  /** A modal opens on its first field. */
  autofocus: boolean;
}

/**
 * An image or video upload: the file input, a preview of the chosen or stored image, the stored
 * video's link, and Remove where the kind lets the file go without a replacement.
 */
export function UploadField<T>({
  field,
  label,
  error,
  editing,
  current,
  file,
  preview,
  onPick,
  onRemove,
}: Omit<FieldFrame, 'autofocus'> & {
  field: FileField<T>;
  editing: boolean;
  /** The stored file's URL ('' when there is none or it is being removed). */
  current: string;
  file: File | null;
  /** The chosen image's preview, or the stored image. */
  preview: string;
  onPick: (file: File | null) => void;
  onRemove: () => void;
}) {
  return (
    <div>
      <FileInput
        label={label}
        description={editing && current ? 'Leave empty to keep the current file.' : undefined}
        accept={field.type === 'image' ? 'image/*' : 'video/mp4,video/webm'}
        clearable
        value={file}
        error={error}
        placeholder={field.type === 'image' ? 'Choose an image' : 'Choose a video'}
        onChange={onPick}
      />
      {preview && <img src={preview} alt={`${field.label} preview`} className={classes.preview} />}
      {field.type === 'video' && current && !file && (
        <p className={classes.muted}>
          Current video: <a href={current}>{current.split('/').pop()}</a>
        </p>
      )}
      {field.removable && current && !file && (
        <Button size="xs" variant="subtle" color="ball" mt={6} onClick={onRemove}>
          Remove {field.label}
        </Button>
      )}
    </div>
  );
}

/** A field the item stores as text or a flag, drawn by its type. */
export function ValueInput<T>({
  field,
  label,
  error,
  autofocus,
  value,
  onChange,
}: FieldFrame & {
  field: ValueField<T>;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const text = String(value ?? '');
  const focus = autofocus ? { 'data-autofocus': true } : {};
  const onText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.currentTarget.value);
  switch (field.type) {
    case 'processed-video':
      return <VideoUploadInput label={label} use="highlight" value={text} error={error} onChange={onChange} />;
    case 'textarea':
      return (
        <Textarea
          label={label}
          description={field.description}
          autosize
          minRows={field.rows ?? 3}
          maxRows={16}
          value={text}
          error={error}
          onChange={onText}
          {...focus}
        />
      );
    case 'select':
      return <NativeSelect label={label} data={[...(field.options ?? [])]} value={text} error={error} onChange={onText} />;
    case 'checkbox':
      return <Checkbox label={field.label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'number':
      return (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          value={text}
          error={error}
          onChange={(next) => onChange(String(next))}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
          value={text}
          error={error}
          onChange={onText}
          {...focus}
        />
      );
  }
}
