import { REMINDER_KINDS, type ReminderKind } from '@contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AccountCard } from '@/features/auth/components/account-card';
import { unsubscribeByLink } from '@/features/reminders/api/email-preferences';
import { EMAILS_SECTION_ID } from '@/features/reminders/components/email-preferences-card';
import { ApiError } from '@/lib/api-client';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message?: string };

const kindOf = (value: string | null): ReminderKind | null =>
  REMINDER_KINDS.includes(value as ReminderKind) ? (value as ReminderKind) : null;

/**
 * /unsubscribe?u=…&k=…&s=…: the link in a reminder's text. It asks once before stopping anything,
 * so a link scanner that opens every address in a mail unsubscribes no one (the mail's
 * List-Unsubscribe header POSTs to the API directly, RFC 8058). A Hindi reminder links /hi/unsubscribe.
 */
export function UnsubscribePage() {
  const t = useT();
  const failure = useFailureMessage();
  usePageMeta(t('unsubscribe.meta.title'), t('unsubscribe.meta.description'));
  const [params] = useSearchParams();
  const kind = kindOf(params.get('k'));
  const [state, setState] = useState<State>({ kind: 'asking' });
  const preferences = `${paths.profile}#${EMAILS_SECTION_ID}`;

  const stop = async () => {
    setState({ kind: 'sending' });
    try {
      await unsubscribeByLink(
        new URLSearchParams({ u: params.get('u') ?? '', k: kind ?? '', s: params.get('s') ?? '' }).toString(),
      );
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : undefined });
    }
  };

  if (!kind || state.kind === 'failed')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title={t('unsubscribe.broken.title')}>
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {state.kind === 'failed'
              ? failure(msg('unsubscribe.broken.failed'), state.message)
              : t('unsubscribe.broken.incomplete')}
          </Alert>
          <Text size="sm">{t('unsubscribe.broken.login')}</Text>
          <Button component={Link} to={preferences} variant="light">
            {t('unsubscribe.chooseEmails')}
          </Button>
        </Stack>
      </AccountCard>
    );

  if (state.kind === 'done')
    return (
      <AccountCard icon={<IconMailOff size={26} />} title={t('unsubscribe.done.title')}>
        <Stack gap="md">
          <Text role="status">{t('unsubscribe.done.text', { kind })}</Text>
          <Button component={Link} to={preferences} variant="light">
            {t('unsubscribe.chooseEmails')}
          </Button>
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard
      icon={<IconMailOff size={26} />}
      title={t('unsubscribe.ask.title', { kind })}
      intro={t('unsubscribe.ask.intro', { kind })}
    >
      <Stack gap="md">
        <Button onClick={() => void stop()} loading={state.kind === 'sending'}>
          {t('unsubscribe.ask.confirm')}
        </Button>
        <Button component={Link} to={preferences} variant="subtle">
          {t('unsubscribe.ask.instead')}
        </Button>
      </Stack>
    </AccountCard>
  );
}
