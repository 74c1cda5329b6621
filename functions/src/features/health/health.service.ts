import { randomBytes } from 'node:crypto';

import { getMediaStore } from '../../media';
import { recentOutbox } from '../mail/outbox.repository';

import { readProbeDocument } from './health.repository';

/** A check that has not answered by then counts as failed, so the deep check itself answers in time. */
const CHECK_TIMEOUT_MS = 8_000;
/** Mail the extension has not delivered this long after it was queued means the outbox is stuck. */
export const STUCK_MAIL_MINUTES = 15;
/** Failed deliveries count from this far back. */
const FAILED_WINDOW_HOURS = 24;
/** The most recently queued mails the outbox check reads. */
const OUTBOX_WINDOW = 100;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed. */
  error?: string;
  [detail: string]: unknown;
}

export type CheckName = 'firestore' | 'storage' | 'mail';

export interface DeepHealth {
  ok: boolean;
  failing: CheckName[];
  checks: Record<CheckName, CheckResult>;
}

async function timed(run: () => Promise<Record<string, unknown> & { ok?: boolean; error?: string }>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    const details = await Promise.race([run(), timeout]);
    return { ok: true, ...details, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Writes, reads back and deletes a small object: the bucket (or media folder) takes and gives files. */
async function storageRoundTrip(): Promise<Record<string, unknown>> {
  const store = getMediaStore();
  const path = `health/probe-${randomBytes(6).toString('hex')}.txt`;
  const bytes = Buffer.from('health probe');
  await store.put(path, bytes, 'text/plain');
  try {
    const info = await store.stat(path);
    if (info?.size !== bytes.length) throw new Error('a file just written could not be read back');
  } finally {
    await store.delete(path);
  }
  return {};
}

async function outbox(now: Date): Promise<Record<string, unknown>> {
  const window = await recentOutbox(now, new Date(now.getTime() - FAILED_WINDOW_HOURS * 3_600_000), OUTBOX_WINDOW);
  const oldest = window.undeliveredMinutes.length ? Math.max(...window.undeliveredMinutes) : null;
  const stuck = window.undeliveredMinutes.filter((minutes) => minutes > STUCK_MAIL_MINUTES).length;
  const details = {
    checked: window.checked,
    undelivered: window.undeliveredMinutes.length,
    oldestUndeliveredMinutes: oldest === null ? null : Math.round(oldest),
    failedLast24h: window.failed,
  };
  const problems = [
    stuck && `${stuck} mail${stuck === 1 ? '' : 's'} undelivered after ${STUCK_MAIL_MINUTES} minutes`,
    window.failed &&
      `${window.failed} failed deliver${window.failed === 1 ? 'y' : 'ies'} in the last ${FAILED_WINDOW_HOURS} hours`,
  ].filter(Boolean);
  if (problems.length) return { ...details, ok: false, error: problems.join('; ') };
  return details;
}

/** Firestore, Storage and the mail outbox, each checked for real: a read, a file written and read back, the recent outbox. */
export async function deepHealth(now = new Date()): Promise<DeepHealth> {
  const [firestore, storage, mail] = await Promise.all([
    timed(async () => {
      await readProbeDocument();
      return {};
    }),
    timed(storageRoundTrip),
    timed(() => outbox(now)),
  ]);
  const checks = { firestore, storage, mail };
  const failing = (Object.keys(checks) as CheckName[]).filter((name) => !checks[name].ok);
  return { ok: failing.length === 0, failing, checks };
}
