import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { createApp } from './app';
import { sweepAbandonedUploads } from './features/courses/course-media';
import { credentialSigningKey } from './features/credentials/signing-secret';

// Mumbai: the learners and the company are in India.
setGlobalOptions({ region: 'asia-south1', memory: '512MiB', timeoutSeconds: 60, maxInstances: 20 });

export const api = onRequest({ concurrency: 80, cors: false, invoker: 'public', secrets: [credentialSigningKey] }, createApp());

/** Course files uploaded into a form that was never saved are removed a day later (the local stack runs this on start). */
export const sweepUploads = onSchedule({ schedule: 'every 1 hours', timeoutSeconds: 300 }, async () => {
  await sweepAbandonedUploads();
});
