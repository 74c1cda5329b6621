import { z } from 'zod';

import { requiredText } from './common';
import type { Certificate, Checkpoint, Course, CourseModule, Lesson, PublicQuestion, QuestionResult } from './courses';

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

/** A checkpoint as listed inside a module for a learner: never its questions. */
export type CheckpointSummary = Omit<Checkpoint, 'questions'> & { uid: string; questionsCount: number; timeLimitMinutes: number };

export type LearnerModule = Omit<CourseModule, 'checkpoints' | 'lessons'> & {
  lessons: Array<Lesson & { uid: string }>;
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
}

/** The running attempt's clock: started on its first open, resumed on every reopen. */
export interface AttemptClock {
  attempt: number;
  startedAt: string;
  endsAt: string;
  secondsLeft: number;
}

export interface CheckpointView {
  checkpoint: Omit<Checkpoint, 'questions'> & { uid: string; questions: PublicQuestion[]; timeLimitMinutes: number };
  progress: { attempts: number; maxAttempts: number; passed: boolean; bestScore: number; awaitingReview: boolean };
  /** The attempt summary of SPEC section 3: attempts made so far (the same as `progress.attempts`). */
  totalAttempts: number;
  /** Null when no attempt is running: the learner sees the last result and may start the next one. */
  clock: AttemptClock | null;
  lastAttempt: AttemptResult | null;
}

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
  questionResults: QuestionResult[];
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
}
