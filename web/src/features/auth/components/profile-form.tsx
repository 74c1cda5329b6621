import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

// From their own modules: the contract's index would build every schema of the API as the profile loads.
import { ProfileUpdateBodySchema, type ProfileUpdateBody, type User } from '@contract/auth';
import { PasswordSchema } from '@contract/common';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { updateProfile } from '../api/update-profile';
import { useSessionStore } from '../stores/session-store';

import { CurrentPasswordField, EmailField, NameField, NewPasswordFields } from './account-fields';

const { name, email } = ProfileUpdateBodySchema.shape;

/** Name always; the current password when the email or the password changes. */
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
      notifySuccess(message || 'Profile updated successfully');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, 'Failed to update profile');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="edit-profile-title" size="h3">
            Edit profile
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Your name appears on your certificates; your email is how you log in.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameField error={errors.name?.message} {...form.register('name')} />
          <EmailField
            placeholder={undefined}
            description="A new address becomes your login once you open the link we send to it."
            error={errors.email?.message}
            {...form.register('email')}
          />
        </SimpleGrid>

        <Divider my={4} />

        <div>
          <Title order={2} size="h3">
            Change password
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Leave these blank to keep your current password. A new one needs at least 6 characters; changing it signs you out
            everywhere else.
          </Text>
        </div>
        <CurrentPasswordField
          label="Current password"
          description="Needed to change your email or password."
          required={false}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          columns
          password={{
            label: 'New password',
            description: undefined,
            required: false,
            error: errors.newPassword?.message,
            ...form.register('newPassword'),
          }}
          confirm={{
            label: 'Confirm new password',
            required: false,
            error: errors.confirmNewPassword?.message,
            ...form.register('confirmNewPassword'),
          }}
        />

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
