import { createHash } from 'node:crypto';

import type { AuditAction, AuditActor, AuditChange, AuditResource, AuditValue } from '../../contract';

/** The longest value (as JSON) an entry keeps whole: an entry stays far below Firestore's 1 MiB a document. */
export const MAX_VALUE_CHARS = 2000;

/** A value as the log keeps it: plain JSON, dates as ISO text, nothing undefined. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate: () => Date }).toDate().toISOString();
  if (Array.isArray(value))
    return value.map((item) => (Array.isArray(item) ? JSON.stringify(auditValue(item)) : auditValue(item)));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, auditValue((value as Record<string, unknown>)[key])]),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** A value too long to keep whole is kept as its length and digest: enough to tell two versions apart. */
function bounded(value: AuditValue): AuditValue {
  const json = JSON.stringify(value);
  if (json.length <= MAX_VALUE_CHARS) return value;
  return { omitted: 'too long to keep whole', characters: json.length, sha256: createHash('sha256').update(json).digest('hex') };
}

/**
 * The fields among `fields` whose value differs between `before` and `after`, with both values
 * (a creation passes `before` null, a deletion `after` null). Keys are compared in sorted order, so
 * a nested object read back in another key order is not a change.
 */
export function changedFields(before: object | null, after: object | null, fields: readonly string[]): AuditChange[] {
  return fields.flatMap((field) => {
    const was = auditValue((before as Record<string, unknown> | null)?.[field]);
    const now = auditValue((after as Record<string, unknown> | null)?.[field]);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: bounded(was), after: bounded(now) }];
  });
}

/** An entry about `resource`, built by the feature that makes the change (written by `recordAuditInTransaction`). */
export function auditEntry(
  actor: AuditActor,
  resource: { type: AuditResource; id: string; label: string },
  action: AuditAction,
  changes: AuditChange[] = [],
  reason: string | null = null,
) {
  return { actor, resource, action, changes, reason };
}
