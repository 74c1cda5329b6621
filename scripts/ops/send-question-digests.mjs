// @ts-check
// Sends each instructor their digest of unanswered questions in the courses they instruct, once a
// day: what the scheduled function `sendQuestionDigests` runs daily in production. `--now=<ISO
// time>`: see scripts/ops/lib/sweep.mjs.
import { runSweep } from './lib/sweep.mjs';

await runSweep(
  'features/questions/questions-digest.service.js',
  'sendQuestionDigests',
  (sent, at) => `▸ Question digests as of ${at}: ${sent} sent`,
  (now) => new Date(now),
);
