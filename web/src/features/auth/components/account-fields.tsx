import { PasswordInput, SimpleGrid, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';

/**
 * The account fields every form shares (login, register, /enroll, profile, forgot and reset):
 * one label, autocomplete hint and required style each. Spread `form.register(name)` into them.
 */
type TextFieldProps = Omit<TextInputProps, 'error'> & { error?: string };
type PasswordFieldProps = Omit<PasswordInputProps, 'error'> & { error?: string };

/** Every password field's show/hide button is reached with Tab, like the field it belongs to (issue 39). */
const PASSWORD = { required: true, withAsterisk: false, visibilityToggleFocusable: true } as const;

export function NameField(props: TextFieldProps) {
  return <TextInput label="Full name" autoComplete="name" required withAsterisk={false} {...props} />;
}

export function EmailField(props: TextFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      placeholder="you@example.com"
      autoComplete="email"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

/** The password the account has now (login, and the profile's confirmations). */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <PasswordInput label="Password" autoComplete="current-password" {...PASSWORD} {...props} />;
}

/** A new password and its confirmation, side by side on wide screens when `columns` is set. */
export function NewPasswordFields({
  password,
  confirm,
  columns = false,
}: {
  password: PasswordFieldProps;
  confirm: PasswordFieldProps;
  columns?: boolean;
}) {
  const fields = (
    <>
      <PasswordInput label="Password" description="At least 6 characters" autoComplete="new-password" {...PASSWORD} {...password} />
      <PasswordInput label="Confirm password" autoComplete="new-password" {...PASSWORD} {...confirm} />
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
