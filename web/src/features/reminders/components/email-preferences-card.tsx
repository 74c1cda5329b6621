import { pageDataKeys } from '@contract/page-data';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import { REMINDER_KINDS, REMINDER_LABELS, type EmailPreferences, type ReminderKind } from '@contract/email-preferences';
import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useHashTarget } from '@/lib/use-hash-target';
import { useApiData } from '@/lib/use-api-data';

import { getEmailPreferences, saveEmailPreferences } from '../api/email-preferences';

export const EMAILS_SECTION_ID = 'emails';

/** 'Emails' on /profile (issue 36): each reminder on or off; the account's own mails always go. */
export function EmailPreferencesCard() {
  const stored = useApiData(getEmailPreferences, [], 'Could not load your email choices', pageDataKeys.emailPreferences);
  const [shown, setShown] = useState<EmailPreferences | null>(null);
  const [saving, setSaving] = useState<ReminderKind | null>(null);
  const choices = shown ?? (stored.status === 'ready' ? stored.data : null);
  const anchor = useHashTarget<HTMLElement>(EMAILS_SECTION_ID);

  const toggle = async (kind: ReminderKind, on: boolean) => {
    setSaving(kind);
    try {
      setShown(await saveEmailPreferences({ [kind]: on }));
      notifySuccess(on ? `${REMINDER_LABELS[kind].label}: on` : `${REMINDER_LABELS[kind].label}: off`);
    } catch (error) {
      notifyApiError(error, 'Could not save your choice');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Paper
      ref={anchor}
      withBorder
      radius="lg"
      p="lg"
      id={EMAILS_SECTION_ID}
      component="section"
      aria-labelledby="emails-title"
    >
      <Title order={2} size="h4" id="emails-title">
        Emails
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        Reminders you can turn off. Every one also has a one-click unsubscribe link.
      </Text>
      <Stack gap="md" mt="md">
        {REMINDER_KINDS.map((kind) =>
          choices ? (
            <Switch
              key={kind}
              label={REMINDER_LABELS[kind].label}
              description={REMINDER_LABELS[kind].description}
              checked={choices[kind]}
              disabled={saving !== null}
              onChange={(event) => void toggle(kind, event.currentTarget.checked)}
            />
          ) : (
            <Skeleton key={kind} height={40} />
          ),
        )}
      </Stack>
      <Text size="sm" c="dimmed" mt="md">
        Emails about your account and purchases (password resets, receipts, invoices, refunds, certificates) are always sent:
        they are not optional.
      </Text>
    </Paper>
  );
}
