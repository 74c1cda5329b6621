// The local stand-ins of the scheduled functions that run every 15 minutes in production
// (functions/src/index.ts): each is a script that runs the function's own code once, with an
// optional `--now=<ISO time>`. `npm start` runs them on a timer; tests run one with their own clock.
import { join } from 'node:path';

import { run } from './run.mjs';
import { ROOT } from './stack.mjs';

export const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Each script beside the scheduled function it stands in for. */
export const SCHEDULED_JOBS = [
  { fn: 'expireSeatProformas', script: 'scripts/expire-proformas.mjs' },
  { fn: 'remindLiveSessions', script: 'scripts/remind-live-sessions.mjs' },
];

/** Runs every job once, one after the other; a failing one is logged and the others still run. */
export async function runScheduledJobs(env) {
  for (const job of SCHEDULED_JOBS) {
    const code = await run(process.execPath, [join(ROOT, job.script)], { env, quiet: true });
    if (code !== 0) console.error(`scheduled job ${job.fn} (${job.script}) failed: exit ${code}`);
  }
}
