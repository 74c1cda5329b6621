import { useState, type ChangeEvent } from 'react';

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];
type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * An authoring form's draft: `set` one field, or `bind` a top-level text field to an input
 * (its value, its error from the last save, its change handler).
 */
export function useDraft<D extends object>(initial: () => D, errors: Record<string, string>) {
  const [draft, setDraft] = useState<D>(initial);
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const bind = (key: TextKey<D>) => ({
    value: draft[key] as string,
    error: errors[key as string],
    onChange: (event: FieldEvent) => set(key, event.currentTarget.value as D[typeof key]),
  });
  return { draft, set, bind };
}
