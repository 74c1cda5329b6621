import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { EmailSchema, PasswordSchema, PhoneSchema } from '@contract';
import { EmailField, NameField, NewPasswordFields } from '@/features/auth/components/account-fields';
import { accountMessage } from '@/features/auth/components/account-messages';
import { useT } from '@/lib/i18n/use-t';

/** SPEC section 5, the join page: names, email and a 10-digit phone required; password 6+ and confirmed. */
const EnrollFormSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(50),
    lastName: z.string().trim().min(1, 'Last name is required').max(50),
    email: EmailSchema,
    phone: z.string().trim().min(1, 'Phone number is required').pipe(PhoneSchema),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

type EnrollFormInput = z.input<typeof EnrollFormSchema>;
export type EnrollFormValues = z.output<typeof EnrollFormSchema>;

interface EnrollFormProps {
  submitLabel: string;
  /** Runs before the fields are checked, so a missing course is reported with them. */
  onAttempt: () => boolean;
  onSubmit: (values: EnrollFormValues) => Promise<void>;
}

export function EnrollForm({ submitLabel, onAttempt, onSubmit }: EnrollFormProps) {
  const form = useForm<EnrollFormInput, unknown, EnrollFormValues>({
    resolver: zodResolver(EnrollFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useT();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const courseChosen = onAttempt();
    return form.handleSubmit(async (values) => {
      if (courseChosen) await onSubmit(values);
    })(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('enroll.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NameField
            label={t('enroll.firstName')}
            autoComplete="given-name"
            error={accountMessage(t, errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <NameField
            label={t('enroll.lastName')}
            autoComplete="family-name"
            error={accountMessage(t, errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TextInput
          label={t('enroll.phone')}
          type="tel"
          inputMode="numeric"
          placeholder={t('enroll.phonePlaceholder')}
          autoComplete="tel-national"
          maxLength={10}
          required
          withAsterisk={false}
          error={accountMessage(t, errors.phone?.message)}
          {...form.register('phone')}
        />
        <NewPasswordFields
          columns
          password={{ error: errors.password?.message, ...form.register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting} disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
