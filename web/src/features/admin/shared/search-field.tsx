import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchFieldProps {
  /** The input's accessible name ('Search orders'). */
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string;
  /** Applies a search, trimmed; '' clears it. */
  onSearch: (text: string) => void;
}

/** A list's search box: applied on Enter, and on leaving the box when the text changed. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
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
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => text.trim() !== value && onSearch(text.trim())}
      />
    </form>
  );
}
