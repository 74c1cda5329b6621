import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import { type AttemptTally, EMPTY_TOTALS, type ItemTotals, type StatisticsTotals } from './item-statistics';

// One document of running totals per checkpoint, added to in the same commit that records a
// grading, so the statistics never count an attempt twice or miss one.
const statistics = () => getDb().collection('itemStatistics');

export interface CheckpointKey {
  courseId: string;
  moduleId: string;
  checkpointUid: string;
}

export const statisticsRef = (key: Pick<CheckpointKey, 'moduleId' | 'checkpointUid'>) =>
  statistics().doc(`${key.moduleId}_${key.checkpointUid}`);

/**
 * The totals are stored flat, one top-level number per sum ('attempts', 'h67' for the histogram,
 * 'i_<uid hex>_seen' per question, 'p_<uid hex>_<option key>' per pick), so every update is a
 * top-level increment: safe field names whatever a uid holds, and what the local Node emulator
 * supports (it cannot increment a nested field).
 */
const hex = (uid: string) => Buffer.from(uid, 'utf8').toString('hex');
const unhex = (encoded: string) => Buffer.from(encoded, 'hex').toString('utf8');
const ITEM_SUMS = ['seen', 'full', 'points', 'x', 'xx', 'xy', 'y', 'yy'] as const;
const TOP_SUMS = ['attempts', 'passes', 'scoreSum', 'scoreSquares', 'fullSum', 'fullSquares'] as const;

function flatten(tally: AttemptTally): Record<string, number> {
  const flat: Record<string, number> = {};
  for (const key of TOP_SUMS) flat[key] = tally[key];
  for (const [score, count] of Object.entries(tally.histogram)) flat[`h${score}`] = count;
  for (const [uid, item] of Object.entries(tally.items)) {
    for (const key of ITEM_SUMS) flat[`i_${hex(uid)}_${key}`] = item[key];
    for (const [option, count] of Object.entries(item.picks)) flat[`p_${hex(uid)}_${option}`] = count;
  }
  return flat;
}

const emptyItem = (): ItemTotals => ({ seen: 0, full: 0, points: 0, x: 0, xx: 0, xy: 0, y: 0, yy: 0, picks: {} });
const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function unflatten(d: Record<string, unknown>): StatisticsTotals {
  const totals: StatisticsTotals = { ...EMPTY_TOTALS, histogram: {}, items: {} };
  for (const key of TOP_SUMS) totals[key] = numberOr0(d[key]);
  const itemOf = (encoded: string) => (totals.items[unhex(encoded)] ??= emptyItem());
  for (const [field, value] of Object.entries(d)) {
    const histogram = /^h(\d{1,3})$/.exec(field);
    if (histogram) totals.histogram[histogram[1]] = numberOr0(value);
    const sum = /^i_([0-9a-f]+)_(\w+)$/.exec(field);
    if (sum && (ITEM_SUMS as readonly string[]).includes(sum[2]))
      itemOf(sum[1])[sum[2] as (typeof ITEM_SUMS)[number]] = numberOr0(value);
    const pick = /^p_([0-9a-f]+)_(o[0-9a-f]+)$/.exec(field);
    if (pick) itemOf(pick[1]).picks[pick[2]] = numberOr0(value);
  }
  return totals;
}

/** Adds one graded attempt's tally to its checkpoint's totals, inside the batch or transaction that records the grading. */
export async function addTallyIn(writer: WriteBatch | Transaction, key: CheckpointKey, tally: AttemptTally): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const increments = Object.fromEntries(
    Object.entries(flatten(tally)).map(([field, value]) => [field, FieldValue.increment(value)]),
  );
  const data = { ...key, ...increments };
  // The two writers' set() overloads differ in type only; narrowing picks one.
  if ('commit' in writer) writer.set(statisticsRef(key), data, { merge: true });
  else writer.set(statisticsRef(key), data, { merge: true });
}

/**
 * Replaces a checkpoint's totals whole with a recount (the backfill), inside the transaction that
 * read its attempts: no field of an earlier count survives.
 */
export function replaceTotalsIn(tx: Transaction, key: CheckpointKey, totals: StatisticsTotals): void {
  tx.set(statisticsRef(key), { ...key, ...flatten(totals) });
}

/** The checkpoints that have a totals document, as it names them. */
export async function listStatisticsKeys(): Promise<CheckpointKey[]> {
  const snap = await statistics().get();
  return snap.docs
    .map((doc) => doc.data())
    .filter((d) => typeof d.courseId === 'string' && typeof d.moduleId === 'string' && typeof d.checkpointUid === 'string')
    .map((d) => ({ courseId: d.courseId, moduleId: d.moduleId, checkpointUid: d.checkpointUid }));
}

/** A checkpoint's running totals; empty before its first graded attempt. */
export async function findStatistics(key: Pick<CheckpointKey, 'moduleId' | 'checkpointUid'>): Promise<StatisticsTotals> {
  const d = (await statisticsRef(key).get()).data();
  return d ? unflatten(d) : EMPTY_TOTALS;
}
