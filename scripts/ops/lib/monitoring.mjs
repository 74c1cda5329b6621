// @ts-check
// Alerting as code (docs/operations.md, applied by docs/deploying.md step 14): the log-based metrics, alert policies and uptime checks in
// ops/monitoring/, each file one resource in the shape its API takes (Cloud Logging's LogMetric,
// Cloud Monitoring's AlertPolicy and UptimeCheckConfig), and the gcloud plan that applies them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { command, shellWord } from './gcloud-plan.mjs';

export const MONITORING_DIR = 'ops/monitoring';
const KINDS = { metrics: 'log-metric', policies: 'alert-policy', uptime: 'uptime-check-config' };

/** Every resource file of one kind: { file, name, resource }, sorted by file name. */
function readKind(root, kind) {
  const dir = join(root, MONITORING_DIR, kind);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file: join(MONITORING_DIR, kind, file),
      name: file.replace(/\.json$/, ''),
      resource: JSON.parse(readFileSync(join(dir, file), 'utf8')),
    }));
}

export function readMonitoring(root) {
  return Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, readKind(root, kind)]));
}

export function readSchemas(root) {
  return Object.fromEntries(
    Object.entries(KINDS).map(([kind, schema]) => [
      kind,
      JSON.parse(readFileSync(join(root, MONITORING_DIR, 'schema', `${schema}.schema.json`), 'utf8')),
    ]),
  );
}

/** An uptime check for one project and site: its placeholders (${PROJECT_ID}, ${SITE_HOST}) filled in. */
export function resolveUptimeCheck(resource, { project, host }) {
  return JSON.parse(JSON.stringify(resource).replaceAll('${PROJECT_ID}', project).replaceAll('${SITE_HOST}', host));
}

/** The metric types a policy's conditions watch (`metric.type="…"` in their filters). */
export function metricTypesOf(policy) {
  const types = [];
  for (const condition of policy.conditions ?? []) {
    const body = Object.values(condition).find((value) => value && typeof value === 'object');
    for (const filter of [body?.filter, body?.denominatorFilter].filter(Boolean))
      for (const [, type] of filter.matchAll(/metric\.type\s*=\s*"([^"]+)"/g)) types.push(type);
  }
  return types;
}

export const logMetricType = (name) => `logging.googleapis.com/user/${name}`;

const gcloudList = (what, project, displayName) =>
  `$(${command('gcloud', ...what, `--project=${project}`, `--filter=displayName=${JSON.stringify(displayName)}`, '--format=value(name)')})`;

/**
 * The shell commands that create or update every resource in `project` (re-running them changes
 * nothing that is already as the files say). Alert policies go through `gcloud alpha`, the track
 * every Cloud SDK has them in (528 has no other). The files they read are written to `outDir`: uptime
 * checks with the project and the site's host, policies with the notification channels.
 */
export function monitoringPlan(root, { project, host, channels, outDir }) {
  const { metrics, policies, uptime } = readMonitoring(root);
  mkdirSync(outDir, { recursive: true });
  const write = (name, resource) => {
    const file = join(outDir, `${name}.json`);
    writeFileSync(file, `${JSON.stringify(resource, null, 2)}\n`);
    return file;
  };
  const lines = [];
  for (const { file, name } of metrics) {
    const flags = [`--config-from-file=${file}`, `--project=${project}`];
    lines.push(
      `if gcloud logging metrics describe ${shellWord(name)} --project=${project} >/dev/null 2>&1; then`,
      `  ${command('gcloud', 'logging', 'metrics', 'update', name, ...flags)}`,
      'else',
      `  ${command('gcloud', 'logging', 'metrics', 'create', name, ...flags)}`,
      'fi',
    );
  }
  for (const { name, resource } of policies) {
    const file = write(`policy-${name}`, { ...resource, notificationChannels: channels });
    lines.push(
      `existing=${gcloudList(['alpha', 'monitoring', 'policies', 'list'], project, resource.displayName)}`,
      'if [ -n "$existing" ]; then',
      `  gcloud alpha monitoring policies update "$existing" ${command(`--policy-from-file=${file}`, `--project=${project}`)}`,
      'else',
      `  ${command('gcloud', 'alpha', 'monitoring', 'policies', 'create', `--policy-from-file=${file}`, `--project=${project}`)}`,
      'fi',
    );
  }
  // gcloud takes an uptime check as flags only; the Monitoring API takes the resource as it is.
  const rest = (method, url, file) =>
    `curl -sSf -X ${method} -H "Authorization: Bearer $(gcloud auth print-access-token)" -H 'Content-Type: application/json' --data-binary ${shellWord(`@${file}`)} ${url}`;
  for (const { name, resource } of uptime) {
    const file = write(`uptime-${name}`, resolveUptimeCheck(resource, { project, host }));
    lines.push(
      `existing=${gcloudList(['monitoring', 'uptime', 'list-configs'], project, resource.displayName)}`,
      'if [ -n "$existing" ]; then',
      `  ${rest('PATCH', '"https://monitoring.googleapis.com/v3/$existing"', file)}`,
      'else',
      `  ${rest('POST', `https://monitoring.googleapis.com/v3/projects/${project}/uptimeCheckConfigs`, file)}`,
      'fi',
    );
  }
  return lines;
}
