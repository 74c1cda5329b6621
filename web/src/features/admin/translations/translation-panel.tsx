import type { TranslationLocale } from '@contract/locales';
import { LOCALES } from '@contract/locales';
import { Badge, Button, Textarea, TextInput } from '@mantine/core';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import classes from './translation-editor.module.css';
import type { FieldValues, TranslatableItem } from './translation-fields';
import { removeTranslation, saveTranslation } from './translations-api';

const emptyValues = (item: TranslatableItem): FieldValues => Object.fromEntries(item.fields.map((field) => [field.key, '']));

/**
 * One item's version in a language: each field's English on the left (above on a phone), its field
 * in that language beside it; saved or removed on its own, its problems shown on their fields.
 */
export function TranslationPanel({
  item,
  locale,
  onChanged,
}: {
  item: TranslatableItem;
  locale: TranslationLocale;
  onChanged: () => void;
}) {
  const [values, setValues] = useState<FieldValues>(() => item.saved ?? emptyValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const language = LOCALES[locale];

  const run = async (action: () => Promise<string>, failure: string) => {
    setBusy(true);
    setErrors({});
    try {
      notifySuccess(await action());
      onChanged();
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(error.fieldErrors.flatMap((problem) => (problem.path ? [[problem.path, problem.msg]] : []))),
        );
      notifyApiError(error, failure);
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveTranslation(item.resource, locale, item.body(values)), 'Could not save the translation');
  };
  const remove = () => {
    void run(async () => {
      const message = await removeTranslation(item.resource, locale);
      setValues(emptyValues(item));
      return message;
    }, 'Could not remove the translation');
  };

  return (
    <form className={classes.item} aria-labelledby={headingId} onSubmit={save} noValidate>
      <div className={classes.itemHead}>
        <h3 id={headingId}>{item.heading}</h3>
        <Badge variant="light" color={item.saved ? 'pitch.8' : 'gray.7'}>
          {item.saved ? `${language.name} version saved` : `No ${language.name} version`}
        </Badge>
      </div>
      {item.fields.map((field) => {
        const props = {
          label: `${language.name}: ${field.label}`,
          lang: language.hreflang,
          value: values[field.key] ?? '',
          error: errors[field.key] ?? errors[field.key.split('.')[0]],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, [field.key]: value }));
          },
        };
        return (
          <div key={field.key} className={classes.pair}>
            <div>
              <span className={classes.englishLabel}>English: {field.label}</span>
              <p className={classes.english} lang="en">
                {field.english || '—'}
              </p>
            </div>
            {field.multiline || field.list ? (
              <Textarea {...props} description={field.list ? 'One item a line' : undefined} autosize minRows={2} maxRows={12} />
            ) : (
              <TextInput {...props} />
            )}
          </div>
        );
      })}
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          Save {language.name} version
        </Button>
        {item.saved && (
          <Button variant="subtle" color="ball" disabled={busy} onClick={remove}>
            Remove {language.name} version
          </Button>
        )}
      </div>
    </form>
  );
}
