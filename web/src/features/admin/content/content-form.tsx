import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { fieldErrorMap } from '@/lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';

import { saveAdminItem } from '../shared/admin-api';
import classes from '../shared/admin.module.css';
import { AdminForm } from '../shared/form-frame';
import { usePageParam } from '../shared/use-page-param';

import { UploadField, ValueInput } from './content-fields';
import {
  isFileField,
  withPage,
  type ContentKindUi,
  type FieldSpec,
  type FileField,
  type FormValues,
  type Identified,
} from './content-kind';

/** SPEC section 4: after a save the list follows about 1.2 s later. */
const RETURN_AFTER_SAVE_MS = 1200;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function initialValues<T extends Identified>(kind: ContentKindUi<T>, item: T | null): FormValues {
  const values: FormValues = {};
  for (const field of kind.fields) {
    if (isFileField(field)) continue;
    const current: unknown = item?.[field.name];
    if (field.type === 'checkbox') values[field.name] = typeof current === 'boolean' ? current : field.defaultValue === true;
    else values[field.name] = current === undefined || current === null ? String(field.defaultValue ?? '') : String(current);
  }
  return values;
}

/** The stored URL of an upload field, when the item has one. */
const storedUrl = <T extends Identified>(item: T | null, field: FileField<T>): string => {
  const url: unknown = item?.[field.urlField];
  return typeof url === 'string' ? url : '';
};

interface FormProps<T extends Identified> {
  kind: ContentKindUi<T>;
  item: T | null;
  /** In a modal: called after a save instead of returning to the list. */
  onSaved?: () => void;
}

/** One item's add or edit form, built from its kind's fields. */
export function ContentForm<T extends Identified>({ kind, item, onSaved }: FormProps<T>) {
  const navigate = useNavigate();
  const [page] = usePageParam();
  const [values, setValues] = useState<FormValues>(() => initialValues(kind, item));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const editing = item !== null;
  const Thing = capitalised(kind.thing);
  const inModal = kind.editor.in === 'modal';

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => () => Object.values(previews).forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const visible = kind.fields.filter((field) => !field.when || field.when(values));
  const isRequired = (field: FieldSpec<T>) => field.required === true || (field.required === 'add' && !editing);
  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const pickFile = (field: FileField<T>, file: File | null) => {
    setFiles((current) => ({ ...current, [field.name]: file }));
    setPreviews((current) => {
      const next = { ...current };
      if (file && field.type === 'image') next[field.name] = URL.createObjectURL(file);
      else delete next[field.name];
      return next;
    });
    if (file) setRemoved((current) => ({ ...current, [field.urlField]: false }));
  };

  /** The contract's schema where the kind has one; else each required field must be filled. */
  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (kind.schema) {
      const shown = Object.fromEntries(visible.filter((f) => !isFileField(f)).map((f) => [f.name, values[f.name]]));
      const parsed = kind.schema.safeParse(shown);
      if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    } else {
      for (const field of visible) {
        if (!isRequired(field)) continue;
        if (isFileField(field)) {
          if (!editing && !files[field.name]) found[field.name] = `${field.label} is required`;
        } else if (String(values[field.name] ?? '').trim() === '') found[field.name] = `${field.label} is required`;
      }
    }
    for (const field of visible.filter(isFileField)) {
      if ((files[field.name]?.size ?? 0) > MAX_UPLOAD_BYTES) found[field.name] = UPLOAD_TOO_LARGE;
    }
    return found;
  };

  const body = (): FormData | object => {
    if (kind.json) return Object.fromEntries(visible.map((field) => [field.name, values[field.name]]));
    const form = new FormData();
    for (const field of visible) {
      if (isFileField(field)) {
        const file = files[field.name];
        if (file) form.append(field.name, file);
        else if (removed[field.urlField]) form.append(field.urlField, '');
      } else form.append(field.name, String(values[field.name] ?? ''));
    }
    return form;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      const textMissing = visible.some((f) => !isFileField(f) && found[f.name]);
      notifyError(textMissing && kind.requiredMessage ? kind.requiredMessage : Object.values(found).join(', '));
      return;
    }
    setSaving(true);
    const failure = editing ? kind.failures.update : kind.failures.create;
    try {
      const path = editing ? `${kind.apiPath}/${encodeURIComponent(item._id)}` : kind.apiPath;
      const result = await saveAdminItem<T>(editing ? 'PUT' : 'POST', path, body(), failure);
      notifySuccess(result.message);
      if (onSaved) return onSaved();
      setSaved(true);
      const delay = editing ? RETURN_AFTER_SAVE_MS : kind.returnAfterAddMs;
      timer.current = window.setTimeout(() => void navigate(withPage(kind.listPath, page)), delay);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      notifyApiError(error, failure);
    } finally {
      setSaving(false);
    }
  };

  const submitLabel = kind.submitLabels
    ? kind.submitLabels[editing ? 'edit' : 'add']
    : editing
      ? saving
        ? 'Updating...'
        : `Update ${Thing}`
      : saving
        ? 'Creating...'
        : `Create ${Thing}`;

  return (
    <AdminForm
      label={`${editing ? 'Edit' : 'Add'} ${kind.thing}`}
      saving={saving}
      saved={saved}
      submitLabel={submitLabel}
      cancelTo={inModal ? undefined : withPage(kind.listPath, page)}
      onSubmit={() => void submit()}
      className={inModal ? classes.modalForm : classes.form}
    >
      {visible.map((field, index) => {
        const error = errors[field.name];
        const label = isRequired(field) ? `${field.label} *` : field.label;
        if (isFileField(field)) {
          const current = removed[field.urlField] ? '' : storedUrl(item, field);
          return (
            <UploadField
              key={field.name}
              field={field}
              label={label}
              error={error}
              editing={editing}
              current={current}
              file={files[field.name] ?? null}
              preview={previews[field.name] ?? (field.type === 'image' ? current : '')}
              onPick={(file) => pickFile(field, file)}
              onRemove={() => setRemoved((r) => ({ ...r, [field.urlField]: true }))}
            />
          );
        }
        return (
          <ValueInput
            key={field.name}
            field={field}
            label={label}
            error={error}
            autofocus={inModal && index === 0}
            value={values[field.name]}
            onChange={(value) => set(field.name, value)}
          />
        );
      })}
    </AdminForm>
  );
}
