import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';

import { verifyEmail } from '../api/account-links';
import { getMe } from '../api/get-me';
import { useCurrentUser, useSessionStore } from '../stores/session-store';

import { AccountCard } from './account-card';
import { ResendVerificationButton } from './resend-verification-button';

type State = { kind: 'verifying' } | { kind: 'verified'; email: string } | { kind: 'dead'; message: string };

/** /verify-email?oobCode=…: the page a verification mail links to. */
export function VerifyEmailPage() {
  const t = useT();
  const said = useFailureMessage();
  usePageMeta(t('verify.meta.title'), t('verify.meta.description'));
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
          // The server's reason (SPEC section 8), or none: shown as `account.deadLink` in the page's language.
          message: error instanceof ApiError && error.status === 400 ? error.message : '',
        }),
      );
  }, [oobCode]);

  if (state.kind === 'verifying')
    return (
      <AccountCard icon={<IconMailCheck size={26} />} title={t('verify.confirming')}>
        <Loader role="status" aria-label={t('verify.confirmingLabel')} />
      </AccountCard>
    );

  if (state.kind === 'dead')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title={t('account.deadLink.title')}>
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {said(msg('account.deadLink'), state.message)}
          </Alert>
          {user && !user.isEmailVerified ? (
            <>
              <Text size="sm" c="dimmed">
                {t('verify.deadLink.hint', { email: user.email })}
              </Text>
              <ResendVerificationButton fullWidth />
            </>
          ) : user ? (
            <Button component={Link} to={paths.profile} size="md" fullWidth>
              {t('verify.toProfile')}
            </Button>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('verify.deadLink.logIn')}
              </Text>
              <Button component={Link} to={paths.login} size="md" fullWidth>
                {t('login.submit')}
              </Button>
            </>
          )}
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard icon={<IconMailCheck size={26} />} title={t('verify.done.title')}>
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {t('verify.done.text', { email: state.email })}
        </Alert>
        <Button component={Link} to={user ? paths.profile : paths.login} size="md" fullWidth>
          {t(user ? msg('verify.toProfile') : msg('login.submit'))}
        </Button>
      </Stack>
    </AccountCard>
  );
}
