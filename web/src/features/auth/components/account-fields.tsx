import { PasswordInput, SimpleGrid, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';

import { type Translate, useT } from '@/lib/i18n/use-t';

import { accountMessage } from './account-messages';

/**
 * The account fields every form shares (login, register, /enroll, profile, forgot and reset):
 * one label, autocomplete hint and required style each, in the page's language, and their
 * messages too. Spread `form.register(name)` into them.
 */
type TextFieldProps = Omit<TextInputProps, 'error'> & { error?: string };
type PasswordFieldProps = Omit<PasswordInputProps, 'error'> & { error?: string };

/** Every password field's show/hide button is reached with Tab, like the field it belongs to (issue 39). */
const PASSWORD = { required: true, withAsterisk: false, visibilityToggleFocusable: true } as const;

/** A password field's settings, its show-and-hide button named in the page's language (Mantine names it in English). */
const passwordProps = (t: Translate) => ({ ...PASSWORD, visibilityToggleButtonProps: { 'aria-label': t('account.togglePassword') } });

export function NameField({ error, ...props }: TextFieldProps) {
  const t = useT();
  return (
    <TextInput
      label={t('account.name')}
      autoComplete="name"
      required
      withAsterisk={false}
      error={accountMessage(t, error)}
      {...props}
    />
  );
}

export function EmailField({ error, ...props }: TextFieldProps) {
  const t = useT();
  return (
    <TextInput
      label={t('account.email')}
      type="email"
      placeholder="you@example.com"
      autoComplete="email"
      required
      withAsterisk={false}
      error={accountMessage(t, error)}
      {...props}
    />
  );
}

/** The password the account has now (login, and the profile's confirmations). */
export function CurrentPasswordField({ error, ...props }: PasswordFieldProps) {
  const t = useT();
  return (
    <PasswordInput
      label={t('account.password')}
      autoComplete="current-password"
      {...passwordProps(t)}
      error={accountMessage(t, error)}
      {...props}
    />
  );
}

/** A new password and its confirmation, side by side on wide screens when `columns` is set. */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirm: { error: confirmError, ...confirm },
  columns = false,
}: {
  password: PasswordFieldProps;
  confirm: PasswordFieldProps;
  columns?: boolean;
}) {
  const t = useT();
  const fields = (
    <>
      <PasswordInput
        label={t('account.password')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        {...passwordProps(t)}
        error={accountMessage(t, passwordError)}
        {...password}
      />
      <PasswordInput
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        {...passwordProps(t)}
        error={accountMessage(t, confirmError)}
        {...confirm}
      />
    </>
  );
  return columns ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}
