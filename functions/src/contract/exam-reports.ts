import { z } from 'zod';

import { isoDay } from './invoices';
import type { NotesUse } from './lesson-notes';

// What a course team reads back from its exams: item statistics per checkpoint and the course report.

/** Why a question needs a second look: nearly everyone or nearly no one gets it, or the weaker scorers do better on it. */
export const ITEM_FLAGS = ['too_easy', 'too_hard', 'negative_discrimination'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export interface OptionPicks {
  option: string;
  picks: number;
}

/** One question's statistics over the graded attempts that were served it. */
export interface ItemStatistics {
  questionUid: string;
  /** Graded attempts that were served this question. */
  seen: number;
  /** Share of those attempts that earned its full marks (0–1); null before any attempt saw it. */
  facility: number | null;
  averagePoints: number | null;
  /** Point-biserial correlation of the question's score with the attempt's score (−1–1); null until it can be computed. */
  discrimination: number | null;
  flags: ItemFlag[];
  /** For multiple choice: how often each current option was picked (blank answers are not picks). */
  optionPicks: OptionPicks[] | null;
}

export interface CheckpointStatistics {
  checkpointUid: string;
  /** Graded attempts (an attempt with essays counts once they are marked). */
  attempts: number;
  passes: number;
  passRate: number | null;
  meanScore: number | null;
  medianScore: number | null;
  /** KR-20 reliability over the items dichotomised as full marks or not; null with fewer than 2 attempts or no spread. */
  kr20: number | null;
  questions: ItemStatistics[];
}

/** The report's enrolment-date filter: Indian calendar days, both included, either end optional. */
export const CourseReportQuerySchema = z
  .strictObject({ from: isoDay.optional(), to: isoDay.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "'from' must not be after 'to'", path: ['to'] });
export type CourseReportQuery = z.infer<typeof CourseReportQuerySchema>;

export interface CourseReportCheckpoint {
  checkpointUid: string;
  title: string;
  moduleTitle: string;
}

export interface CourseReportRow {
  userId: string;
  name: string;
  email: string;
  enrolledAt: string | null;
  /** Overall progress, 0–100. */
  progress: number;
  /** Per checkpoint uid: the best score and attempts made (0 and 0 before any attempt). */
  checkpoints: Record<string, { bestScore: number; attempts: number }>;
  /** What the learner was given, in words ('1.5× time; +1 attempt on Final test'); '' for none. */
  accommodations: string;
  completedAt: string | null;
  certificateId: string | null;
}

export interface CourseReport {
  course: { uid: string; title: string };
  checkpoints: CourseReportCheckpoint[];
  rows: CourseReportRow[];
  /** How the report's learners used notes on lessons lately (issue 36). */
  notesUse: NotesUse;
}
