// @ts-check
// Connects a script to a running stack: the one in the environment (tests) or else `npm start`'s.
import { join } from 'node:path';

import { DEV_PORTS, PROJECT_ID, ROOT, pickMode, stackEnv } from './stack.mjs';

/** Points firebase-admin at the running stack and returns { app, db }, or exits with a hint. */
export async function connectToRunningStack(scriptName) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    Object.assign(process.env, stackEnv(pickMode(), DEV_PORTS, join(ROOT, '.local/dev')));
  }
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${DEV_PORTS.hosting}`;
  const up = await fetch(`${siteUrl}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (!up) {
    console.error(`✖ No running site at ${siteUrl}: start it with \`npm start\`, then run \`npm run ${scriptName}\` again.`);
    process.exit(1);
  }
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` },
    `${scriptName}-${process.pid}`,
  );
  return { app, db: getFirestore(app) };
}
