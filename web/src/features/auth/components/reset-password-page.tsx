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
import { notifyApiError, notifySuccess } from '@/lib/notify';
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
  usePageMeta('Choose a new password', 'Set a new password for your CricVision account.');
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
      notifySuccess('Your password has been changed. You are logged in.');
      redirect(session.user.language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && !error.fieldErrors.length) {
        setLink({ kind: 'dead', message: error.message });
        return;
      }
      applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']);
      notifyApiError(error, 'Could not set the password. Please try again.');
    }
  });

  if (link.kind === 'checking')
    return (
      <AccountCard icon={<IconLockPassword size={26} />} title="Choose a new password">
        <Loader aria-label="Checking your link" />
      </AccountCard>
    );

  if (link.kind === 'dead')
    return (
      <AccountCard icon={<IconAlertTriangle size={26} />} title="This link no longer works">
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {link.message}
          </Alert>
          <Text size="sm" c="dimmed">
            Reset links work once and expire after one hour. Ask for a new one and use the latest mail.
          </Text>
          <Button component={Link} to={paths.forgotPassword} size="md" fullWidth>
            Send me a new link
          </Button>
        </Stack>
      </AccountCard>
    );

  return (
    <AccountCard
      icon={<IconLockPassword size={26} />}
      title="Choose a new password"
      intro={
        <>
          For <strong>{link.email}</strong>. Every other device signed in to this account will be signed out.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            password={{ label: 'New password', error: errors.password?.message, ...form.register('password') }}
            confirm={{
              label: 'Confirm new password',
              error: errors.confirmPassword?.message,
              ...form.register('confirmPassword'),
            }}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting || done}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}

function deadMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.message : 'This link has expired or has already been used.';
}
