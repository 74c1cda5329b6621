import { describe, expect, it } from 'vitest';

import type { AttemptResult, CertificateVerification } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { enrol } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { graduate, graduateInHindi, HINDI_FIXTURE, hindiCourse } from '../support/graduate';
import { api } from '../support/http';
import { downloadCredential, isRevoked, schemaErrors, verifyJwt } from '../support/outside-verifier';
import { newLearner } from '../support/sessions';

/*
 * A certificate remembers the language it was earned in (decision 0099): the checkpoint taken in
 * Hindi names the course in Hindi in the signed credential, with the English name beside it, and
 * the credential still verifies the way an outside verifier checks it.
 */

describe('a credential in the language it was earned in', () => {
  it('earned through the Hindi checkpoint: the achievement is the Hindi edition, the English name beside it, and it verifies', async () => {
    const fixture = await hindiCourse();
    const englishTitle = String((await testDb().collection('courses').doc(fixture.courseId).get()).get('title'));
    const { learner, hash, attempt } = await graduateInHindi(fixture, 'badge-hi');
    expect(attempt.body.data).toMatchObject({ score: 100, passed: true });

    const attempts = await testDb().collection('attempts').where('userId', '==', learner.uid).get();
    expect(attempts.docs.map((doc) => doc.get('language'))).toEqual(['hi']);
    expect((await testDb().collection('certificates').doc(hash).get()).get('earnedIn')).toEqual({
      language: 'hi',
      courseName: HINDI_FIXTURE.title,
    });

    const { payload } = await verifyJwt((await downloadCredential(hash)).jwt);
    expect(schemaErrors(payload)).toEqual([]);
    expect(await isRevoked(payload)).toBe(false);
    expect(payload.name).toBe(`${englishTitle} — Certificate of Completion`);
    expect(payload.credentialSubject.achievement).toMatchObject({
      id: `${SITE_URL}/hi/courses/${fixture.courseId}`,
      name: HINDI_FIXTURE.title,
      '@language': 'hi',
      description: HINDI_FIXTURE.shortDescription,
      criteria: { id: `${SITE_URL}/hi/courses/${fixture.courseId}` },
      related: [{ id: `${SITE_URL}/courses/${fixture.courseId}`, type: ['Related'], '@language': 'en' }],
      creator: { id: payload.issuer.id },
    });

    const verified = (await api<CertificateVerification>('GET', `/certificates/verify/${hash}`)).body.data;
    expect(verified.verification.valid).toBe(true);
    expect(verified.certificate).toMatchObject({
      courseName: englishTitle,
      earnedIn: { language: 'hi', courseName: HINDI_FIXTURE.title },
    });
  });

  it('earned in English: the credential is the same as before, English only, and the certificate records no language', async () => {
    const grad = await graduate('badge-en', { verified: true });
    const { payload } = await verifyJwt((await downloadCredential(grad.hash)).jwt);
    expect(schemaErrors(payload)).toEqual([]);
    const achievement = payload.credentialSubject.achievement;
    expect(Object.keys(achievement)).toEqual(['id', 'type', 'achievementType', 'name', 'description', 'criteria', 'creator']);
    expect(achievement).toMatchObject({
      id: `${SITE_URL}/courses/${grad.fixture.courseId}`,
      name: expect.stringMatching(/^Fixture course/),
      criteria: { id: `${SITE_URL}/courses/${grad.fixture.courseId}` },
    });
    const certificate = (await testDb().collection('certificates').doc(grad.hash).get()).data()!;
    expect(certificate).not.toHaveProperty('earnedIn');
    const verified = (await api<CertificateVerification>('GET', `/certificates/verify/${grad.hash}`)).body.data;
    expect(verified.certificate).not.toHaveProperty('earnedIn');
  });

  it('an English attempt at a course with a Hindi version earns an English certificate', async () => {
    const fixture = await hindiCourse();
    const learner = await newLearner('badge-en-of-hi', { verified: true });
    expect((await enrol(learner.token, fixture.courseId, 4999)).status).toBe(201);
    const course = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}`;
    await api('PUT', `${course}/lessons/${fixture.lessonId}/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 7 },
    });
    await api('GET', `${course}/checkpoints/${fixture.checkpointId}`, { token: learner.token });
    const attempt = await api<AttemptResult>('POST', `${course}/checkpoints/${fixture.checkpointId}/attempt`, {
      token: learner.token,
      body: { answers: fixture.correct, timeSpent: 20 },
    });
    const hash = attempt.body.data.certificate!.verificationUrl.split('/').pop()!;
    const { payload } = await verifyJwt((await downloadCredential(hash)).jwt);
    expect(payload.credentialSubject.achievement).not.toHaveProperty('@language');
    expect(payload.credentialSubject.achievement.name).toMatch(/^Fixture course/);
  });

  it('completed by its last lesson, with no checkpoint left to take: earned in the language the learner reads', async () => {
    const fixture = await hindiCourse();
    const learner = await newLearner('badge-hi-by-lesson', { verified: true });
    expect((await api('PUT', '/users/profile/language', { token: learner.token, body: { language: 'hi' } })).status).toBe(200);
    expect((await enrol(learner.token, fixture.courseId, 4999)).status).toBe(201);
    const course = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}`;
    await api('GET', `${course}/checkpoints/${fixture.checkpointId}`, { token: learner.token });
    const attempt = await api<AttemptResult>('POST', `${course}/checkpoints/${fixture.checkpointId}/attempt`, {
      token: learner.token,
      body: { answers: fixture.correct, timeSpent: 20 },
    });
    expect(attempt.body.data).toMatchObject({ passed: true, certificate: null });

    const lesson = await api('PUT', `${course}/lessons/${fixture.lessonId}/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 7 },
    });
    expect(lesson.status).toBe(200);
    const certificates = await testDb().collection('certificates').where('userId', '==', learner.uid).get();
    expect(certificates.docs.map((doc) => doc.get('earnedIn'))).toEqual([{ language: 'hi', courseName: HINDI_FIXTURE.title }]);
  });
});
