// @ts-check
import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { backupPlan, defaultBucket } from './backups.mjs';
import { runPlan } from './gcloud-plan.mjs';

const plan = backupPlan({ project: 'cricvision-prod', bucket: defaultBucket('cricvision-prod') });

describe('the backup set-up predeploy prints', () => {
  it('turns on point-in-time recovery, a daily and a weekly schedule, and soft delete on the media bucket', () => {
    const script = plan.join('\n');
    expect(script).toContain("gcloud firestore databases update '--database=(default)' --enable-pitr --project=cricvision-prod");
    expect(script).toContain(
      "gcloud firestore backups schedules create '--database=(default)' --recurrence=daily --retention=7d --project=cricvision-prod",
    );
    expect(script).toContain(
      "gcloud firestore backups schedules create '--database=(default)' --recurrence=weekly --day-of-week=SUN --retention=98d --project=cricvision-prod",
    );
    expect(script).toContain(
      'gcloud storage buckets update gs://cricvision-prod.firebasestorage.app --soft-delete-duration=30d --project=cricvision-prod',
    );
  });

  it('keeps each backup no longer than Firestore allows (14 weeks) and soft delete within 7 to 90 days', () => {
    const days = (flag) => Number(new RegExp(`${flag}=(\\d+)d`).exec(plan.join('\n'))?.[1]);
    expect(days('--recurrence=weekly --day-of-week=SUN --retention')).toBeLessThanOrEqual(14 * 7);
    expect(days('--soft-delete-duration')).toBeGreaterThanOrEqual(7);
    expect(days('--soft-delete-duration')).toBeLessThanOrEqual(90);
  });

  it('is a shell script bash can run, creating a schedule only when the database has none of its kind', () => {
    expect(spawnSync('bash', ['-n', '-c', plan.join('\n')]).status).toBe(0);
    expect(plan.filter((line) => line.startsWith('if ! grep -q'))).toHaveLength(2);
  });

  it('asked to apply where gcloud cannot run, says so instead of half-running', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => runPlan('Backups', ['echo never'], { apply: true })).toThrow(/gcloud is not installed here/);
    } finally {
      process.env.PATH = path;
    }
    expect(runPlan('Backups', ['echo never'], { apply: false })).toBe(0);
  });
});
