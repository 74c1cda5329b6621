import {
  describeAccommodation,
  type AuditActor,
  type CourseReport,
  type CourseReportCheckpoint,
  type CourseReportQuery,
  type CourseReportRow,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { accommodationsByLearner } from '../assessment/accommodations.service';
import { recordPersonalDataRead } from '../audit/audit.service';
import { findCertificates } from '../certificates/certificates.service';
import { COURSE_NOT_FOUND, findCourse, listModules } from '../courses/catalog.service';
import { listCourseLearners } from '../enrollments/enrollments.service';
import { notesUse } from '../notes/notes.service';
import { startOfIndianDay } from '../invoices/financial-year';
import { findUsers } from '../users/users.service';

import { courseReportCsv } from './course-report-csv';

/** Notes use is judged over the last four weeks. */
const NOTES_USE_DAYS = 28;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A course's learners with their results, for the people who run it: one row per open enrolment
 * (a seat held for a payment in flight is not one yet), enrolled within the Indian calendar days
 * asked for. Reads the course, its modules, the enrolments, their learners, certificates and the
 * course's accommodations: one read per learner and per certificate, nothing per attempt.
 */
export async function courseReport(courseId: string, query: CourseReportQuery): Promise<CourseReport> {
  const course = await findCourse(courseId);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  const [modules, open, givenTo] = await Promise.all([
    listModules(courseId),
    listCourseLearners(courseId, {
      from: query.from ? startOfIndianDay(query.from) : null,
      before: query.to ? startOfIndianDay(nextDay(query.to)) : null,
    }),
    accommodationsByLearner(courseId),
  ]);
  const since = Date.now() - NOTES_USE_DAYS * 86_400_000;
  const active = open.filter(({ progress }) => progress.lastAccessedAt && Date.parse(progress.lastAccessedAt) >= since);
  const [users, certificates, notes] = await Promise.all([
    findUsers(open.map((enrollment) => enrollment.userId)),
    findCertificates(open.map((enrollment) => enrollment.certificateId)),
    notesUse(
      courseId,
      open.map((enrollment) => enrollment.userId),
      active.map((enrollment) => enrollment.userId),
      NOTES_USE_DAYS,
    ),
  ]);
  const certificateOf = new Map(certificates.map((certificate) => [certificate.hash, certificate]));

  const checkpoints: CourseReportCheckpoint[] = modules
    .filter((module) => module.isActive)
    .flatMap((module) =>
      [...module.checkpoints]
        .sort((a, b) => a.order - b.order)
        .map((checkpoint) => ({ checkpointUid: checkpoint.uid, title: checkpoint.title, moduleTitle: module.title })),
    );
  const titles = new Map(checkpoints.map((checkpoint) => [checkpoint.checkpointUid, checkpoint.title]));

  const rows: CourseReportRow[] = open.map((enrollment) => {
    const user = users.get(enrollment.userId);
    const certificate = enrollment.certificateId ? certificateOf.get(enrollment.certificateId) : undefined;
    const given = givenTo.get(enrollment.userId);
    const summary = (given && describeAccommodation(given, titles)) || 'none';
    return {
      userId: enrollment.userId,
      name: user?.name ?? '',
      email: user?.email ?? '',
      enrolledAt: enrollment.enrolledAt,
      progress: enrollment.progress.overall,
      checkpoints: Object.fromEntries(
        checkpoints.map(({ checkpointUid }) => {
          const stored = enrollment.progress.checkpoints[checkpointUid];
          return [checkpointUid, { bestScore: stored?.bestScore ?? 0, attempts: stored?.attempts ?? 0 }];
        }),
      ),
      accommodations: summary === 'none' ? '' : summary,
      completedAt: certificate?.completedAt ?? null,
      certificateId: certificate?.certificateId ?? null,
    };
  });
  return { course: { uid: course.uid, title: course.title }, checkpoints, rows, notesUse: notes };
}

/** What the audit log calls a report that was read: the course, the days it covers and how many learners it named. */
const reportResource = (report: CourseReport, query: CourseReportQuery) => ({
  type: 'courseReport' as const,
  id: report.course.uid,
  label: `${report.course.title} · ${query.from ?? 'start'} to ${query.to ?? 'now'} · ${report.rows.length} learners`,
});

/** The report on screen for `actor`, its reading logged first (it names learners and their emails). */
export async function viewCourseReport(courseId: string, query: CourseReportQuery, actor: AuditActor): Promise<CourseReport> {
  const report = await courseReport(courseId, query);
  await recordPersonalDataRead(actor, reportResource(report, query), 'viewed');
  return report;
}

/** The report as a CSV file named for the course and the days it covers; its download logged first. */
export async function courseReportFile(
  courseId: string,
  query: CourseReportQuery,
  actor: AuditActor,
): Promise<{ filename: string; csv: string }> {
  const report = await courseReport(courseId, query);
  await recordPersonalDataRead(actor, reportResource(report, query), 'downloaded');
  const slug =
    report.course.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course';
  const days = query.from || query.to ? `-${query.from ?? 'start'}-to-${query.to ?? 'now'}` : '';
  return { filename: `${slug}-report${days}.csv`, csv: courseReportCsv(report) };
}
