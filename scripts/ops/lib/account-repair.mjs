// @ts-check
// Puts Auth accounts and `users` profiles back in step after a stack lost one side: the two are
// saved separately (the hub's export, the Firestore dump), so a kill between saves, or a lost
// export, leaves profiles without accounts and accounts without profiles.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An account younger than this may be a registration between its two steps: left alone. */
export const ORPHAN_GRACE_MS = 60_000;

/**
 * What to do, from the accounts and profiles as they are:
 * - a profile without an account gets its account back under the same uid (email, name, role,
 *   blocked, verified); a demo user with its demo password, anyone else with none, so the owner
 *   sets one through 'Forgot password' and keeps every record;
 * - an account without a profile (a registration cut between its steps, or a closing cut before its
 *   last) is removed once older than the grace, which frees the address to register again.
 */
export function planRepair({ accounts, profiles, demoUsers, now = Date.now(), graceMs = ORPHAN_GRACE_MS }) {
  const accountIds = new Set(accounts.map((account) => account.uid));
  const profileIds = new Set(profiles.map((profile) => profile.uid));
  const demoByEmail = new Map(demoUsers.map((user) => [user.email.toLowerCase(), user]));
  const recreate = profiles
    .filter((profile) => !accountIds.has(profile.uid))
    .map((profile) => ({
      uid: profile.uid,
      email: profile.email,
      displayName: profile.name || undefined,
      disabled: profile.isBlocked === true,
      emailVerified: profile.isEmailVerified === true,
      role: profile.role === 'admin' ? 'admin' : 'user',
      password: demoByEmail.get(String(profile.email).toLowerCase())?.password,
    }));
  const remove = accounts
    .filter((account) => !profileIds.has(account.uid) && now - account.createdAt > graceMs)
    .map((account) => account.uid);
  return { recreate, remove };
}

async function allAccounts(auth) {
  const accounts = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) accounts.push({ uid: user.uid, createdAt: Date.parse(user.metadata.creationTime ?? '') || 0 });
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

export async function demoUsersOf(root) {
  return JSON.parse(await readFile(join(root, 'emulator-data/users.json'), 'utf8'));
}

/**
 * Repairs both directions; returns what it did.
 * @param {{ auth: import('firebase-admin/auth').Auth, db: import('firebase-admin/firestore').Firestore, demoUsers: any[], now?: number, graceMs?: number }} options
 */
export async function repairAccounts({ auth, db, demoUsers, now, graceMs }) {
  const snap = await db.collection('users').get();
  const profiles = snap.docs.map((doc) => ({ uid: doc.id, ...doc.data() }));
  const { recreate, remove } = planRepair({ accounts: await allAccounts(auth), profiles, demoUsers, now, graceMs });
  for (const { role, ...account } of recreate) {
    await auth.createUser(account);
    await auth.setCustomUserClaims(account.uid, { role });
  }
  for (const uid of remove) await auth.deleteUser(uid);
  return { recreated: recreate.map((account) => account.uid), removed: remove };
}
