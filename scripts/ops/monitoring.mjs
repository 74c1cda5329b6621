// @ts-check
// `npm run monitoring -- --project <id> --channel projects/<id>/notificationChannels/<n> [--apply]`:
// prints (or, with --apply, runs) the gcloud commands that create the log-based metrics, alert
// policies and uptime checks of ops/monitoring/ in a project (docs/deploying.md, step 14). The site's host
// comes from SITE_URL in functions/.env.<project id>; --host overrides it.
import { parseArgs } from 'node:util';
import { join } from 'node:path';

import { ROOT } from '../local/stack.mjs';
import { runPlan } from './lib/gcloud-plan.mjs';
import { monitoringPlan } from './lib/monitoring.mjs';
import { isProjectId, projectEnvFile, readProjectEnv } from './lib/project-env.mjs';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`✖ monitoring: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    project: { type: 'string', default: process.env.DEPLOY_PROJECT },
    host: { type: 'string' },
    channel: { type: 'string', multiple: true, default: [] },
    apply: { type: 'boolean', default: false },
  },
});
const { project } = values;
if (!isProjectId(project)) fail('name the Firebase project: --project <project id> (or DEPLOY_PROJECT=<project id>)');
const siteUrl = readProjectEnv(ROOT, project)?.SITE_URL;
const host = values.host ?? (siteUrl ? new URL(siteUrl).hostname : undefined);
if (!host) fail(`no site to check: set SITE_URL in ${projectEnvFile(ROOT, project)} or pass --host <domain>`);
const channels = values.channel;
const badChannel = channels.find((channel) => !channel.startsWith(`projects/${project}/notificationChannels/`));
if (badChannel) fail(`${badChannel} is not a notification channel of ${project} (projects/${project}/notificationChannels/<id>)`);
if (channels.length === 0)
  console.warn(
    '⚠ monitoring: no --channel given: the alerts will open incidents but page no one. Make one with\n' +
      `  gcloud beta monitoring channels create --display-name="On call" --type=email --channel-labels=email_address=<address> --project=${project}\n` +
      '  and pass its name (projects/…/notificationChannels/…) as --channel.',
  );

const lines = monitoringPlan(ROOT, { project, host, channels, outDir: join(ROOT, '.local/monitoring', project) });
try {
  process.exit(runPlan(`Log-based metrics, alert policies and uptime checks for ${project} (site ${host})`, lines, values));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
