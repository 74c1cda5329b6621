import { randomBytes } from 'node:crypto';

import type { CertificateLink, Course, CourseModule } from '../../contract';
import { localiseCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { certificateVerificationPath } from '../../contract/public-pages';
import { signCertificateCredential } from '../credentials/credentials.service';
import { findUser } from '../users/users.service';

import { recordActivity } from '../activity/activity.repository';

import { attachCredential, type StoredCertificate } from './certificates.repository';
import { certificateLink } from './certificates.service';

/** The letter grade of a final score. */
export function gradeFor(score: number): string {
  if (score >= 90) return 'A+';
  if (score >= 80) return 'A';
  if (score >= 70) return 'B';
  if (score >= 60) return 'C';
  return 'Pass';
}

export interface CertificateFacts {
  userId: string;
  course: Course;
  modules: Pick<CourseModule, 'title'>[];
  student: { name: string; email: string };
  /** Null for a certificate of completion: no score, no grade. */
  score: number | null;
  completedAt: string;
  replaces: string | null;
  /** The language of the checkpoint that completed the course; English when not given. */
  earnedIn?: Locale;
}

/** What a certificate records of the language it was earned in: nothing for English, or a course without a version in it. */
function earnedInOf(course: Course, language: Locale | undefined): StoredCertificate['earnedIn'] | null {
  if (!language || language === SOURCE_LOCALE) return null;
  const localised = localiseCourse(course, language);
  return localised.language === language ? { language, courseName: localised.title } : null;
}

/**
 * The address a credential may assert as its holder's: only one the holder has proven theirs
 * (anyone can register any address), so an unverified learner's credential names them alone.
 */
async function provenEmail(userId: string, email: string): Promise<string | null> {
  const holder = await findUser(userId);
  return holder?.isEmailVerified && holder.email.trim().toLowerCase() === email.trim().toLowerCase() ? holder.email : null;
}

/** The credential of a stored certificate (new, or one the backfill signs late). */
export async function credentialFor(
  certificate: Pick<
    StoredCertificate,
    'hash' | 'userId' | 'certificateId' | 'score' | 'grade' | 'completedAt' | 'issuedAt' | 'studentName' | 'earnedIn'
  >,
  facts: { course: Course; modules: Pick<CourseModule, 'title'>[]; email: string },
): Promise<{ credential: string; statusIndex: number }> {
  const email = await provenEmail(certificate.userId, facts.email);
  const { earnedIn } = certificate;
  return signCertificateCredential({
    hash: certificate.hash,
    certificateId: certificate.certificateId,
    course: { uid: facts.course.uid, title: facts.course.title, description: facts.course.shortDescription },
    ...(earnedIn && {
      earnedIn: {
        language: earnedIn.language,
        title: earnedIn.courseName,
        description: localiseCourse(facts.course, earnedIn.language).shortDescription,
      },
    }),
    modulesPassed: facts.modules.map((module) => module.title),
    score: certificate.score,
    grade: certificate.grade,
    recipient: { name: certificate.studentName, email },
    completedAt: certificate.completedAt,
    issuedAt: certificate.issuedAt,
  });
}

/** A new certificate under a fresh random hash, not signed or stored yet. */
export function unsignedCertificate(facts: CertificateFacts): StoredCertificate {
  const hash = randomBytes(16).toString('hex');
  // Its own randomness: the printed id must not give away any bits of the verification hash.
  const serial = randomBytes(4).toString('hex').toUpperCase();
  const now = new Date().toISOString();
  const earnedIn = earnedInOf(facts.course, facts.earnedIn);
  return {
    ...(earnedIn && { earnedIn }),
    hash,
    userId: facts.userId,
    courseId: facts.course.uid,
    certificateId: `CV-${now.slice(0, 4)}-${serial}`,
    studentName: facts.student.name,
    courseName: facts.course.title,
    instructorName: facts.course.instructor.name,
    completedAt: facts.completedAt,
    grade: facts.score === null ? null : gradeFor(facts.score),
    score: facts.score,
    verificationUrl: certificateVerificationPath(hash),
    issuedAt: now,
    status: 'active',
    credential: null,
    credentialWithdrawn: false,
    statusIndex: null,
    revokedReason: null,
    revokedAt: null,
    supersededBy: null,
    replaces: facts.replaces,
    verificationCount: 0,
  };
}

/** A new certificate under a fresh random hash, with its signed credential; not stored yet. */
export async function signedCertificate(facts: CertificateFacts): Promise<StoredCertificate> {
  const base = unsignedCertificate(facts);
  const { credential, statusIndex } = await credentialFor(base, {
    course: facts.course,
    modules: facts.modules,
    email: facts.student.email,
  });
  return { ...base, credential, statusIndex };
}

/**
 * What follows the transaction that stored a new certificate: its signed credential (signing claims
 * a status-list index, which a transaction cannot hold; should it fail, the certificate stands and
 * the credentials backfill signs it later) and its line in the activity feed. Answers its link.
 */
export async function finishIssue(
  issued: StoredCertificate,
  facts: { course: Course; modules: CourseModule[]; student: { uid: string; name: string; email: string } },
): Promise<CertificateLink> {
  const { course, modules, student } = facts;
  await attachCredential(issued.hash, await credentialFor(issued, { course, modules, email: student.email }));
  await recordActivity({
    type: 'certificate',
    action: 'issued',
    name: `${issued.certificateId} · ${issued.studentName} · ${issued.courseName}`,
    actorUid: student.uid,
    actorName: student.name,
  });
  return certificateLink(issued);
}
