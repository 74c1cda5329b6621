import { EmailSchema, MAX_INVITATIONS_PER_REQUEST } from '@contract';

export interface InviteRow {
  /** As typed (trimmed). */
  text: string;
  /** The address as the server will store it, when it is one. */
  email: string | null;
  problem: string | null;
}

/**
 * The addresses a manager pasted (one a line, or separated by commas or semicolons), each checked as
 * the server checks it, duplicates named: nothing is sent until every row is clean.
 */
export function inviteRows(text: string): InviteRow[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const parsed = EmailSchema.safeParse(part);
      if (!parsed.success) return { text: part, email: null, problem: parsed.error.issues[0]?.message ?? 'Not an email address' };
      if (seen.has(parsed.data)) return { text: part, email: parsed.data, problem: 'Already in the list above' };
      seen.add(parsed.data);
      return { text: part, email: parsed.data, problem: null };
    });
}

export const tooMany = (rows: InviteRow[]) =>
  rows.length > MAX_INVITATIONS_PER_REQUEST ? `At most ${MAX_INVITATIONS_PER_REQUEST} addresses at a time` : null;
