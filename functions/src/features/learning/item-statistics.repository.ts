import type { FieldValue as FieldValueType, Transaction, WriteBatch } from 'firebase-admin/firestore';

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

type Increments = { [key: string]: FieldValueType | Increments };

/**
 * The tally as nested increments: a merge-set adds them field by field, creating the document on
 * first use. Empty maps are left out: merged, an empty map would replace the one stored.
 */
function incrementsOf(tally: Record<string, unknown>, FieldValue: typeof import('firebase-admin/firestore').FieldValue): Increments {
  const entries: Array<[string, FieldValueType | Increments]> = [];
  for (const [key, value] of Object.entries(tally)) {
    if (typeof value === 'number') entries.push([key, FieldValue.increment(value)]);
    else if (Object.keys(value as object).length > 0) entries.push([key, incrementsOf(value as Record<string, unknown>, FieldValue)]);
  }
  return Object.fromEntries(entries);
}

/** Adds one graded attempt's tally to its checkpoint's totals, inside the batch or transaction that records the grading. */
export async function addTallyIn(writer: WriteBatch | Transaction, key: CheckpointKey, tally: AttemptTally): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const data = { ...key, ...incrementsOf(tally as unknown as Record<string, unknown>, FieldValue) };
  // The two writers' set() overloads differ in type only; narrowing picks one.
  if ('commit' in writer) writer.set(statisticsRef(key), data, { merge: true });
  else writer.set(statisticsRef(key), data, { merge: true });
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const counts = (value: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, count]) => [key, numberOr0(count)]));

function itemFrom(raw: Record<string, unknown>): ItemTotals {
  return {
    seen: numberOr0(raw.seen),
    full: numberOr0(raw.full),
    points: numberOr0(raw.points),
    x: numberOr0(raw.x),
    xx: numberOr0(raw.xx),
    xy: numberOr0(raw.xy),
    y: numberOr0(raw.y),
    yy: numberOr0(raw.yy),
    picks: counts(raw.picks),
  };
}

/** A checkpoint's running totals; empty before its first graded attempt. */
export async function findStatistics(key: Pick<CheckpointKey, 'moduleId' | 'checkpointUid'>): Promise<StatisticsTotals> {
  const d = (await statisticsRef(key).get()).data();
  if (!d) return EMPTY_TOTALS;
  return {
    attempts: numberOr0(d.attempts),
    passes: numberOr0(d.passes),
    scoreSum: numberOr0(d.scoreSum),
    scoreSquares: numberOr0(d.scoreSquares),
    fullSum: numberOr0(d.fullSum),
    fullSquares: numberOr0(d.fullSquares),
    histogram: counts(d.histogram),
    items: Object.fromEntries(
      Object.entries((d.items ?? {}) as Record<string, Record<string, unknown>>).map(([uid, raw]) => [uid, itemFrom(raw)]),
    ),
  };
}
