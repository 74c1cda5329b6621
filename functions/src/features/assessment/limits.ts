import type { Accommodation, CourseModule } from '../../contract';

import { servedCount } from './draw';

/** The checkpoint time limit: max(10, questions x 2) minutes (SPEC section 9). */
export const timeLimitMinutes = (questionCount: number) => Math.max(10, questionCount * 2);

/** One learner's limits on one checkpoint: the checkpoint's own, with their accommodation applied. */
export interface Limits {
  maxAttempts: number;
  timeLimitMinutes: number;
  /** More time than the checkpoint's own limit. */
  timeExtended: boolean;
}

/**
 * The time limit follows the questions an attempt is served (max(10, served × 2) minutes), times
 * the learner's course-wide multiplier, plus the checkpoint's extra minutes; extra attempts add to
 * the checkpoint's maximum.
 */
export function limitsFor(
  checkpoint: CourseModule['checkpoints'][number],
  questionCount: number,
  accommodation: Accommodation | null,
): Limits {
  const own = timeLimitMinutes(questionCount);
  const extra = accommodation?.checkpoints.find((item) => item.checkpointUid === checkpoint.uid);
  const minutes = Math.ceil(own * (accommodation?.timeMultiplier ?? 1)) + (extra?.extraMinutes ?? 0);
  return {
    maxAttempts: checkpoint.maxAttempts + (extra?.extraAttempts ?? 0),
    timeLimitMinutes: minutes,
    timeExtended: minutes > own,
  };
}

/** What the course view tells of a checkpoint before it is opened: the questions an attempt serves, and their time. */
export function checkpointSize(checkpoint: CourseModule['checkpoints'][number]): {
  questionsCount: number;
  timeLimitMinutes: number;
} {
  const questionsCount = servedCount(checkpoint);
  return { questionsCount, timeLimitMinutes: timeLimitMinutes(questionsCount) };
}
