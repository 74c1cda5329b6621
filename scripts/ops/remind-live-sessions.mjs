// @ts-check
// Mails each cohort member an hour before a live session, once per start time: what the scheduled
// function `remindLiveSessions` runs every 15 minutes in production. `--now=<ISO time>`: see scripts/ops/lib/sweep.mjs.
import { runSweep } from './lib/sweep.mjs';

await runSweep(
  'features/cohorts/live-sessions.service.js',
  'remindUpcomingSessions',
  (reminded, at) => `▸ Reminded ${reminded} live session${reminded === 1 ? '' : 's'} as of ${at}`,
  (now) => new Date(now),
);
