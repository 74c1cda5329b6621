import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';

import { createApp } from './app';
import { credentialSigningKey } from './features/credentials/signing-secret';

// Mumbai: the learners and the company are in India.
setGlobalOptions({ region: 'asia-south1', memory: '512MiB', timeoutSeconds: 60, maxInstances: 20 });

export const api = onRequest(
  { concurrency: 80, cors: false, invoker: 'public', secrets: [credentialSigningKey] },
  createApp(),
);
