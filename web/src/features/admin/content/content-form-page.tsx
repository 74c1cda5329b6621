import { Alert, Button, Checkbox, FileInput, Loader, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@contract';
import { fieldErrorMap } from '@/lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getAdminItem, saveAdminItem } from '../api/admin-content';
import classes from '../components/admin.module.css';
import { usePageParam } from '../hooks/use-page-param';

import { withPage, type ContentKindUi, type FieldSpec, type Item } from './content-kinds';

/** SPEC section 4: after a save the list follows about 1.2 s later. */
const RETURN_AFTER_SAVE_MS = 1200;

type Values = Record<string, string | boolean>;

const isFile = (field: FieldSpec) => field.type === 'image' || field.type === 'video';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function initialValues(kind: ContentKindUi, item: Item | null): Values {
  const values: Values = {};
  for (const field of kind.fields) {
    if (isFile(field)) continue;
    const current = item?.[field.name];
    if (field.type === 'checkbox') values[field.name] = typeof current === 'boolean' ? current : field.defaultValue === true;
    else values[field.name] = current === undefined || current === null ? String(field.defaultValue ?? '') : String(current);
  }
  return values;
}

interface FormProps {
  kind: ContentKindUi;
  item: Item | null;
}

function ContentForm({ kind, item }: FormProps) {
  const navigate = useNavigate();
  const [page] = usePageParam();
  const [values, setValues] = useState<Values>(() => initialValues(kind, item));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const editing = item !== null;
  const Thing = capitalised(kind.thing);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => () => Object.values(previews).forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const visible = kind.fields.filter((field) => !field.when || field.when(values));
  const isRequired = (field: FieldSpec) => field.required === true || (field.required === 'add' && !editing);
  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const pickFile = (field: FieldSpec, file: File | null) => {
    setFiles((current) => ({ ...current, [field.name]: file }));
    setPreviews((current) => {
      const next = { ...current };
      if (file && field.type === 'image') next[field.name] = URL.createObjectURL(file);
      else delete next[field.name];
      return next;
    });
    if (file) setRemoved((current) => ({ ...current, [field.urlField ?? field.name]: false }));
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of visible) {
      if (!isRequired(field)) continue;
      if (isFile(field)) {
        if (!editing && !files[field.name]) found[field.name] = `${field.label} is required`;
      } else if (String(values[field.name] ?? '').trim() === '') found[field.name] = `${field.label} is required`;
    }
    for (const field of visible.filter(isFile)) {
      if ((files[field.name]?.size ?? 0) > MAX_UPLOAD_BYTES) found[field.name] = UPLOAD_TOO_LARGE;
    }
    return found;
  };

  const body = (): FormData | object => {
    if (kind.json) {
      const json: Record<string, unknown> = {};
      for (const field of visible) json[field.name] = values[field.name];
      return json;
    }
    const form = new FormData();
    for (const field of visible) {
      if (isFile(field)) {
        const file = files[field.name];
        if (file) form.append(field.name, file);
        else if (field.urlField && removed[field.urlField]) form.append(field.urlField, '');
      } else form.append(field.name, String(values[field.name] ?? ''));
    }
    return form;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      const textMissing = visible.some((f) => !isFile(f) && found[f.name]);
      notifyError(textMissing && kind.requiredMessage ? kind.requiredMessage : Object.values(found).join(', '));
      return;
    }
    setSaving(true);
    const failure = editing ? kind.failures.update : kind.failures.create;
    try {
      const path = editing ? `${kind.apiPath}/${encodeURIComponent(item._id)}` : kind.apiPath;
      const result = await saveAdminItem<Item>(editing ? 'PUT' : 'POST', path, body(), failure);
      notifySuccess(result.message);
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

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${editing ? 'Edit' : 'Add'} ${kind.thing}`}
    >
      {visible.map((field) => {
        const error = errors[field.name];
        const label = isRequired(field) ? `${field.label} *` : field.label;
        switch (field.type) {
          case 'textarea':
            return (
              <Textarea
                key={field.name}
                label={label}
                description={field.description}
                autosize
                minRows={field.rows ?? 3}
                maxRows={16}
                value={String(values[field.name] ?? '')}
                error={error}
                onChange={(e) => set(field.name, e.currentTarget.value)}
              />
            );
          case 'select':
            return (
              <NativeSelect
                key={field.name}
                label={label}
                data={[...(field.options ?? [])]}
                value={String(values[field.name] ?? '')}
                error={error}
                onChange={(e) => set(field.name, e.currentTarget.value)}
              />
            );
          case 'checkbox':
            return (
              <Checkbox
                key={field.name}
                label={field.label}
                checked={values[field.name] === true}
                onChange={(e) => set(field.name, e.currentTarget.checked)}
              />
            );
          case 'image':
          case 'video': {
            const urlField = field.urlField ?? field.name;
            const current = !removed[urlField] && typeof item?.[urlField] === 'string' ? (item[urlField] as string) : '';
            const preview = previews[field.name] ?? (field.type === 'image' ? current : '');
            return (
              <div key={field.name}>
                <FileInput
                  label={label}
                  description={editing && current ? 'Leave empty to keep the current file.' : undefined}
                  accept={field.type === 'image' ? 'image/*' : 'video/mp4,video/webm'}
                  clearable
                  value={files[field.name] ?? null}
                  error={error}
                  placeholder={field.type === 'image' ? 'Choose an image' : 'Choose a video'}
                  onChange={(file) => pickFile(field, file)}
                />
                {preview && <img src={preview} alt={`${field.label} preview`} className={classes.preview} />}
                {field.type === 'video' && current && !files[field.name] && (
                  <p className={classes.muted}>
                    Current video: <a href={current}>{current.split('/').pop()}</a>
                  </p>
                )}
                {field.removable && current && !files[field.name] && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="ball"
                    mt={6}
                    onClick={() => setRemoved((r) => ({ ...r, [urlField]: true }))}
                  >
                    Remove {field.label}
                  </Button>
                )}
              </div>
            );
          }
          default:
            return (
              <TextInput
                key={field.name}
                label={label}
                type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
                value={String(values[field.name] ?? '')}
                error={error}
                onChange={(e) => set(field.name, e.currentTarget.value)}
              />
            );
        }
      })}
      <div className={classes.formActions}>
        <Button type="submit" loading={saving} disabled={saving || saved}>
          {editing ? (saving ? 'Updating...' : `Update ${Thing}`) : saving ? 'Creating...' : `Create ${Thing}`}
        </Button>
        <Button variant="default" component={Link} to={withPage(kind.listPath, page)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Add (no id in the route) or edit (`:id`) one item of a kind. */
export function ContentFormPage({ kind }: { kind: ContentKindUi }) {
  const { id } = useParams();
  const [page] = usePageParam();
  const loaded = useApiData(
    (signal) => (id ? getAdminItem<Item>(kind.itemPath(id), kind.failures.load, signal) : Promise.resolve(null)),
    [id ?? ''],
  );
  const Thing = capitalised(kind.thing);
  return (
    <>
      <div className={classes.header}>
        <h2>{id ? `Edit ${Thing}` : `Add ${Thing}`}</h2>
        <Button
          variant="subtle"
          component={Link}
          to={withPage(kind.listPath, page)}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to {kind.title}
        </Button>
      </div>
      {loaded.status === 'loading' && <Loader aria-label="Loading" />}
      {loaded.status === 'error' && (
        <Alert color="red" title={kind.failures.load}>
          {loaded.notFound ? `This ${kind.thing} no longer exists.` : loaded.message}
        </Alert>
      )}
      {loaded.status === 'ready' && <ContentForm key={id ?? 'new'} kind={kind} item={loaded.data} />}
    </>
  );
}
