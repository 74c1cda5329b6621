// @ts-check
// Makes a registered account an admin: the role claim the API trusts and the profile's `role`. For
// the first admin of a new project (docs/deploying.md, step 11); later admins can be made the same way.
//   node scripts/ops/make-admin.mjs --project <project id> <email>
// Runs with Google credentials (`gcloud auth application-default login`), or against a local stack
// when its emulator variables are set. The account's sessions end, so its next sign-in carries the role.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const projectId = at >= 0 ? args[at + 1] : process.env.GCLOUD_PROJECT;
const email = args.filter((_, i) => i !== at && i !== at + 1)[0];
if (!projectId || !email) {
  console.error('Usage: node scripts/ops/make-admin.mjs --project <project id> <email>');
  process.exit(1);
}

const app = initializeApp({ projectId });
const auth = getAuth(app);
const account = await auth.getUserByEmail(email);
const profile = getFirestore(app).collection('users').doc(account.uid);
if (!(await profile.get()).exists) {
  console.error(`${email} has no profile: register it on the site first`);
  process.exit(1);
}
await auth.setCustomUserClaims(account.uid, { ...account.customClaims, role: 'admin' });
await auth.revokeRefreshTokens(account.uid);
await profile.update({ role: 'admin', sessionsEndedAt: Date.now() });
console.log(`✔ ${email} is an admin; it signs in again to use the role`);
process.exit(0);
