import type { CourseReport } from '../../contract';
import { csvText } from '../../lib/csv';

/** Dates as YYYY-MM-DD in Indian time, the days the enrolment filter speaks of. */
const indianDay = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10) : '');

/** The course report as CSV: one row per learner, each checkpoint's best score and attempts in a pair of columns. */
export function courseReportCsv(report: CourseReport): string {
  const header = [
    'Name',
    'Email',
    'Enrolled on',
    'Progress %',
    ...report.checkpoints.flatMap((checkpoint) => [`${checkpoint.title}: best score %`, `${checkpoint.title}: attempts`]),
    'Accommodations',
    'Completed on',
    'Certificate ID',
  ];
  const rows = report.rows.map((row) => [
    row.name,
    row.email,
    indianDay(row.enrolledAt),
    row.progress,
    ...report.checkpoints.flatMap(({ checkpointUid }) => [
      row.checkpoints[checkpointUid]?.bestScore ?? 0,
      row.checkpoints[checkpointUid]?.attempts ?? 0,
    ]),
    row.accommodations,
    indianDay(row.completedAt),
    row.certificateId,
  ]);
  return csvText([header, ...rows]);
}
