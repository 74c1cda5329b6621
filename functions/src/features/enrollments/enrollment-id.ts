/** One enrolment per learner and course: the id says so, and `create` refuses a second. */
export const enrollmentId = (userId: string, courseId: string) => `${userId}_${courseId}`;
