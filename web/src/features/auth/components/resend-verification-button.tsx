import { Button, type ButtonProps } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

import { notifyApiError, notifySuccess } from '@/lib/notify';

import { resendVerification } from '../api/account-links';

/** Sends the signed-in learner a fresh verification mail. */
export function ResendVerificationButton(props: ButtonProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const onClick = async () => {
    setSending(true);
    try {
      notifySuccess(await resendVerification());
      setSent(true);
    } catch (error) {
      notifyApiError(error, 'Could not send the link. Please try again.');
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
      {sent ? 'Link sent' : 'Resend link'}
    </Button>
  );
}
