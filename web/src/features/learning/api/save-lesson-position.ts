import type { LessonPositionBody } from '@contract';

import { api } from '@/lib/api-client';

import { lessonPositionPath } from './lesson-position-path';

/** `leaving`: sent as the page goes away, so the request is kept alive past it. */
export async function saveLessonPosition(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  body: LessonPositionBody,
  leaving = false,
): Promise<void> {
  await api.put(lessonPositionPath(courseId, moduleUid, lessonUid), body, { keepalive: leaving });
}
