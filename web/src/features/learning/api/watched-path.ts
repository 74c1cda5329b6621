/** Where the learner's count of a lesson's video played lives in the learner area. */
export const watchedPath = (courseId: string, moduleUid: string, lessonUid: string) =>
  `/user/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleUid)}/lessons/${encodeURIComponent(lessonUid)}/watched`;
