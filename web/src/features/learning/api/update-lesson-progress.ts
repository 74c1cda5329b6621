import { api } from '@/lib/api-client';

export async function updateLessonProgress(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  body: { progress: number; completed: boolean; timeSpent: number },
): Promise<void> {
  await api.put(
    `/user/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleUid)}/lessons/${encodeURIComponent(lessonUid)}/progress`,
    body,
  );
}
