// @ts-check
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';

import { logMetricType, metricTypesOf, monitoringPlan, readMonitoring, readSchemas, resolveUptimeCheck } from './monitoring.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const monitoring = readMonitoring(ROOT);
const schemas = readSchemas(ROOT);
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validators = Object.fromEntries(Object.entries(schemas).map(([kind, schema]) => [kind, ajv.compile(schema)]));
const site = { project: 'cricvision-prod', host: 'cricvision.in' };

/** The resource as the apply step sends it (uptime checks get the project and host). */
const sent = (kind, resource) => (kind === 'uptime' ? resolveUptimeCheck(resource, site) : resource);
const problems = (kind, resource) => {
  const valid = validators[kind](sent(kind, resource));
  return valid ? [] : (validators[kind].errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
};

describe('ops/monitoring: alerting as code', () => {
  for (const kind of ['metrics', 'policies', 'uptime']) {
    for (const { file, resource } of monitoring[kind]) {
      it(`${file} is a valid ${kind === 'metrics' ? 'LogMetric' : kind === 'policies' ? 'AlertPolicy' : 'UptimeCheckConfig'}`, () => {
        expect(problems(kind, resource)).toEqual([]);
      });
    }
  }

  it('the schemas refuse what the API refuses, so passing them means something', () => {
    const [policy] = monitoring.policies.map((p) => p.resource);
    const threshold = policy.conditions[0].conditionThreshold;
    expect(problems('policies', { ...policy, combiner: 'EITHER' })).not.toEqual([]);
    expect(problems('policies', { ...policy, conditions: [] })).not.toEqual([]);
    expect(
      problems('policies', {
        ...policy,
        conditions: [{ ...policy.conditions[0], conditionThreshold: { ...threshold, comparison: 'GREATER' } }],
      }),
    ).not.toEqual([]);
    expect(
      problems('policies', {
        ...policy,
        conditions: [{ ...policy.conditions[0], conditionThreshold: { ...threshold, duration: '5m' } }],
      }),
    ).not.toEqual([]);
    expect(
      problems('policies', {
        ...policy,
        conditions: [{ ...policy.conditions[0], conditionAbsent: { filter: 'x', duration: '60s' } }],
      }),
    ).not.toEqual([]);
    expect(problems('policies', { ...policy, notificationChannels: ['on-call@example.com'] })).not.toEqual([]);
    const [metric] = monitoring.metrics.map((m) => m.resource);
    expect(problems('metrics', { ...metric, metricDescriptor: { ...metric.metricDescriptor, valueType: 'DOUBLE' } })).not.toEqual(
      [],
    );
    expect(problems('metrics', { ...metric, filters: metric.filter })).not.toEqual([]);
    const [uptime] = monitoring.uptime.map((u) => u.resource);
    expect(problems('uptime', { ...uptime, period: '120s' })).not.toEqual([]);
    expect(problems('uptime', { ...uptime, timeout: '90s' })).not.toEqual([]);
    expect(validators.uptime(uptime)).toBe(false); // placeholders are not a host
  });

  it("each metric file is named for its metric, and each is some policy's", () => {
    const watched = new Set(monitoring.policies.flatMap(({ resource }) => metricTypesOf(resource)));
    for (const { name, resource } of monitoring.metrics) {
      expect(resource.name).toBe(name);
      expect(watched.has(logMetricType(name)), `${name} has no alert policy`).toBe(true);
    }
  });

  it("each policy's filter names a metric the repo defines (a log-based metric file, or the uptime checks')", () => {
    const defined = new Set(monitoring.metrics.map(({ name }) => logMetricType(name)));
    for (const { file, resource } of monitoring.policies) {
      const types = metricTypesOf(resource);
      expect(types.length, file).toBeGreaterThan(0);
      for (const type of types) {
        if (type.startsWith('monitoring.googleapis.com/uptime_check/')) expect(monitoring.uptime.length, file).toBeGreaterThan(0);
        else expect(defined.has(type), `${file} watches ${type}, which no file in ops/monitoring/metrics defines`).toBe(true);
      }
    }
  });

  it("the events the metrics count are ones the functions' code logs, under the same `event`", () => {
    const source = join(ROOT, 'functions/src');
    const code = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(source, file), 'utf8'))
      .join('\n');
    const events = monitoring.metrics.flatMap(({ resource }) =>
      [...resource.filter.matchAll(/jsonPayload\.event="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(events.sort()).toEqual(['mail.delivery_failed', 'payments.paid_without_webhook', 'video.queued_too_long']);
    for (const event of events) expect(code, event).toContain(`event: '${event}'`);
  });

  it('checks the home page and /api/health over HTTPS', () => {
    const checks = monitoring.uptime.map(({ resource }) => sent('uptime', resource));
    expect(checks.map((check) => check.httpCheck.path).sort()).toEqual(['/', '/api/health']);
    for (const check of checks) {
      expect(check.monitoredResource.labels).toEqual({ project_id: 'cricvision-prod', host: 'cricvision.in' });
      expect(check.httpCheck).toMatchObject({ useSsl: true, port: 443, validateSsl: true });
    }
  });

  it('the plan creates or updates each resource in the project, with the notification channels', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'monitoring-plan-'));
    const channel = 'projects/cricvision-prod/notificationChannels/42';
    const plan = monitoringPlan(ROOT, { ...site, channels: [channel], outDir }).join('\n');
    expect(spawnSync('bash', ['-n', '-c', plan]).status).toBe(0);
    for (const { name, file } of monitoring.metrics) {
      expect(plan).toContain(`gcloud logging metrics create ${name} --config-from-file=${file} --project=cricvision-prod`);
      expect(plan).toContain(`gcloud logging metrics update ${name} --config-from-file=${file} --project=cricvision-prod`);
    }
    for (const { name, resource } of monitoring.policies) {
      const written = join(outDir, `policy-${name}.json`);
      expect(plan).toContain(`gcloud alpha monitoring policies create --policy-from-file=${written} --project=cricvision-prod`);
      expect(JSON.parse(readFileSync(written, 'utf8'))).toEqual({ ...resource, notificationChannels: [channel] });
    }
    for (const { name } of monitoring.uptime) {
      const written = JSON.parse(readFileSync(join(outDir, `uptime-${name}.json`), 'utf8'));
      expect(written.monitoredResource.labels.host).toBe('cricvision.in');
      expect(plan).toContain(
        `--data-binary @${join(outDir, `uptime-${name}.json`)} https://monitoring.googleapis.com/v3/projects/cricvision-prod/uptimeCheckConfigs`,
      );
    }
  });
});
