import type { CertificateRemaining, EnrollmentView } from '../../contract';
import { findCertificateLinks } from '../certificates/certificates.service';
import { findCourses, listModules } from '../courses/catalog.service';
import { courseProgress } from '../learning/progress';

import { listEnrollments, type StoredEnrollment } from './enrollments.repository';

/** What other features use of enrolments, through this service (the repository is private to enrollments). */
export {
  countCourseEnrollments,
  enrollmentId,
  findEnrollment,
  findEnrollmentById,
  findEnrollmentsByIds,
  linkCertificateInTransaction,
  listCourseEnrollments,
  listCourseLearnerIds,
  listEnrollments,
  settleEnrollment,
  writeProgressSummary,
} from './enrollments.repository';
export type { Settlement, StoredEnrollment } from './enrollments.repository';

/**
 * What remains before the certificate for enrolments no progress update has settled yet (a new
 * enrolment stores none until its first lesson or attempt): worked out from the course's modules.
 */
async function remainingOfUnsettled(enrollments: StoredEnrollment[]): Promise<Map<string, CertificateRemaining>> {
  const unsettled = enrollments.filter((enrollment) => !enrollment.progress.remaining);
  const found = await Promise.all(
    unsettled.map(async (enrollment) => {
      const modules = (await listModules(enrollment.courseId)).filter((module) => module.isActive);
      return [enrollment.uid, courseProgress(modules, enrollment.progress).remaining] as const;
    }),
  );
  return new Map(found);
}

/** The signed-in learner's courses with their progress and certificate links. */
export async function listMyEnrollments(userId: string): Promise<EnrollmentView[]> {
  const enrollments = (await listEnrollments(userId)).filter((enrollment) => enrollment.status === 'active');
  const [courses, certificates, unsettled] = await Promise.all([
    findCourses(enrollments.map((enrollment) => enrollment.courseId)),
    findCertificateLinks(enrollments.map((enrollment) => enrollment.certificateId)),
    remainingOfUnsettled(enrollments),
  ]);
  return enrollments.flatMap((enrollment) => {
    const course = courses.get(enrollment.courseId);
    if (!course) return [];
    return [
      {
        uid: enrollment.uid,
        courseId: enrollment.courseId,
        enrolledAt: enrollment.enrolledAt,
        course: {
          uid: course.uid,
          title: course.title,
          shortDescription: course.shortDescription,
          coverImage: course.coverImage,
          duration: course.duration,
          level: course.level,
          category: course.category,
        },
        progress: {
          overall: enrollment.progress.overall,
          completed: enrollment.progress.completed,
          lastAccessedAt: enrollment.progress.lastAccessedAt,
          remaining: enrollment.progress.remaining ?? unsettled.get(enrollment.uid) ?? null,
        },
        certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
      },
    ];
  });
}
