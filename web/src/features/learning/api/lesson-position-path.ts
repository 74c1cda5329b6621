/** Where a lesson's video position lives in the learner area. */
export const lessonPositionPath = (courseId: string, moduleUid: string, lessonUid: string) =>
  `/user/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleUid)}/lessons/${encodeURIComponent(lessonUid)}/position`;
