import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { RegisterBodySchema } from '@contract';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';

import { register } from '../api/register';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { useSessionStore } from '../stores/session-store';

import { EmailField, NameField, NewPasswordFields } from './account-fields';

/**
 * The contract's fields without its match check: the Register tab leaves that to the server
 * (SPEC section 5) and shows the server's answer on the field.
 */
const RegisterFormSchema = z.object({
  ...RegisterBodySchema.shape,
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
type RegisterFormValues = z.input<typeof RegisterFormSchema>;

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const setSession = useSessionStore((state) => state.setSession);
  const redirect = useRedirectAfterAuth();
  const language = useLocale();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [done, setDone] = useState(false);
  const form = useForm<RegisterFormValues, unknown, z.output<typeof RegisterFormSchema>>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { session } = await register({ ...values, language });
      setSession(session);
      setDone(true);
      notifySuccess(t('register.success'));
      redirect(session.user.language);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyFailure(error, t('register.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NameField placeholder={t('register.namePlaceholder')} error={errors.name?.message} {...form.register('name')} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <NewPasswordFields
          password={{ error: errors.password?.message, ...form.register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting || done}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
