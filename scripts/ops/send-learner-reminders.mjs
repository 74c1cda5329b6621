// @ts-check
// Sends the learners' reminders that are due (no progress for 7 then 21 days, an unpaid order a day
// on, one checkpoint from the certificate), each once: what the scheduled function
// `sendLearnerReminders` runs every hour in production. `--now=<ISO time>`: see scripts/ops/lib/sweep.mjs.
import { runSweep } from './lib/sweep.mjs';

await runSweep(
  'features/reminders/learner-reminders.service.js',
  'sendLearnerReminders',
  (sent, at) =>
    `▸ Reminders as of ${at}: ${sent.progress} course, ${sent.checkout} unfinished checkout, ${sent.certificate} almost certified`,
  (now) => new Date(now),
);
