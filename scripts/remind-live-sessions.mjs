// Mails each cohort member an hour before a live session, once per start time: what the scheduled
// function `remindLiveSessions` runs every 15 minutes in production, run here against the local
// stack (`npm start` runs it every 15 minutes too). `--now=<ISO time>` runs
// it as of another moment (tests inject the clock with it). Needs the emulator env vars and a built functions/lib.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remindUpcomingSessions } = require('../functions/lib/features/cohorts/live-sessions.service.js');
const given = process.argv.find((arg) => arg.startsWith('--now='))?.slice('--now='.length);
const now = given ? Date.parse(given) : Date.now();
if (Number.isNaN(now)) {
  console.error(`--now=${given} is not a time`);
  process.exit(2);
}
const reminded = await remindUpcomingSessions(new Date(now));
console.log(`▸ Reminded ${reminded} live session${reminded === 1 ? '' : 's'} as of ${new Date(now).toISOString()}`);
process.exit(0);
