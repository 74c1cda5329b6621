import { z } from 'zod';

import { documentId, requiredText, trimmed } from './common';
import type { Certificate, Checkpoint, Course, CourseModule, Lesson, PublicQuestion, QuestionResult } from './courses';
import type { VideoCaption } from './captions';
import type { LearnerLiveSession } from './cohorts';
import { MAX_VIDEO_SECONDS, type WatchingStatus } from './watching';

// What the learner area reads: progress, checkpoints without answers, attempts and certificates.

/** Where a learner's certificate is, and what adding it to a profile needs. */
export interface CertificateLink {
  certificateId: string;
  verificationUrl: string;
  courseName: string;
  issuedAt: string;
}

export interface LessonProgress {
  lessonUid: string;
  completed: boolean;
  completedAt: string | null;
  timeSpent: number;
  lastAccessedAt: string | null;
  progress: number;
}

export interface CheckpointProgress {
  checkpointUid: string;
  passed: boolean;
  bestScore: number;
  attempts: number;
  /** The latest attempt has essays a person has yet to mark. */
  awaitingReview: boolean;
}

/** What still stands between the learner and the certificate. */
export interface CertificateRemaining {
  /** Modules not yet complete by their completion criteria. */
  modules: number;
  /** Required checkpoints not yet passed (those awaiting review included). */
  checkpoints: number;
  /** Of those, attempts whose essays await a person's marking. */
  awaitingReview: number;
}

export interface ModuleProgress {
  moduleUid: string;
  completed: boolean;
  lessonsCompleted: number;
  checkpointsPassed: number;
}

export interface CourseProgress {
  overall: number;
  completed: boolean;
  lastAccessedAt: string | null;
  lessons: LessonProgress[];
  checkpoints: CheckpointProgress[];
  modules: ModuleProgress[];
  remaining: CertificateRemaining;
}

/**
 * Where the learner stopped in a lesson's video, as the player reports it. The duration is the
 * video's own (the lesson's minutes are an estimate); the position is clamped to it on the server.
 */
export const LessonPositionBodySchema = z.strictObject({
  position: z
    .number({ error: 'Position must be a number of seconds' })
    .min(0, 'Position cannot be negative')
    .max(MAX_VIDEO_SECONDS, 'Position is past the longest video'),
  duration: z
    .number({ error: 'Duration must be a number of seconds' })
    .positive('Duration must be more than 0 seconds')
    .max(MAX_VIDEO_SECONDS, 'Duration is past the longest video'),
});
export type LessonPositionBody = z.infer<typeof LessonPositionBodySchema>;

/** A lesson's saved video position; `savedAt` null (and position 0) when none was saved. */
export interface LessonPosition {
  position: number;
  duration: number;
  savedAt: string | null;
}

/** A checkpoint as listed inside a module for a learner: never its questions. */
export type CheckpointSummary = Omit<Checkpoint, 'questions'> & { uid: string; questionsCount: number; timeLimitMinutes: number };

/**
 * A processed lesson video as its learner gets it: every address signed for that learner. While
 * the video is still being processed (or failed) only its status is known.
 */
export interface LessonVideo {
  status: 'queued' | 'processing' | 'ready' | 'failed';
  durationSeconds: number | null;
  posterUrl: string | null;
  /** WebVTT index of the seek-bar preview sprite. */
  thumbnailsUrl: string | null;
  captions: VideoCaption[];
}

export type LearnerModule = Omit<CourseModule, 'checkpoints' | 'lessons'> & {
  /**
   * `video` is null for a lesson whose video is a plain file (or none); `watching` is how much of a
   * 'Require watching' lesson's video the learner has played, null for every other lesson.
   */
  lessons: Array<Lesson & { uid: string; video: LessonVideo | null; watching: WatchingStatus | null }>;
  checkpoints: CheckpointSummary[];
};

export interface EnrollmentView {
  uid: string;
  courseId: string;
  enrolledAt: string | null;
  course: Pick<Course, 'uid' | 'title' | 'shortDescription' | 'coverImage' | 'duration' | 'level' | 'category'>;
  progress: { overall: number; completed: boolean; lastAccessedAt: string | null; remaining: CertificateRemaining | null };
  certificate: CertificateLink | null;
}

export interface LearnerCourseView {
  course: Course;
  modules: LearnerModule[];
  progress: CourseProgress;
  certificate: CertificateLink | null;
  /** Upcoming live sessions of the learner's cohorts in this course (issue 32), soonest first. */
  liveSessions: LearnerLiveSession[];
}

/** The running attempt's clock: started on its first open, resumed on every reopen. */
export interface AttemptClock {
  attempt: number;
  startedAt: string;
  endsAt: string;
  secondsLeft: number;
}

/** A checkpoint's limits as this learner takes it, with their accommodations applied. */
type CheckpointLimits = Omit<Checkpoint, 'questions'> & {
  uid: string;
  timeLimitMinutes: number;
  /** The learner was given more time than the checkpoint's own limit. */
  timeExtended: boolean;
};

type CheckpointStanding = { attempts: number; maxAttempts: number; passed: boolean; bestScore: number; awaitingReview: boolean };

/**
 * What the start screen shows before any clock runs (issue 39): reading it starts nothing. `clock`
 * is an attempt already under way, which opening the checkpoint resumes.
 */
export interface CheckpointBriefing {
  checkpoint: CheckpointLimits & { questionsCount: number };
  progress: CheckpointStanding;
  clock: AttemptClock | null;
}

export interface CheckpointView {
  /**
   * The checkpoint as this learner takes it: the questions served to the running attempt in their
   * order (answers align with them), and the limits with the learner's accommodations applied.
   */
  checkpoint: CheckpointLimits & { questions: PublicQuestion[] };
  progress: CheckpointStanding;
  /** The attempt summary of SPEC section 3: attempts made so far (the same as `progress.attempts`). */
  totalAttempts: number;
  /** Null when no attempt is running: the learner sees the last result and may start the next one. */
  clock: AttemptClock | null;
  lastAttempt: AttemptResult | null;
}

/**
 * A question's result as its learner sees it. While attempts remain and the checkpoint is not
 * passed, the machine-marked questions carry no mark (`isCorrect` and `earnedPoints` null): a
 * right/wrong mark on a true/false question is its key. The score alone is shown until then.
 */
export type QuestionReview = Omit<QuestionResult, 'isCorrect' | 'earnedPoints'> & {
  isCorrect: boolean | null;
  earnedPoints: number | null;
};

export interface AttemptResult {
  attemptNumber: number;
  /** The score so far while essays await review, final afterwards. */
  score: number;
  /** False while essays await review. */
  passed: boolean;
  awaitingReview: boolean;
  /** The attempt ended when its time ran out, not by a submission. */
  timedOut: boolean;
  submittedAt: string | null;
  passingScore: number;
  questionResults: QuestionReview[];
  /** Points earned on the machine-marked questions, of those possible, and the essays' points still to mark. */
  marking: { autoEarned: number; autoPossible: number; pointsAwaitingReview: number };
  newProgress: number;
  totalAttempts: number;
  maxAttempts: number;
  certificate: CertificateLink | null;
}

export interface CertificateVerification {
  certificate: Certificate;
  verification: {
    valid: boolean;
    reason: string | null;
    hash: string;
    /** Set when the certificate was reissued: the one that replaces it. */
    supersededBy: { hash: string; verificationUrl: string } | null;
  };
  metadata: { issuedBy: string; platform: string; version: string };
  /** The signed Open Badges 3.0 credential (VC-JWT), and where it can be downloaded. */
  credential: { format: 'vc+jwt'; jwt: string; downloadUrl: string } | null;
  /** Whether the signed-in caller is the certificate's holder (who may add it to a profile). */
  viewerIsHolder: boolean;
}

// The back-office Certificates area.

export const CertificateSearchQuerySchema = z.strictObject({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});

export const CertificateActionBodySchema = z.strictObject({
  reason: requiredText('Reason', 500).refine((text) => text.length >= 3, 'Give a reason of at least 3 characters'),
});
export type CertificateActionBody = z.infer<typeof CertificateActionBodySchema>;
/** A revoked certificate is reissued only as an explicit reinstatement (`reinstate: true`), with its reason. */
export const CertificateReissueBodySchema = z.strictObject({
  ...CertificateActionBodySchema.shape,
  reinstate: z.boolean().optional(),
});
export type CertificateReissueBody = z.infer<typeof CertificateReissueBodySchema>;

export interface CertificateSummary {
  hash: string;
  certificateId: string;
  studentName: string;
  courseName: string;
  issuedAt: string;
  status: Certificate['status'];
  verificationCount: number;
}

export interface CertificateDetails extends CertificateSummary {
  userId: string;
  courseId: string;
  grade: string | null;
  score: number | null;
  completedAt: string;
  verificationUrl: string;
  revokedReason: string | null;
  revokedAt: string | null;
  supersededBy: string | null;
  replaces: string | null;
  hasCredential: boolean;
}

/** One attempt in the back-office review queue. */
export interface ReviewQueueItem {
  attemptId: string;
  studentName: string;
  courseTitle: string;
  checkpointTitle: string;
  attemptNumber: number;
  submittedAt: string | null;
  essays: number;
}

/** An attempt as its reviewer sees it: every answer, the essays to mark. */
export interface AttemptForReview extends ReviewQueueItem {
  status: 'pending_review' | 'graded' | 'expired';
  score: number;
  passingScore: number;
  questionResults: QuestionResult[];
  /** Beside each essay, its model answer or marking guide as the author wrote it (null for none, and for other questions). */
  modelAnswers: Array<string | null>;
}

// Accommodations: one learner's extra time and attempts, given by an admin with a reason.

const MULTIPLIER_RANGE = 'The time multiplier must be between 1 and 4';

export const CheckpointAccommodationSchema = z
  .object({
    checkpointUid: documentId('Checkpoint'),
    extraAttempts: z.coerce
      .number()
      .int('Extra attempts must be a whole number')
      .min(0, 'Extra attempts cannot be negative')
      .max(20, 'At most 20 extra attempts'),
    extraMinutes: z.coerce
      .number()
      .int('Extra minutes must be a whole number')
      .min(0, 'Extra minutes cannot be negative')
      .max(600, 'At most 600 extra minutes'),
  })
  .strict();

export const AccommodationBodySchema = z
  .object({
    /** Applies to every checkpoint of the course: 1.5 gives half as much time again. */
    timeMultiplier: z.coerce.number({ error: MULTIPLIER_RANGE }).min(1, MULTIPLIER_RANGE).max(4, MULTIPLIER_RANGE).default(1),
    note: trimmed(500).default(''),
    checkpoints: z.array(CheckpointAccommodationSchema).max(100).default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    const uids = body.checkpoints.map((item) => item.checkpointUid);
    if (new Set(uids).size !== uids.length)
      ctx.addIssue({ code: 'custom', path: ['checkpoints'], message: 'Give each checkpoint once' });
    const grants = body.timeMultiplier > 1 || body.checkpoints.some((item) => item.extraAttempts > 0 || item.extraMinutes > 0);
    if (grants && body.note.length < 3) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why in the note' });
  });
export type AccommodationBody = z.infer<typeof AccommodationBodySchema>;

/** What was given, in words: '1.5× time; +1 attempt, +10 min on Checkpoint one'; empty for nothing. */
export function describeAccommodation(
  body: Pick<AccommodationBody, 'timeMultiplier' | 'checkpoints'>,
  titles: Map<string, string>,
): string {
  const parts = body.timeMultiplier > 1 ? [`${body.timeMultiplier}× time`] : [];
  for (const item of body.checkpoints) {
    const given = [
      item.extraAttempts ? `+${item.extraAttempts} attempt${item.extraAttempts === 1 ? '' : 's'}` : '',
      item.extraMinutes ? `+${item.extraMinutes} min` : '',
    ].filter(Boolean);
    if (given.length) parts.push(`${given.join(', ')} on ${titles.get(item.checkpointUid) ?? 'a removed checkpoint'}`);
  }
  return parts.join('; ');
}

export interface Accommodation extends AccommodationBody {
  userId: string;
  courseId: string;
  studentName: string;
  updatedAt: string | null;
}

/** An enrolled learner an admin can give an accommodation to. */
export interface CourseLearner {
  userId: string;
  name: string;
  email: string;
}
