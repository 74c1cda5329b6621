import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { PasswordSchema, ProfileUpdateBodySchema, type ProfileUpdateBody, type User } from '@contract';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { updateProfile } from '../api/update-profile';
import { useSessionStore } from '../stores/session-store';

const { name, email } = ProfileUpdateBodySchema.shape;

/** Name and email always; the password trio only counts when a new password is typed. */
const ProfileFormSchema = z
  .object({
    name,
    email,
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.newPassword) return;
    const strength = PasswordSchema.safeParse(values.newPassword);
    if (!strength.success) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: strength.error.issues[0]?.message ?? 'Invalid password' });
    }
    if (!values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Current password is required to set a new password' });
    }
    if (values.newPassword !== values.confirmNewPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'New passwords do not match' });
    }
  });
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

const FIELDS = ['name', 'email', 'currentPassword', 'newPassword'] as const;

function blankForm(user: User): ProfileFormInput {
  return { name: user.name, email: user.email, currentPassword: '', newPassword: '', confirmNewPassword: '' };
}

export function ProfileForm({ user }: { user: User }) {
  const setSession = useSessionStore((state) => state.setSession);
  const setUser = useSessionStore((state) => state.setUser);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: blankForm(user),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body: ProfileUpdateBody = { name: values.name, email: values.email };
    if (values.newPassword) {
      body.currentPassword = values.currentPassword;
      body.newPassword = values.newPassword;
    }
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
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            withAsterisk={false}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
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
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmNewPassword?.message}
            {...form.register('confirmNewPassword')}
          />
        </SimpleGrid>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
