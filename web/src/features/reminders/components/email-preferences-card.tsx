import { pageDataKeys } from '@contract/page-data';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

import { REMINDER_KINDS, type EmailPreferences, type ReminderKind } from '@contract/email-preferences';
import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { msg, type MessageId } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { useHashTarget } from '@/lib/use-hash-target';
import { useApiData } from '@/lib/use-api-data';

import { getEmailPreferences, saveEmailPreferences } from '../api/email-preferences';

export const EMAILS_SECTION_ID = 'emails';

/** Each reminder's name and what it sends, in the page's language (the English is the contract's REMINDER_LABELS). */
const REMINDER_WORDS: Record<ReminderKind, { label: MessageId; description: MessageId }> = {
  progress: { label: msg('emails.progress.label'), description: msg('emails.progress.description') },
  checkout: { label: msg('emails.checkout.label'), description: msg('emails.checkout.description') },
  certificate: { label: msg('emails.certificate.label'), description: msg('emails.certificate.description') },
};

/** 'Emails' on /profile (issue 36): each reminder on or off; the account's own mails always go. */
export function EmailPreferencesCard() {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const stored = useApiData(getEmailPreferences, [], 'Could not load your email choices', pageDataKeys.emailPreferences);
  const [shown, setShown] = useState<EmailPreferences | null>(null);
  const [saving, setSaving] = useState<ReminderKind | null>(null);
  const choices = shown ?? (stored.status === 'ready' ? stored.data : null);
  const anchor = useHashTarget<HTMLElement>(EMAILS_SECTION_ID);

  const toggle = async (kind: ReminderKind, on: boolean) => {
    setSaving(kind);
    try {
      setShown(await saveEmailPreferences({ [kind]: on }));
      notifySuccess(t(on ? msg('emails.on') : msg('emails.off'), { label: t(REMINDER_WORDS[kind].label) }));
    } catch (error) {
      notifyFailure(error, t('emails.saveFailed'));
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
        {t('emails.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {t('emails.intro')}
      </Text>
      <Stack gap="md" mt="md">
        {REMINDER_KINDS.map((kind) =>
          choices ? (
            <Switch
              key={kind}
              label={t(REMINDER_WORDS[kind].label)}
              description={t(REMINDER_WORDS[kind].description)}
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
        {t('emails.always')}
      </Text>
    </Paper>
  );
}
