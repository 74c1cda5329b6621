// @ts-check
// What protects production's data beyond the code (docs/operations.md, "Backups and restore"):
// Firestore point-in-time recovery (7 days of versions, readable to the minute), a daily backup kept
// 7 days and a weekly one kept 14 weeks (the longest Firestore keeps one), and soft delete on the
// media bucket. `npm run predeploy` prints these commands for DEPLOY_PROJECT and runs them with --apply.
import { command } from './gcloud-plan.mjs';

export const DATABASE = '(default)';
export const DAILY_RETENTION = '7d';
/** 14 weeks; gcloud durations have no week unit. */
export const WEEKLY_RETENTION = '98d';
export const WEEKLY_DAY = 'SUN';
/** Cloud Storage keeps soft-deleted objects 7 to 90 days. */
export const SOFT_DELETE = '30d';

/** The default bucket of a project created since October 2024 (older ones have <project>.appspot.com). */
export const defaultBucket = (project) => `${project}.firebasestorage.app`;

/**
 * The commands, each safe to run again: PITR is a setting, a schedule is created only when the
 * database has none of its kind, the bucket's policy is set. They end by printing what is in force.
 */
export function backupPlan({ project, bucket }) {
  const on = `--project=${project}`;
  const database = `--database=${DATABASE}`;
  const schedules = command('gcloud', 'firestore', 'backups', 'schedules', 'list', database, on, '--format=json');
  return [
    command('gcloud', 'firestore', 'databases', 'update', database, '--enable-pitr', on),
    `schedules=$(${schedules})`,
    `if ! grep -q '"dailyRecurrence"' <<<"$schedules"; then`,
    `  ${command('gcloud', 'firestore', 'backups', 'schedules', 'create', database, '--recurrence=daily', `--retention=${DAILY_RETENTION}`, on)}`,
    'fi',
    `if ! grep -q '"weeklyRecurrence"' <<<"$schedules"; then`,
    `  ${command('gcloud', 'firestore', 'backups', 'schedules', 'create', database, '--recurrence=weekly', `--day-of-week=${WEEKLY_DAY}`, `--retention=${WEEKLY_RETENTION}`, on)}`,
    'fi',
    command('gcloud', 'storage', 'buckets', 'update', `gs://${bucket}`, `--soft-delete-duration=${SOFT_DELETE}`, on),
    '# What is in force now:',
    command(
      'gcloud',
      'firestore',
      'databases',
      'describe',
      database,
      on,
      '--format=value(pointInTimeRecoveryEnablement,earliestVersionTime)',
    ),
    command(
      'gcloud',
      'firestore',
      'backups',
      'schedules',
      'list',
      database,
      on,
      '--format=table(name.basename(),retention,dailyRecurrence,weeklyRecurrence.day)',
    ),
    command('gcloud', 'storage', 'buckets', 'describe', `gs://${bucket}`, on, '--format=value(soft_delete_policy)'),
  ];
}
