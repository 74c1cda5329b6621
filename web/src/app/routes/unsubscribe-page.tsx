import { REMINDER_KINDS, REMINDER_LABELS, type ReminderKind } from '@contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AccountCard } from '@/features/auth/components/account-card';
import { unsubscribeByLink } from '@/features/reminders/api/email-preferences';
import { EMAILS_SECTION_ID } from '@/features/reminders/components/email-preferences-card';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

const kindOf = (value: string | null): ReminderKind | null =>
  REMINDER_KINDS.includes(value as ReminderKind) ? (value as ReminderKind) : null;

/**
 * /unsubscribe?u=…&k=…&s=…: the link in a reminder's text. It asks once before stopping anything,
 * so a link scanner that opens every address in a mail unsubscribes no one (the mail's
 * List-Unsubscribe header POSTs to the API directly, RFC 8058).
 */
export function UnsubscribePage() {
  usePageMeta('Unsubscribe', 'Stop a kind of CricVision reminder email.');
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
      setState({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : 'Could not unsubscribe. Please try again.',
      });
    }
  };

  if (!kind || state.kind === 'failed')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title="This link does not work">
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {state.kind === 'failed' ? state.message : 'This unsubscribe link is not complete.'}
          </Alert>
          <Text size="sm">Log in to choose which emails you get from your profile.</Text>
          <Button component={Link} to={preferences} variant="light">
            Choose my emails
          </Button>
        </Stack>
      </AccountCard>
    );

  const label = REMINDER_LABELS[kind].label.toLowerCase();
  if (state.kind === 'done')
    return (
      <AccountCard icon={<IconMailOff size={26} />} title="You are unsubscribed">
        <Stack gap="md">
          <Text role="status">
            You will no longer get {label} emails. Receipts, invoices and other account emails still arrive.
          </Text>
          <Button component={Link} to={preferences} variant="light">
            Choose my emails
          </Button>
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard icon={<IconMailOff size={26} />} title={`Stop ${label} emails?`} intro={REMINDER_LABELS[kind].description}>
      <Stack gap="md">
        <Button onClick={() => void stop()} loading={state.kind === 'sending'}>
          Unsubscribe
        </Button>
        <Button component={Link} to={preferences} variant="subtle">
          Choose my emails instead
        </Button>
      </Stack>
    </AccountCard>
  );
}
