import type { LessonPosition } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { lessonPositionPath } from './lesson-position-path';

export async function getLessonPosition(courseId: string, moduleUid: string, lessonUid: string): Promise<LessonPosition> {
  const res = await api.get<ApiEnvelope<LessonPosition>>(lessonPositionPath(courseId, moduleUid, lessonUid));
  return res.data;
}
