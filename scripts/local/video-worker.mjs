// @ts-check
// The local stand-in for production's video processing job: runs the built job
// (functions/lib/features/video/video-job.service.js) for each video the API queues, one at a time, and
// takes over any whose run stopped answering (its lease ran out). The stack restarts this process
// if it dies, as Cloud Run restarts a failed job task.
// Usage: node video-worker.mjs <firestore port>   (the port only names this stack's worker; needs FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT and MEDIA_DIR or the Storage emulator)
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const jobs = join(import.meta.dirname, '../../functions/lib/features/video');

const { runVideoJob, waitingVideoIds } = require(join(jobs, 'video-job.service.js'));
const { getDb } = require(join(import.meta.dirname, '../../functions/lib/lib/firebase.js'));

const SWEEP_MS = 5_000;
const waiting = new Set();
let running = false;

async function drain() {
  if (running) return;
  running = true;
  try {
    for (const id of waiting) {
      waiting.delete(id);
      const outcome = await runVideoJob(id).catch((err) => `error: ${err.message}`);
      console.log(`video worker: ${id}: ${outcome}`);
    }
  } finally {
    running = false;
  }
}

async function sweep() {
  try {
    for (const id of await waitingVideoIds()) waiting.add(id);
    await drain();
  } catch (err) {
    console.error(`video worker: ${err instanceof Error ? err.message : err}`);
  }
}

getDb()
  .collection('videos')
  .where('status', '==', 'queued')
  .onSnapshot(
    () => void sweep(),
    (err) => console.error(`video worker: listening failed: ${err.message}`),
  );
setInterval(() => void sweep(), SWEEP_MS);
