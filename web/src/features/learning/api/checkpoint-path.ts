export const checkpointApiPath = (courseId: string, moduleId: string, checkpointId: string) =>
  `/user/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/checkpoints/${encodeURIComponent(checkpointId)}`;
