import type { Timestamp } from 'firebase-admin/firestore';

/** Firestore Timestamp (or Date) to the ISO text the API speaks; the one place this conversion lives. */
export function toIso(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof (value as Timestamp).toDate === 'function') return (value as Timestamp).toDate().toISOString();
  if (typeof value === 'string') return value;
  return null;
}
