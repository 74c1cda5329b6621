import { useEffect, useState } from 'react';

export const answersKey = (checkpointUid: string, attempt: number) => `checkpoint-answers:${checkpointUid}:${attempt}`;

/** Answers typed so far, kept for this tab so a reload resumes the attempt where it was. */
export function useStoredAnswers(key: string, count: number) {
  const [answers, setAnswers] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
      if (Array.isArray(saved) && saved.length === count && saved.every((a) => typeof a === 'string')) return saved as string[];
    } catch {
      // A damaged entry starts the answers afresh.
    }
    return Array.from({ length: count }, () => '');
  });
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(answers));
  }, [key, answers]);
  return [answers, setAnswers] as const;
}
