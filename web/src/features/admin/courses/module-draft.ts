import type { CourseModule, ModuleInput } from '@contract';

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

/** The draft as the API takes it; lessons, checkpoints and questions keep their uids. */
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
    lessons: draft.lessons.map((lesson) => ({
      ...lesson,
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
