import type { AttemptResult } from '../../functions/src/contract';
import { createCourseFixture } from './course-fixture';
import { api } from './http';
import { adminToken, newLearner } from './sessions';
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

/** The Hindi version of a fixture course (decision 0095), as an author writes it. */
export const HINDI_FIXTURE = {
  title: 'फ़िक्स्चर कोर्स: वीडियो विश्लेषण की शुरुआत',
  shortDescription: 'मैच की फ़ुटेज से गेंद-दर-गेंद विश्लेषण करना सीखिए।',
  description: 'यह कोर्स एक परीक्षण ने बनाया है।',
  whatYouWillLearn: [],
  requirements: [],
  features: [],
  curriculum: [],
};

/** A fresh fixture course with its Hindi version and its checkpoint's choice question in Hindi. */
export async function hindiCourse() {
  const fixture = await createCourseFixture();
  const admin = await adminToken();
  const versions: [string, object][] = [
    [`courses/${fixture.courseId}`, HINDI_FIXTURE],
    [
      `modules/${fixture.moduleId}/checkpoints/c1/questions/q1`,
      { question: 'एक विकेट में कितने स्टंप होते हैं?', options: ['दो', 'तीन', 'चार'] },
    ],
  ];
  for (const [resource, body] of versions) {
    const res = await api('PUT', `/admin/${resource}/translations/hi`, { token: admin, body });
    if (res.status !== 200) throw new Error(`saving the Hindi version of ${resource} failed: ${JSON.stringify(res.body)}`);
  }
  return fixture;
}

/** A new learner who passes the Hindi course's checkpoint in Hindi (`?lang=hi`), as the Hindi learner area does. */
export async function graduateInHindi(fixture: Awaited<ReturnType<typeof hindiCourse>>, prefix = 'graduate-hi') {
  const learner = await newLearner(prefix, { verified: true });
  const enrolled = await enrol(learner.token, fixture.courseId, 4999);
  if (enrolled.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(enrolled.body)}`);
  const course = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}`;
  await api('PUT', `${course}/lessons/${fixture.lessonId}/progress`, {
    token: learner.token,
    body: { progress: 100, completed: true, timeSpent: 7 },
  });
  await api('GET', `${course}/checkpoints/${fixture.checkpointId}?lang=hi`, { token: learner.token });
  const attempt = await api<AttemptResult>('POST', `${course}/checkpoints/${fixture.checkpointId}/attempt?lang=hi`, {
    token: learner.token,
    body: { answers: ['तीन', 'True'], timeSpent: 20 },
  });
  const certificate = attempt.body.data?.certificate;
  if (!certificate) throw new Error(`no certificate issued: ${JSON.stringify(attempt.body)}`);
  return { learner, hash: certificate.verificationUrl.split('/').pop()!, attempt };
}
