import {
  AssignmentSettingsSchema,
  type AssignmentSettings,
  type CourseModule,
  type ModuleInput,
  passMarkPoints,
  type RubricCriterion,
} from '@contract';

import { processedVideoId } from '../video/video-api';

export type Lesson = CourseModule['lessons'][number] | ModuleInput['lessons'][number];
export type Checkpoint = CourseModule['checkpoints'][number] | ModuleInput['checkpoints'][number];

/** A module as its form holds it: numbers as typed text. */
export interface ModuleDraft {
  title: string;
  description: string;
  order: string;
  duration: string;
  isActive: boolean;
  completionCriteria: string;
  lessonsRequired: string;
  checkpointsRequired: string;
  lessons: Lesson[];
  checkpoints: Checkpoint[];
}

export const newLesson = (order: number): Lesson => ({
  title: '',
  description: '',
  type: 'video',
  content: { videoUrl: '', documentUrl: '', content: '', duration: 0 },
  order,
  isRequired: true,
  points: 10,
  requireWatching: false,
});

export const newCriterion = (): RubricCriterion => ({ title: '', description: '', points: 10 });

/** The settings a lesson starts with when it becomes an assignment: one criterion to rename, and the contract's defaults. */
export const newAssignment = (): AssignmentSettings =>
  AssignmentSettingsSchema.parse({ rubric: [{ ...newCriterion(), title: 'Overall quality' }] });

/**
 * What an assignment's rubric adds up to and the points that pass it ('Out of 20 points · passes at
 * 12'): a submission passes once its total is at least the pass mark's share of the rubric's points.
 */
export function rubricSummary(settings: AssignmentSettings): string {
  const outOf = settings.rubric.reduce((sum, criterion) => sum + (Number.isFinite(criterion.points) ? criterion.points : 0), 0);
  const passes = Number.isFinite(settings.passPercent) ? ` · passes at ${passMarkPoints(outOf, settings.passPercent)}` : '';
  return `Out of ${outOf} point${outOf === 1 ? '' : 's'}${passes}`;
}

export const newCheckpoint = (order: number): Checkpoint => ({
  title: '',
  description: '',
  type: 'quiz',
  passingScore: 70,
  maxAttempts: 3,
  order,
  isRequired: true,
  questions: [],
  questionsPerAttempt: null,
  drawByTag: [],
  shuffleQuestions: false,
  shuffleOptions: false,
});

export function draftOf(module: CourseModule | null): ModuleDraft {
  return {
    title: module?.title ?? '',
    description: module?.description ?? '',
    order: String(module?.order ?? 1),
    duration: String(module?.duration ?? 60),
    isActive: module?.isActive ?? true,
    completionCriteria: module?.completionCriteria ?? 'all_lessons',
    lessonsRequired: String(module?.customCompletionRules.lessonsRequired ?? 0),
    checkpointsRequired: String(module?.customCompletionRules.checkpointsRequired ?? 0),
    lessons: module?.lessons ?? [],
    checkpoints: module?.checkpoints ?? [],
  };
}

/**
 * The draft as the API takes it; lessons, checkpoints and questions keep their uids. A lesson keeps
 * its assignment settings in the draft while it is another type (switching back finds them), but
 * only an assignment lesson sends them.
 */
export function bodyOf(draft: ModuleDraft): Record<string, unknown> {
  const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    title: draft.title,
    description: draft.description,
    order: Number(draft.order),
    duration: Number(draft.duration),
    isActive: draft.isActive,
    completionCriteria: draft.completionCriteria,
    customCompletionRules: {
      lessonsRequired: Number(draft.lessonsRequired),
      checkpointsRequired: Number(draft.checkpointsRequired),
    },
    lessons: draft.lessons.map(({ assignment, ...lesson }) => ({
      ...lesson,
      ...(lesson.type === 'assignment' && assignment ? { assignment } : {}),
      content: {
        ...lesson.content,
        videoUrl: blankToNull(lesson.content.videoUrl),
        documentUrl: blankToNull(lesson.content.documentUrl),
      },
    })),
    checkpoints: draft.checkpoints,
  };
}

/** The lesson's saved video is processed and still the one in the draft: its watching figures are its own. */
export function savedProcessedVideo(module: CourseModule, lesson: Lesson): boolean {
  const saved = module.lessons.find((item) => item.uid === lesson.uid)?.content.videoUrl ?? '';
  return saved === lesson.content.videoUrl && processedVideoId(saved) !== null;
}
