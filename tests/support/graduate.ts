import type { AttemptResult } from '../../functions/src/contract';
import { createCourseFixture } from './course-fixture';
import { api } from './http';
import { newLearner } from './sessions';
import { enrol } from './enrol';

/**
 * A brand-new learner who enrols in a fresh fixture course, completes its lesson and passes its
 * checkpoint through the API: the way a real certificate comes to exist. Their address is verified
 * only when asked (only then does the credential carry it).
 */
export async function graduate(prefix = 'graduate', { verified = false } = {}) {
  const fixture = await createCourseFixture();
  const learner = await newLearner(prefix, { verified });
  const token = learner.token;
  const enrolled = await enrol(token, fixture.courseId, 4999);
  if (enrolled.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(enrolled.body)}`);
  const course = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}`;
  await api('PUT', `${course}/lessons/${fixture.lessonId}/progress`, {
    token,
    body: { progress: 100, completed: true, timeSpent: 7 },
  });
  await api('GET', `${course}/checkpoints/${fixture.checkpointId}`, { token });
  const attempt = await api<AttemptResult>('POST', `${course}/checkpoints/${fixture.checkpointId}/attempt`, {
    token,
    body: { answers: fixture.correct, timeSpent: 20 },
  });
  const certificate = attempt.body.data?.certificate;
  if (!certificate) throw new Error(`no certificate issued: ${JSON.stringify(attempt.body)}`);
  const hash = (certificate.verificationUrl as string).split('/').pop()!;
  return { fixture, learner, hash, certificateId: certificate.certificateId as string, attempt };
}
