import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';

/** SPEC section 4: after a save the next screen follows about 1.2 s later. */
const RETURN_AFTER_SAVE_MS = 1200;

/**
 * The save of an authoring form: checks the body against the contract's schema, shows every
 * problem as one alert ('Error saving course: …') and on the fields, sends, toasts the server's
 * message, then returns to `returnTo`.
 */
export function useAuthoringSave<S extends z.ZodType>(options: {
  schema: S;
  what: string;
  send: (body: z.output<S>) => Promise<string>;
  returnTo: string;
  /** Field paths in the errors lose this prefix (the question editor checks a whole module). */
  pathPrefix?: string;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async (body: unknown) => {
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const found = Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path
            .map(String)
            .join('.')
            .replace(options.pathPrefix ?? '', ''),
          issue.message,
        ]),
      );
      setErrors(found);
      setProblem(`Error saving ${options.what}: ${[...new Set(Object.values(found))].join(', ')}`);
      return;
    }
    setSaving(true);
    setProblem(null);
    setErrors({});
    try {
      notifySuccess(await options.send(parsed.data));
      setSaved(true);
      timer.current = window.setTimeout(() => void navigate(options.returnTo), RETURN_AFTER_SAVE_MS);
    } catch (err) {
      setProblem(`Error saving ${options.what}: ${err instanceof ApiError ? err.message : `Failed to save ${options.what}`}`);
    } finally {
      setSaving(false);
    }
  };

  return { problem, errors, saving, saved, save };
}
