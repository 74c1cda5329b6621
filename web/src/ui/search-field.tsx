import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';

/** How long typing pauses before the list follows it. */
const TYPING_PAUSE_MS = 300;

interface SearchFieldProps {
  /** The input's accessible name ('Search orders'). */
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string;
  /** Applies a search, trimmed; '' clears it. */
  onSearch: (text: string) => void;
  /** Said under the box (what a search needs that this one lacks). */
  description?: ReactNode;
  maxLength?: number;
}

/** A list's search box: applied as you type (after a pause), on Enter, and on leaving the box. */
export function SearchField({ label, placeholder, value, onSearch, description, maxLength }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // What was typed and not yet applied: only typing searches, never a search the address changed (Back).
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) return undefined;
    const timer = window.setTimeout(() => {
      setTyped(null);
      if (typed.trim() !== value) onSearch(typed.trim());
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        description={description}
        maxLength={maxLength}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setTyped(event.currentTarget.value);
        }}
        onBlur={() => text.trim() !== value && onSearch(text.trim())}
      />
    </form>
  );
}
