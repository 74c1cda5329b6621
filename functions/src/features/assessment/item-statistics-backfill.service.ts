import type { Question } from '../../contract';
import { findModule } from '../courses/catalog.service';

import { listAttemptedCheckpoints, recountStatistics, type StoredAttempt } from './attempts.repository';
import { addTally, EMPTY_TOTALS, type StatisticsTotals, tallyAttempt } from './item-statistics';
import { type CheckpointKey, listStatisticsKeys } from './item-statistics.repository';

type BankQuestion = Question & { uid: string };

/**
 * The questions an attempt was graded on, aligned with its results. Attempts from before
 * statistics do not name them: one that drew names them in `served`; one served the whole bank in
 * order is matched to today's bank by position, a question counting only where its text is still
 * the one graded (an empty uid leaves that result out of the item sums, as tallyAttempt does).
 */
export function questionUidsOf(
  attempt: Pick<StoredAttempt, 'questionUids' | 'served' | 'questionResults'>,
  bank: BankQuestion[],
): string[] {
  if (attempt.questionUids) return attempt.questionUids;
  if (attempt.served) return attempt.served.questionUids;
  return attempt.questionResults.map((result, index) => (bank[index]?.question === result.question ? bank[index].uid : ''));
}

/**
 * A checkpoint's totals recounted from its attempts: the graded ones only (an attempt awaiting
 * review joins when it is marked), each adding what it adds when graded (tallyAttempt, addTally).
 */
export function recountTotals(attempts: StoredAttempt[], bank: BankQuestion[]): StatisticsTotals {
  return attempts
    .filter((attempt) => attempt.status === 'graded')
    .sort((a, b) => a.uid.localeCompare(b.uid))
    .reduce(
      (totals, attempt) =>
        addTally(
          totals,
          tallyAttempt(questionUidsOf(attempt, bank), attempt.questionResults, { score: attempt.score, passed: attempt.passed }),
        ),
      EMPTY_TOTALS,
    );
}

/**
 * Rebuilds every checkpoint's item statistics from its graded attempts, so attempts graded before
 * statistics were kept are counted. Safe to run again, or while learners submit: each checkpoint is
 * recounted from scratch and written whole in a transaction (see recountStatistics for the race).
 * Attempts erased with their learner's account drop out of the recount. The seed and `npm start`
 * run it (scripts/ops/backfill-item-statistics.mjs); production runs it once, after the deploy.
 */
export async function backfillItemStatistics(): Promise<{ checkpoints: number; attempts: number }> {
  const keys = new Map<string, CheckpointKey>();
  for (const key of [...(await listStatisticsKeys()), ...(await listAttemptedCheckpoints())])
    keys.set(`${key.moduleId}_${key.checkpointUid}`, key);
  let attempts = 0;
  for (const key of keys.values()) {
    const module = await findModule(key.moduleId);
    const bank = module?.checkpoints.find((checkpoint) => checkpoint.uid === key.checkpointUid)?.questions ?? [];
    const totals = await recountStatistics(key, (found) => recountTotals(found, bank));
    attempts += totals.attempts;
  }
  return { checkpoints: keys.size, attempts };
}
