import { CAPTION_LABEL_MAX, canonicalLanguage, MAX_CAPTION_BYTES, type VideoCaption } from '@contract';
import { ActionIcon, Anchor, Badge, Button, FileInput, Group, Text, TextInput } from '@mantine/core';
import { IconBadgeCc, IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { fieldErrorMap } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { addCaption, removeCaption } from './caption-api';
import styles from './captions-editor.module.css';

type Field = 'language' | 'label' | 'file';

/** `en-IN` → 'English (India)', as the server labels a caption left without one. */
function languageName(language: string): string | null {
  const canonical = canonicalLanguage(language);
  if (!canonical) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(canonical) ?? null;
  } catch {
    return null;
  }
}

/**
 * A video's captions in the back-office: one WebVTT file per language, listed with a way to remove
 * each, and a row to add one (or replace a language's). Not a <form>: it sits inside the module's.
 * The server checks the file is WebVTT; its reasons are shown on the field.
 */
export function CaptionsEditor({
  videoId,
  captions,
  onChange,
}: {
  videoId: string;
  captions: VideoCaption[];
  onChange: (captions: VideoCaption[]) => void;
}) {
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const canonical = canonicalLanguage(language);
  const replacing = canonical !== null && captions.some((caption) => caption.language === canonical);
  const suggestedLabel = languageName(language);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!language.trim()) found.language = 'Enter the captions’ language, such as en, hi or en-IN';
    else if (!canonical) found.language = 'The language must be a BCP 47 tag such as en, hi or en-IN';
    if (label.trim().length > CAPTION_LABEL_MAX) found.label = `The label must be at most ${CAPTION_LABEL_MAX} characters`;
    if (!file) found.file = 'Choose a WebVTT (.vtt) caption file';
    else if (file.size > MAX_CAPTION_BYTES) found.file = 'The caption file is too large. Caption files must be at most 1 MB.';
    return found;
  };

  const add = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !canonical) return;
    setSaving(true);
    try {
      onChange(await addCaption(videoId, { language: canonical, label: label.trim(), file }));
      notifySuccess(replacing ? 'Captions replaced' : 'Captions added');
      setLanguage('');
      setLabel('');
      setFile(null);
    } catch (error) {
      const fields = fieldErrorMap(error) as Partial<Record<Field, string>>;
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.status === 413) setErrors({ file: error.message });
      else notifyApiError(error, 'Failed to add the captions');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (caption: VideoCaption) => {
    setRemoving(caption.language);
    try {
      onChange(await removeCaption(videoId, caption.language));
      notifySuccess(`${caption.label} captions removed`);
    } catch (error) {
      notifyApiError(error, 'Failed to remove the captions');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className={styles.editor} aria-labelledby={`captions-${videoId}`}>
      <Group gap={8} wrap="nowrap">
        <IconBadgeCc size={18} aria-hidden className={styles.icon} />
        <Text id={`captions-${videoId}`} fw={600} size="sm">
          Captions
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        WebVTT (.vtt) files, one per language, up to 1 MB. Learners turn them on with the CC button or the C key.
      </Text>

      {captions.length === 0 ? (
        <Text size="sm" c="dimmed" className={styles.empty}>
          No captions yet.
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Captions">
          {captions.map((caption) => (
            <li key={caption.language} className={styles.item}>
              <Badge variant="light" color="navy" radius="sm" className={styles.code}>
                {caption.language}
              </Badge>
              <Text size="sm" fw={500} className={styles.label}>
                {caption.label}
              </Text>
              <Anchor href={caption.url} target="_blank" rel="noopener" size="xs" className={styles.view}>
                <IconFileText size={14} aria-hidden /> View file
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="ball"
                aria-label={`Remove ${caption.label} captions`}
                loading={removing === caption.language}
                onClick={() => void remove(caption)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}

      <div
        className={styles.add}
        role="group"
        aria-label="Add captions"
        onKeyDown={(event) => {
          // Enter adds the captions here, not the module form around them.
          if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
            event.preventDefault();
            void add();
          }
        }}
      >
        <TextInput
          label="Language"
          placeholder="en, hi, en-IN"
          value={language}
          error={errors.language}
          onChange={(e) => {
            setLanguage(e.currentTarget.value);
            setErrors((current) => ({ ...current, language: undefined }));
          }}
          className={styles.language}
        />
        <TextInput
          label="Label"
          placeholder={suggestedLabel ?? 'e.g. English'}
          value={label}
          maxLength={CAPTION_LABEL_MAX + 10}
          error={errors.label}
          onChange={(e) => {
            setLabel(e.currentTarget.value);
            setErrors((current) => ({ ...current, label: undefined }));
          }}
          className={styles.labelInput}
        />
        <FileInput
          label="WebVTT file"
          placeholder="Choose a .vtt file"
          accept=".vtt,text/vtt"
          clearable
          value={file}
          error={errors.file}
          leftSection={<IconFileText size={16} aria-hidden />}
          onChange={(next) => {
            setFile(next);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
          className={styles.file}
        />
        <Button variant="light" loading={saving} onClick={() => void add()} className={styles.submit}>
          {replacing ? 'Replace captions' : 'Add captions'}
        </Button>
      </div>
    </section>
  );
}
