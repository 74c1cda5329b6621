import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLockPassword } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';

import { PasswordSchema } from '@contract';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { T, useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';

import { checkResetLink, resetPassword } from '../api/account-links';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { useSessionStore } from '../stores/session-store';

import { AccountCard } from './account-card';
import { NewPasswordFields } from './account-fields';

const ResetFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type Values = z.input<typeof ResetFormSchema>;

type LinkState = { kind: 'checking' } | { kind: 'ready'; email: string } | { kind: 'dead'; message: string };

/** /reset-password?oobCode=…: the page a reset mail links to. */
export function ResetPasswordPage() {
  const t = useT();
  const said = useFailureMessage();
  const notifyFailure = useNotifyFailure();
  usePageMeta(t('reset.title'), t('reset.meta.description'));
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const setSession = useSessionStore((state) => state.setSession);
  const redirect = useRedirectAfterAuth(paths.myCourses);
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof ResetFormSchema>>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let live = true;
    checkResetLink(oobCode)
      .then(({ email }) => live && setLink({ kind: 'ready', email }))
      .catch((error: unknown) => live && setLink({ kind: 'dead', message: deadMessage(error) }));
    return () => {
      live = false;
    };
  }, [oobCode]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await resetPassword({ oobCode, ...values });
      setSession(session);
      setDone(true);
      notifySuccess(t('reset.success'));
      redirect(session.user.language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && !error.fieldErrors.length) {
        setLink({ kind: 'dead', message: error.message });
        return;
      }
      applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']);
      notifyFailure(error, t('reset.failed'));
    }
  });

  if (link.kind === 'checking')
    return (
      <AccountCard icon={<IconLockPassword size={26} />} title={t('reset.title')}>
        <Loader role="status" aria-label={t('reset.checking')} />
      </AccountCard>
    );

  if (link.kind === 'dead')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title={t('account.deadLink.title')}>
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {said(msg('account.deadLink'), link.message)}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('reset.deadLink.hint')}
          </Text>
          <Button component={Link} to={paths.forgotPassword} size="md" fullWidth>
            {t('reset.deadLink.newLink')}
          </Button>
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard
      icon={<IconLockPassword size={26} />}
      title={t('reset.title')}
      intro={<T id="reset.intro" values={{ email: link.email }} components={{ 0: <strong /> }} />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            password={{ label: t('account.newPassword'), error: errors.password?.message, ...form.register('password') }}
            confirm={{
              label: t('account.confirmNewPassword'),
              error: errors.confirmPassword?.message,
              ...form.register('confirmPassword'),
            }}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting || done}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}

/** The server's reason a link is dead (SPEC section 8), or '' when it gave none: shown as `account.deadLink` in the page's language. */
function deadMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.message : '';
}
