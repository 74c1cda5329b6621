import { Button, type ButtonProps } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

import { useT } from '@/lib/i18n/use-t';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { resendVerification } from '../api/account-links';
import { useCurrentUser } from '../stores/session-store';

/** Sends the signed-in learner a fresh verification mail. */
export function ResendVerificationButton(props: ButtonProps) {
  const t = useT();
  const user = useCurrentUser();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      const said = await resendVerification();
      // The server says it in English; the page says it in its own language.
      notifySuccess(user ? t('verification.sent', { email: user.email }) : said);
      setSent(true);
    } catch (error) {
      notifyApiError(error, t('verification.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconSend size={16} aria-hidden />}
      loading={sending}
      disabled={sent}
      onClick={() => void onClick()}
      {...props}
    >
      {sent ? t('verification.linkSent') : t('verification.resend')}
    </Button>
  );
}
