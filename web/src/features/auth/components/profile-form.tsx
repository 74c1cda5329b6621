import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

// From their own modules: the contract's index would build every schema of the API as the profile loads.
import { ProfileUpdateBodySchema, type ProfileUpdateBody, type User } from '@contract/auth';
import { PasswordSchema } from '@contract/common';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';

import { updateProfile } from '../api/update-profile';
import { useSessionStore } from '../stores/session-store';

import { CurrentPasswordField, EmailField, NameField, NewPasswordFields } from './account-fields';

const { name, email } = ProfileUpdateBodySchema.shape;

/**
 * Name always; the current password when the email or the password changes. The messages are the
 * contract's English words, which the fields show in the page's language (account-messages.ts).
 */
const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      name,
      email,
      currentPassword: z.string(),
      newPassword: z.string(),
      confirmNewPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      const emailChanged = values.email.trim().toLowerCase() !== currentEmail.toLowerCase();
      if (emailChanged && !values.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Enter your current password to change your email' });
      }
      if (!values.newPassword) return;
      const strength = PasswordSchema.safeParse(values.newPassword);
      if (!strength.success) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: strength.error.issues[0]?.message ?? 'Invalid password' });
      }
      if (!values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'Current password is required to set a new password',
        });
      }
      if (values.newPassword !== values.confirmNewPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'New passwords do not match' });
      }
    });
type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
type ProfileFormInput = z.input<ProfileFormSchema>;
type ProfileFormOutput = z.output<ProfileFormSchema>;

const FIELDS = ['name', 'email', 'currentPassword', 'newPassword'] as const;

function blankForm(user: User): ProfileFormInput {
  return { name: user.name, email: user.email, currentPassword: '', newPassword: '', confirmNewPassword: '' };
}

export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const said = useFailureMessage();
  const notifyFailure = useNotifyFailure();
  const setSession = useSessionStore((state) => state.setSession);
  const setUser = useSessionStore((state) => state.setUser);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(user.email)),
    defaultValues: blankForm(user),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body: ProfileUpdateBody = { name: values.name, email: values.email };
    if (values.currentPassword) body.currentPassword = values.currentPassword;
    if (values.newPassword) body.newPassword = values.newPassword;
    try {
      const { result, message } = await updateProfile(body);
      // A password change ends every other session; the server hands this one a fresh token pair.
      if (result.session) setSession(result.session);
      else setUser(result.user);
      form.reset(blankForm(result.user));
      // A new address waits for its link: the page says so in its own language (the server, in English).
      const pendingEmail = values.email.trim().toLowerCase() !== result.user.email.toLowerCase() ? values.email.trim() : null;
      notifySuccess(
        pendingEmail
          ? said(msg('profile.form.savedEmailPending'), message, { email: pendingEmail })
          : said(msg('profile.form.saved'), message),
      );
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyFailure(error, t('profile.form.saveFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="edit-profile-title" size="h3">
            {t('profile.form.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile.form.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameField error={errors.name?.message} {...form.register('name')} />
          <EmailField
            placeholder={undefined}
            description={t('profile.form.emailHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </SimpleGrid>

        <Divider my={4} />

        <div>
          <Title order={2} size="h3">
            {t('profile.form.passwordTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile.form.passwordIntro')}
          </Text>
        </div>
        <CurrentPasswordField
          label={t('profile.form.currentPassword')}
          description={t('profile.form.currentPasswordHint')}
          required={false}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          columns
          password={{
            label: t('account.newPassword'),
            description: undefined,
            required: false,
            error: errors.newPassword?.message,
            ...form.register('newPassword'),
          }}
          confirm={{
            label: t('account.confirmNewPassword'),
            required: false,
            error: errors.confirmNewPassword?.message,
            ...form.register('confirmNewPassword'),
          }}
        />

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
