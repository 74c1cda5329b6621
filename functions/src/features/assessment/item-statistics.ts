import { createHash } from 'node:crypto';

import type { CheckpointStatistics, ItemFlag, ItemStatistics, Question, QuestionResult } from '../../contract';

/**
 * Item statistics kept as running totals: each graded attempt adds its sums once, and the
 * statistics are computed from the sums, so opening the question editor reads one document
 * however many attempts were made. For each question, x is the share of its points the attempt
 * earned (0–1) and y the attempt's score (0–100), summed over the attempts served the question.
 */
export interface ItemTotals {
  seen: number;
  /** Attempts that earned the question's full marks. */
  full: number;
  points: number;
  x: number;
  xx: number;
  xy: number;
  y: number;
  yy: number;
  /** Picks of a multiple-choice option, by `optionKey` of its text. */
  picks: Record<string, number>;
}

export interface StatisticsTotals {
  attempts: number;
  passes: number;
  scoreSum: number;
  scoreSquares: number;
  /** Sums of the number of questions answered for full marks per attempt, for KR-20's variance. */
  fullSum: number;
  fullSquares: number;
  /** Attempts per whole-percent score ('0'…'100'), for the median. */
  histogram: Record<string, number>;
  items: Record<string, ItemTotals>;
}

/** What one graded attempt adds: the same shape as the totals, every number an increment. */
export type AttemptTally = StatisticsTotals;

export const EMPTY_TOTALS: StatisticsTotals = {
  attempts: 0,
  passes: 0,
  scoreSum: 0,
  scoreSquares: 0,
  fullSum: 0,
  fullSquares: 0,
  histogram: {},
  items: {},
};

/** A short, field-name-safe key for an option's text (texts may hold dots or be long). */
export const optionKey = (option: string) => `o${createHash('sha256').update(option.trim()).digest('hex').slice(0, 16)}`;

/**
 * What a graded attempt adds to its checkpoint's totals: `questionUids` are the questions it was
 * served, aligned with its results, so only served questions count as seen.
 */
export function tallyAttempt(
  questionUids: string[],
  results: QuestionResult[],
  attempt: { score: number; passed: boolean },
): AttemptTally {
  const y = attempt.score;
  const items: Record<string, ItemTotals> = {};
  let full = 0;
  results.forEach((result, index) => {
    const uid = questionUids[index];
    if (!uid) return;
    const x = result.points > 0 ? result.earnedPoints / result.points : 0;
    const isFull = result.points > 0 && result.earnedPoints >= result.points;
    if (isFull) full += 1;
    const pick = result.type === 'multiple_choice' ? result.userAnswer.trim() : '';
    items[uid] = {
      seen: 1,
      full: isFull ? 1 : 0,
      points: result.earnedPoints,
      x,
      xx: x * x,
      xy: x * y,
      y,
      yy: y * y,
      picks: pick ? { [optionKey(pick)]: 1 } : {},
    };
  });
  return {
    attempts: 1,
    passes: attempt.passed ? 1 : 0,
    scoreSum: y,
    scoreSquares: y * y,
    fullSum: full,
    fullSquares: full * full,
    histogram: { [String(Math.min(100, Math.max(0, Math.round(y))))]: 1 },
    items,
  };
}

function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a };
  for (const [key, value] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
}

const ITEM_SUMS = ['seen', 'full', 'points', 'x', 'xx', 'xy', 'y', 'yy'] as const;

/** The totals after one more attempt: what the stored document becomes once its increments apply. */
export function addTally(totals: StatisticsTotals, tally: AttemptTally): StatisticsTotals {
  const items = { ...totals.items };
  for (const [uid, item] of Object.entries(tally.items)) {
    const before = items[uid] ?? { seen: 0, full: 0, points: 0, x: 0, xx: 0, xy: 0, y: 0, yy: 0, picks: {} };
    const after = { ...before, picks: addCounts(before.picks, item.picks) };
    for (const key of ITEM_SUMS) after[key] = before[key] + item[key];
    items[uid] = after;
  }
  return {
    attempts: totals.attempts + tally.attempts,
    passes: totals.passes + tally.passes,
    scoreSum: totals.scoreSum + tally.scoreSum,
    scoreSquares: totals.scoreSquares + tally.scoreSquares,
    fullSum: totals.fullSum + tally.fullSum,
    fullSquares: totals.fullSquares + tally.fullSquares,
    histogram: addCounts(totals.histogram, tally.histogram),
    items,
  };
}

/** The median of whole-percent scores counted per value: the middle one, or the mean of the middle two. */
export function medianOf(histogram: Record<string, number>): number | null {
  const counts = Object.entries(histogram)
    .map(([score, count]) => [Number(score), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const n = counts.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return null;
  const nth = (rank: number) => {
    let passed = 0;
    for (const [score, count] of counts) {
      passed += count;
      if (passed >= rank) return score;
    }
    return counts[counts.length - 1][0];
  };
  return n % 2 === 1 ? nth((n + 1) / 2) : (nth(n / 2) + nth(n / 2 + 1)) / 2;
}

/**
 * The point-biserial index: Pearson's correlation between the question's score and the attempt's
 * score over the attempts that saw it (the question's own points included in the attempt's score).
 * Null with fewer than two attempts or when either score never varied.
 */
export function pointBiserial(item: ItemTotals): number | null {
  const n = item.seen;
  if (n < 2) return null;
  const spreadX = n * item.xx - item.x * item.x;
  const spreadY = n * item.yy - item.y * item.y;
  // Sums of floats: a spread within rounding of zero is no spread.
  if (spreadX <= 1e-9 || spreadY <= 1e-9) return null;
  return (n * item.xy - item.x * item.y) / Math.sqrt(spreadX * spreadY);
}

/**
 * KR-20 from the totals: k/(k−1) · (1 − Σpq/σ²), each question dichotomised as full marks or not,
 * σ² the (population) variance of the number of questions answered for full marks. With draws,
 * attempts see different questions: p is each question's facility over the attempts that saw it,
 * its pq weighted by the share of attempts that saw it, and k is the mean number served; without
 * draws this is exactly the textbook KR-20.
 */
export function kr20(totals: StatisticsTotals): number | null {
  const n = totals.attempts;
  if (n < 2) return null;
  const items = Object.values(totals.items).filter((item) => item.seen > 0);
  const k = items.reduce((sum, item) => sum + item.seen, 0) / n;
  const mean = totals.fullSum / n;
  const variance = totals.fullSquares / n - mean * mean;
  if (k <= 1 || variance <= 1e-9) return null;
  const pq = items.reduce((sum, item) => {
    const p = item.full / item.seen;
    return sum + (item.seen / n) * p * (1 - p);
  }, 0);
  return (k / (k - 1)) * (1 - pq / variance);
}

const round = (value: number | null, places = 3) => (value === null ? null : Number(value.toFixed(places)));

function flagsOf(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility > 0.9) flags.push('too_easy');
  if (facility !== null && facility < 0.2) flags.push('too_hard');
  if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
  return flags;
}

function itemStatistics(question: Question & { uid: string }, item: ItemTotals | undefined): ItemStatistics {
  const seen = item?.seen ?? 0;
  const facility = item && seen > 0 ? item.full / seen : null;
  const discrimination = item ? pointBiserial(item) : null;
  const options = question.type === 'multiple_choice' ? question.options.filter((option) => option.trim()) : null;
  return {
    questionUid: question.uid,
    seen,
    facility: round(facility),
    averagePoints: item && seen > 0 ? round(item.points / seen, 2) : null,
    discrimination: round(discrimination),
    flags: flagsOf(facility, discrimination),
    optionPicks: options && options.map((option) => ({ option, picks: item?.picks[optionKey(option)] ?? 0 })),
  };
}

/** A checkpoint's statistics, for the questions now in its bank, from its running totals. */
export function summariseStatistics(
  checkpoint: { uid: string; questions: Array<Question & { uid: string }> },
  totals: StatisticsTotals,
): CheckpointStatistics {
  const n = totals.attempts;
  return {
    checkpointUid: checkpoint.uid,
    attempts: n,
    passes: totals.passes,
    passRate: n > 0 ? round(totals.passes / n) : null,
    meanScore: n > 0 ? round(totals.scoreSum / n, 1) : null,
    medianScore: medianOf(totals.histogram),
    kr20: round(kr20(totals)),
    questions: checkpoint.questions.map((question) => itemStatistics(question, totals.items[question.uid])),
  };
}
