/**
 * The processing job's container entry point in production (video-job/Dockerfile): one
 * Cloud Run job task per video, named by VIDEO_ID. Without it, the task takes every video a job
 * could take now (queued, or left by a run that died), as the local worker does. A failed run exits
 * non-zero so Cloud Run retries the task; a file refused for what it is ends the task normally.
 */
import { runVideoJob, waitingVideoIds } from './features/video/video-job.service';

async function main(): Promise<number> {
  const ids = process.env.VIDEO_ID ? [process.env.VIDEO_ID] : await waitingVideoIds();
  let failed = 0;
  for (const id of ids) {
    const outcome = await runVideoJob(id).catch((error: Error) => `error: ${error.message}`);
    console.log(
      JSON.stringify({ severity: outcome === 'retry' || outcome.startsWith('error') ? 'WARNING' : 'INFO', video: id, outcome }),
    );
    if (outcome === 'retry' || outcome.startsWith('error')) failed += 1;
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
