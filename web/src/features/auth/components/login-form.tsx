import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { LoginBodySchema } from '@contract';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { login } from '../api/login';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { useSessionStore } from '../stores/session-store';

type LoginFormValues = z.input<typeof LoginBodySchema>;

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
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
      const { session } = await login(values);
      setSession(session);
      setDone(true);
      notifySuccess('Login successful! Welcome back.');
      redirect();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, 'Login failed. Please check your credentials.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          withAsterisk={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting || done}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
