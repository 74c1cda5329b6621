import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';

import { LoginBodySchema } from '@contract';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';

import { login } from '../api/login';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { useSessionStore } from '../stores/session-store';

import { CurrentPasswordField, EmailField } from './account-fields';

type LoginFormValues = z.input<typeof LoginBodySchema>;

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const t = useT();
  const language = useLocale();
  const notifyFailure = useNotifyFailure();
  const setSession = useSessionStore((state) => state.setSession);
  const redirect = useRedirectAfterAuth();
  const [done, setDone] = useState(false);
  const form = useForm<LoginFormValues, unknown, z.output<typeof LoginBodySchema>>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { session } = await login({ ...values, language });
      setSession(session);
      setDone(true);
      notifySuccess(t('login.success'));
      redirect(session.user.language);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyFailure(error, t('login.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <div>
          <CurrentPasswordField error={errors.password?.message} {...form.register('password')} />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to={paths.forgotPassword} size="sm" fw={600}>
              {t('login.forgot')}
            </Anchor>
          </Group>
        </div>
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting || done}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
