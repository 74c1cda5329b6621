import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Course, CourseModule } from '../../contract';
import type { StoredCertificate } from '../certificates/certificates.repository';
import type { Settlement, StoredEnrollment } from '../enrollments/enrollments.repository';

import { settleCompletion } from './completion.service';
import type { StoredProgress } from './progress';

// The storage and signing around completion are replaced by fakes: these tests are about which
// updates issue a certificate (completion and enrolments' settleProgress), not about Firestore (the
// API tests race real ones).
const store = vi.hoisted(() => ({
  enrollment: null as StoredEnrollment | null,
  /** What the transaction reads: another update may have landed since the plain read. */
  inTransaction: null as StoredEnrollment | null,
  summaries: [] as Array<{ overall: number; completed: boolean }>,
  mails: [] as unknown[],
  credentials: [] as string[],
  recorded: [] as string[],
}));

vi.mock('../enrollments/enrollments.repository', () => ({
  findEnrollmentById: async () => store.enrollment,
  writeProgressSummary: async (_id: string, progress: { overall: number; completed: boolean }) => {
    store.summaries.push({ overall: progress.overall, completed: progress.completed });
  },
  settleEnrollment: async (
    _id: string,
    settle: (enrollment: StoredEnrollment) => Settlement,
    mailOnIssue: (certificate: StoredCertificate) => unknown[],
  ) => {
    const enrollment = store.inTransaction ?? store.enrollment;
    if (!enrollment) return null;
    const settlement = settle(enrollment);
    const issued = settlement.completed && !enrollment.certificateId ? settlement.certificate : null;
    if (issued) store.mails.push(...mailOnIssue(issued));
    return { enrollment, settlement: { ...settlement, certificate: issued } };
  },
}));
vi.mock('../certificates/certificates.repository', () => ({
  attachCredential: async (hash: string) => {
    store.credentials.push(hash);
  },
}));
vi.mock('../credentials/credentials.service', () => ({
  signCertificateCredential: async () => ({ credential: 'signed-jwt', statusIndex: 7 }),
}));
vi.mock('../users/users.service', () => ({ findUser: async () => null }));
vi.mock('../activity/activity.repository', () => ({
  recordActivity: async ({ name }: { name: string }) => {
    store.recorded.push(name.split(' · ')[0]);
  },
}));
vi.mock('../mail/mail-templates', async (importOriginal) => ({
  // The real rule for the greeting (a name only to a proven address); the mail itself is a fake.
  greetingName: (await importOriginal<typeof import('../mail/mail-templates')>()).greetingName,
  certificateIssuedMail: (to: string, name: string | null, course: string) => ({ to, name, course }),
}));

const course = { uid: 'course', title: 'Video Analyst', instructor: { name: 'Kavya Raman', bio: '', image: null } } as Course;
const modules = [
  {
    uid: 'm1',
    completionCriteria: 'all_lessons',
    customCompletionRules: { lessonsRequired: 0, checkpointsRequired: 0 },
    lessons: [{ uid: 'l1' }],
    checkpoints: [{ uid: 'c1', isRequired: true }],
  },
] as unknown as CourseModule[];
const student = { uid: 'u1', name: 'Meera Iyer', email: 'meera@example.com', isEmailVerified: true };

const lessonDone = { completed: true, completedAt: null, timeSpent: 0, lastAccessedAt: null, progress: 100 };
function enrollment(progress: Partial<StoredProgress>, certificateId: string | null = null): StoredEnrollment {
  return {
    uid: 'u1_course',
    userId: 'u1',
    courseId: 'course',
    enrolledAt: null,
    certificateId,
    status: 'active',
    progress: { lessons: {}, checkpoints: {}, lastAccessedAt: null, overall: 0, completed: false, remaining: null, ...progress },
  };
}
const complete = { lessons: { l1: lessonDone }, checkpoints: { c1: { passed: true, bestScore: 84, attempts: 2 } } };

beforeEach(() => {
  store.enrollment = null;
  store.inTransaction = null;
  store.summaries = [];
  store.mails = [];
  store.credentials = [];
  store.recorded = [];
});

describe('settleCompletion', () => {
  it('an update that completes nothing writes the summary and issues nothing', async () => {
    store.enrollment = enrollment({ lessons: { l1: lessonDone } });
    const settled = await settleCompletion('u1_course', course, modules, student);
    expect(settled?.certificate).toBeNull();
    expect(settled?.progress).toMatchObject({ overall: 50, completed: false });
    expect(store.summaries).toEqual([{ overall: 50, completed: false }]);
    expect(store.credentials).toEqual([]);
  });

  it('the update that completes the course issues one certificate, scored from the checkpoints, with its mail, credential and activity', async () => {
    store.enrollment = enrollment(complete);
    const settled = await settleCompletion('u1_course', course, modules, student);
    const hash = settled?.certificate?.verificationUrl.split('/').pop();
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(settled?.certificate?.courseName).toBe('Video Analyst');
    expect(settled?.progress).toMatchObject({ overall: 100, completed: true });
    expect(store.mails).toEqual([{ to: 'meera@example.com', name: 'Meera Iyer', course: 'Video Analyst' }]);
    expect(store.credentials).toEqual([hash]);
    expect(store.recorded).toEqual([settled?.certificate?.certificateId]);
    expect(store.summaries).toEqual([]);
  });

  it('an enrolment that already has its certificate is only summarised, never issued twice', async () => {
    store.enrollment = enrollment(complete, 'existing-hash');
    const settled = await settleCompletion('u1_course', course, modules, student);
    expect(settled?.certificate).toBeNull();
    expect(store.summaries).toEqual([{ overall: 100, completed: true }]);
    expect(store.mails).toEqual([]);
  });

  it('a racing update that finds the certificate issued inside the transaction signs and mails nothing', async () => {
    store.enrollment = enrollment(complete);
    store.inTransaction = enrollment(complete, 'issued-by-the-other-update');
    const settled = await settleCompletion('u1_course', course, modules, student);
    expect(settled?.certificate).toBeNull();
    expect(store.credentials).toEqual([]);
    expect(store.mails).toEqual([]);
  });

  it('judges completion by what the transaction reads, not by the earlier plain read', async () => {
    store.enrollment = enrollment(complete);
    store.inTransaction = enrollment({ lessons: { l1: lessonDone } });
    const settled = await settleCompletion('u1_course', course, modules, student);
    expect(settled?.certificate).toBeNull();
    expect(settled?.progress.completed).toBe(false);
  });

  it('a missing enrolment settles nothing', async () => {
    expect(await settleCompletion('gone', course, modules, student)).toBeNull();
  });
});
