import { TextInput } from '@mantine/core';

/**
 * A number held by an authoring draft, typed as text (a numeric keypad on phones): what is typed
 * goes to the draft as a number, and the contract's schema judges it on save.
 */
export function NumberTextInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={String(value)}
      error={error}
      onChange={(e) => {
        // Whole numbers only: a letter or sign typed is not taken, rather than shown as NaN.
        if (/^\d*$/.test(e.currentTarget.value)) onChange(Number(e.currentTarget.value));
      }}
    />
  );
}
