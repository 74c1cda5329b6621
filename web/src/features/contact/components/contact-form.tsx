import '@/ui/content/form-styles';

import { Alert, Button, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { SITE } from '@/config/site';
import { ApiError } from '@/lib/api-client';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { useHydrated } from '@/lib/use-hydrated';

import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

import classes from './contact-form.module.css';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

export function ContactForm() {
  const t = useT();
  const failure = useFailureMessage();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The page is rendered on the server: until the app runs, typing would be lost and sending would do nothing.
  const ready = useHydrated();
  const set = (field: keyof ContactMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      setStatus({ kind: 'error', message: t('contact.form.incomplete') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      // An address the server refused is the one failure the visitor can put right: said in every language.
      const badEmail = error instanceof ApiError && error.fieldErrors.some((field) => field.path === 'email');
      setStatus({
        kind: 'error',
        message: badEmail
          ? t('contact.form.badEmail')
          : failure(msg('contact.form.failed'), error instanceof Error ? error.message : undefined),
      });
    }
  };

  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={classes.title}>
        {t('contact.form.title')}
      </h2>
      <noscript>
        <p className={classes.noScript}>{t('contact.form.noScript', { email: SITE.contact.supportEmail })}</p>
      </noscript>
      {status.kind === 'sent' && (
        <Alert color="pitch" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('contact.form.sent')}
        </Alert>
      )}
      {status.kind === 'error' && (
        <Alert color="ball" role="alert">
          {status.message}
        </Alert>
      )}
      <TextInput
        label={t('contact.form.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        maxLength={120}
        disabled={!ready}
      />
      <TextInput
        label={t('contact.form.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        maxLength={254}
        disabled={!ready}
      />
      <Textarea
        label={t('contact.form.message')}
        name="message"
        minRows={6}
        autosize
        value={values.message}
        onChange={(e) => set('message')(e.currentTarget.value)}
        maxLength={5000}
        size="md"
        disabled={!ready}
      />
      <Button
        type="submit"
        size="md"
        disabled={!ready}
        loading={status.kind === 'sending'}
        rightSection={<IconSend size={18} aria-hidden />}
      >
        {t('contact.form.send')}
      </Button>
    </form>
  );
}
