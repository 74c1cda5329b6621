import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import { ForgotPasswordBodySchema } from '@contract';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';

import { requestPasswordReset } from '../api/account-links';

import { AccountCard } from './account-card';
import { EmailField } from './account-fields';

type Values = z.input<typeof ForgotPasswordBodySchema>;

/** /forgot-password: asks for an email and always answers the same, account or not. */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Get a link to choose a new password for your CricVision account.');
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof ForgotPasswordBodySchema>>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setSent(await requestPasswordReset(email));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      notifyApiError(error, 'Could not send the link. Please try again.');
    }
  });

  return (
    <AccountCard
      icon={<IconKey size={26} />}
      title="Forgot your password?"
      intro="Enter the email you log in with and we will send you a link to choose a new password."
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} title="Check your inbox" role="status">
            {sent}
          </Alert>
          <Text size="sm" c="dimmed">
            The link works once and expires after one hour. Nothing arrived after a few minutes? Check your spam folder or{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setSent(null)}>
              try again
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <EmailField error={errors.email?.message} {...form.register('email')} />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.login} fw={600} size="sm">
          Back to log in
        </Anchor>
      </Text>
    </AccountCard>
  );
}
