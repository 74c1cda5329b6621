import type {
  CertificateRemaining,
  CheckpointProgress,
  CourseModule,
  CourseProgress,
  LessonPosition,
  LessonProgress,
  ModuleProgress,
} from '../../contract';

import type { Served } from '../assessment/draw';

/** The running attempt's clock: which attempt it belongs to, when it started and what it serves. */
export interface StoredClock {
  attempt: number;
  startedAt: string;
  /** The questions drawn for it; absent when the checkpoint serves all of them in order. */
  served?: Served | null;
}

export type StoredCheckpointProgress = Omit<CheckpointProgress, 'checkpointUid' | 'awaitingReview'> & {
  awaitingReview?: boolean;
  clock?: StoredClock | null;
  /** Every question served to this learner so far: retries draw unseen ones first. */
  seen?: string[];
};

/** How an enrolment stores progress: keyed by lesson and checkpoint uid, so edits never shuffle it. */
export interface StoredProgress {
  lessons: Record<string, Omit<LessonProgress, 'lessonUid'>>;
  checkpoints: Record<string, StoredCheckpointProgress>;
  /**
   * Where the video of each lesson was left, beside (not inside) the lesson's progress: the player
   * saves it every few seconds, and a separate field never races Mark as Complete's write.
   */
  positions?: Record<string, LessonPosition>;
  /**
   * How much of each lesson's video was played, for watch-based completion: as stored, read
   * through watching.repository.ts (`watchedRangesIn`).
   */
  watching?: Record<string, unknown>;
  lastAccessedAt: string | null;
}

export const EMPTY_PROGRESS: StoredProgress = { lessons: {}, checkpoints: {}, lastAccessedAt: null };

/** Whether a module is complete by its completion criteria (SPEC section 3, Module). */
export function moduleProgress(module: CourseModule, stored: StoredProgress): ModuleProgress {
  const lessonsCompleted = module.lessons.filter((lesson) => stored.lessons[lesson.uid]?.completed).length;
  const checkpointsPassed = module.checkpoints.filter((checkpoint) => stored.checkpoints[checkpoint.uid]?.passed).length;
  const allLessons = lessonsCompleted === module.lessons.length;
  const allCheckpoints = checkpointsPassed === module.checkpoints.length;
  let completed: boolean;
  if (module.completionCriteria === 'all_checkpoints') completed = allCheckpoints;
  else if (module.completionCriteria === 'custom') {
    const rules = module.customCompletionRules;
    completed =
      lessonsCompleted >= Math.min(rules.lessonsRequired, module.lessons.length) &&
      checkpointsPassed >= Math.min(rules.checkpointsRequired, module.checkpoints.length);
  } else completed = allLessons;
  return { moduleUid: module.uid, completed, lessonsCompleted, checkpointsPassed };
}

/**
 * What the certificate still needs: every module complete by its own criteria and every required
 * checkpoint of the course passed, whatever the modules' criteria say.
 */
export function certificateRemaining(
  modules: CourseModule[],
  stored: StoredProgress,
  perModule: ModuleProgress[],
): CertificateRemaining {
  const required = modules.flatMap((module) => module.checkpoints.filter((checkpoint) => checkpoint.isRequired));
  const unpassed = required.filter((checkpoint) => !stored.checkpoints[checkpoint.uid]?.passed);
  return {
    modules: perModule.filter((module) => !module.completed).length,
    checkpoints: unpassed.length,
    awaitingReview: unpassed.filter((checkpoint) => stored.checkpoints[checkpoint.uid]?.awaitingReview).length,
  };
}

/**
 * The certificate's score: the mean best score of the required checkpoints and of the optional
 * ones the learner attempted. Null when there is nothing to score (a certificate of completion).
 */
export function certificateScore(modules: CourseModule[], stored: StoredProgress): number | null {
  const scores = modules
    .flatMap((module) => module.checkpoints)
    .filter((checkpoint) => checkpoint.isRequired || (stored.checkpoints[checkpoint.uid]?.attempts ?? 0) > 0)
    .map((checkpoint) => stored.checkpoints[checkpoint.uid]?.bestScore ?? 0);
  return scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
}

/**
 * Progress against the course as it is now: lessons and checkpoints that were removed stop
 * counting, those that remain keep their state. Overall is the share of lessons completed and
 * checkpoints passed; the course is complete (100) only when the certificate's conditions hold.
 */
export function courseProgress(modules: CourseModule[], stored: StoredProgress): CourseProgress {
  const perModule = modules.map((module) => moduleProgress(module, stored));
  const remaining = certificateRemaining(modules, stored, perModule);
  const total = modules.reduce((sum, module) => sum + module.lessons.length + module.checkpoints.length, 0);
  const done = perModule.reduce((sum, module) => sum + module.lessonsCompleted + module.checkpointsPassed, 0);
  const completed = modules.length > 0 && remaining.modules === 0 && remaining.checkpoints === 0;
  let overall = total === 0 ? 0 : Math.round((done / total) * 100);
  if (completed) overall = 100;
  else overall = Math.min(overall, 99);
  const liveLessons = new Set(modules.flatMap((module) => module.lessons.map((lesson) => lesson.uid)));
  const liveCheckpoints = new Set(modules.flatMap((module) => module.checkpoints.map((checkpoint) => checkpoint.uid)));
  return {
    overall,
    completed,
    lastAccessedAt: stored.lastAccessedAt,
    lessons: Object.entries(stored.lessons)
      .filter(([uid]) => liveLessons.has(uid))
      .map(([lessonUid, lesson]) => ({ lessonUid, ...lesson })),
    checkpoints: Object.entries(stored.checkpoints)
      .filter(([uid]) => liveCheckpoints.has(uid))
      .map(([checkpointUid, { passed, bestScore, attempts, awaitingReview }]) => ({
        checkpointUid,
        passed: Boolean(passed),
        bestScore: bestScore ?? 0,
        attempts: attempts ?? 0,
        awaitingReview: Boolean(awaitingReview),
      })),
    modules: perModule,
    remaining,
  };
}
