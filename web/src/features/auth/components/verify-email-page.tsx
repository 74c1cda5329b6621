import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

import { verifyEmail } from '../api/account-links';
import { getMe } from '../api/get-me';
import { useCurrentUser, useSessionStore } from '../stores/session-store';

import { AccountCard } from './account-card';
import { ResendVerificationButton } from './resend-verification-button';

type State = { kind: 'verifying' } | { kind: 'verified'; email: string } | { kind: 'dead'; message: string };

/** /verify-email?oobCode=…: the page a verification mail links to. */
export function VerifyEmailPage() {
  usePageMeta('Confirm your email', 'Confirm the email address of your CricVision account.');
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const user = useCurrentUser();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  // A link works once: never send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === oobCode) return;
    sent.current = oobCode;
    verifyEmail(oobCode)
      .then(({ email, session }) => {
        setState({ kind: 'verified', email });
        const store = useSessionStore.getState();
        // An email change ended the old session; the server handed its owner a new one.
        if (session) store.setSession(session);
        else if (store.session) {
          // The account signed in here is the one just confirmed: say so at once, so that a profile
          // opened before the server's answer below does not still ask to confirm it.
          const signedIn = store.session.user;
          if (signedIn.email.toLowerCase() === email.toLowerCase()) store.setUser({ ...signedIn, isEmailVerified: true });
          void getMe().then(store.setUser, () => undefined);
        }
      })
      .catch((error: unknown) =>
        setState({
          kind: 'dead',
          message:
            error instanceof ApiError && error.status === 400 ? error.message : 'This link has expired or has already been used.',
        }),
      );
  }, [oobCode]);

  if (state.kind === 'verifying')
    return (
      <AccountCard icon={<IconMailCheck size={26} />} title="Confirming your email…">
        <Loader aria-label="Confirming your email" />
      </AccountCard>
    );

  if (state.kind === 'dead')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title="This link no longer works">
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {state.message}
          </Alert>
          {user && !user.isEmailVerified ? (
            <>
              <Text size="sm" c="dimmed">
                Confirmation links work once and expire after three days. We can send a new one to {user.email}.
              </Text>
              <ResendVerificationButton fullWidth />
            </>
          ) : user ? (
            <Button component={Link} to={paths.profile} size="md" fullWidth>
              Go to your profile
            </Button>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Log in and open your profile to get a new confirmation link.
              </Text>
              <Button component={Link} to={paths.login} size="md" fullWidth>
                Log in
              </Button>
            </>
          )}
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard icon={<IconMailCheck size={26} />} title="Your email is confirmed">
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          Your email address is verified: {state.email}
        </Alert>
        <Button component={Link} to={user ? paths.profile : paths.login} size="md" fullWidth>
          {user ? 'Go to your profile' : 'Log in'}
        </Button>
      </Stack>
    </AccountCard>
  );
}
