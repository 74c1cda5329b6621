// @ts-check
// Checks that every `users` profile has its Auth account and every account its profile, and repairs
// what does not (scripts/ops/lib/account-repair.mjs). `npm start` runs it on start. Needs the emulator
// env vars of a running stack.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { ROOT } from '../local/stack.mjs';
import { demoUsersOf, repairAccounts } from './lib/account-repair.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('repair-accounts runs against the local emulators only: set the stack env (stackEnv in scripts/local/stack.mjs)');
  process.exit(1);
}
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cricket' }, 'repair-accounts');
const { recreated, removed } = await repairAccounts({
  auth: getAuth(app),
  db: getFirestore(app),
  demoUsers: await demoUsersOf(ROOT),
});
if (recreated.length)
  console.log(`▸ Gave ${recreated.length} profile(s) back their lost sign-in account: ${recreated.join(', ')}`);
if (removed.length) console.log(`▸ Removed ${removed.length} sign-in account(s) without a profile: ${removed.join(', ')}`);
process.exit(0);
