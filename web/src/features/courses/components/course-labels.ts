import type { COURSE_CATEGORIES, COURSE_LEVELS } from '@contract';

import { msg, type MessageId } from '@/lib/i18n/message-id';

/** A course's level and category are the contract's values; the page shows them in its language. */
export const LEVEL_LABELS: Record<(typeof COURSE_LEVELS)[number], MessageId> = {
  Beginner: msg('course.level.beginner'),
  Intermediate: msg('course.level.intermediate'),
  Advanced: msg('course.level.advanced'),
  'Beginner to Advanced': msg('course.level.beginnerToAdvanced'),
  'Intermediate to Advanced': msg('course.level.intermediateToAdvanced'),
};

export const CATEGORY_LABELS: Record<(typeof COURSE_CATEGORIES)[number], MessageId> = {
  'Video Analysis': msg('course.category.videoAnalysis'),
  'DRS Operations': msg('course.category.drsOperations'),
  'Performance Analytics': msg('course.category.performanceAnalytics'),
  'Camera Operations': msg('course.category.cameraOperations'),
};

type Translate = (id: MessageId) => string;

/** The label in the page's language; a value stored before the list it comes from shows as it is. */
export const levelLabel = (t: Translate, level: string) =>
  level in LEVEL_LABELS ? t(LEVEL_LABELS[level as keyof typeof LEVEL_LABELS]) : level;
export const categoryLabel = (t: Translate, category: string) =>
  category in CATEGORY_LABELS ? t(CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS]) : category;
