import '@/ui/content/form-styles';

import { Alert, Button, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { SITE } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

import classes from './contact-form.module.css';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The page is rendered on the server: until the app runs, typing would be lost and sending would do nothing.
  const ready = useHydrated();
  const set = (field: keyof ContactMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      setStatus({ kind: 'error', message: 'Please fill out all fields.' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof Error ? error.message : 'We had trouble sending your message. Please try again later.',
      });
    }
  };

  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={classes.title}>
        Send us a message
      </h2>
      <noscript>
        <p className={classes.noScript}>
          Sending this form needs JavaScript. You can write to us at {SITE.contact.supportEmail} instead.
        </p>
      </noscript>
      {status.kind === 'sent' && (
        <Alert color="pitch" icon={<IconCircleCheck aria-hidden />} role="status">
          Message sent successfully!
        </Alert>
      )}
      {status.kind === 'error' && (
        <Alert color="ball" role="alert">
          {status.message}
        </Alert>
      )}
      <TextInput
        label="Full name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        maxLength={120}
        disabled={!ready}
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        maxLength={254}
        disabled={!ready}
      />
      <Textarea
        label="Message"
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
        Send message
      </Button>
    </form>
  );
}
