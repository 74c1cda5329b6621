import { useCallback, useEffect, useState } from 'react';

import { getLessonPosition } from '../api/get-lesson-position';
import { saveLessonPosition } from '../api/save-lesson-position';

/**
 * The lesson video's saved position (null until read, or when none was saved) and how to save a
 * new one. Saving is best effort: a failed save is logged and the next report tries again.
 */
export function useLessonPosition(courseId: string, moduleUid: string, lessonUid: string) {
  const [resumeAt, setResumeAt] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    getLessonPosition(courseId, moduleUid, lessonUid)
      .then((saved) => {
        if (current && saved.savedAt) setResumeAt(saved.position);
      })
      .catch((error: unknown) => console.warn('Could not read where the video was left:', error));
    return () => {
      current = false;
    };
  }, [courseId, moduleUid, lessonUid]);

  const save = useCallback(
    (position: number, duration: number, leaving: boolean) => {
      saveLessonPosition(courseId, moduleUid, lessonUid, { position, duration }, leaving).catch((error: unknown) =>
        console.warn('Could not save where the video was left:', error),
      );
    },
    [courseId, moduleUid, lessonUid],
  );

  return { resumeAt, save };
}
