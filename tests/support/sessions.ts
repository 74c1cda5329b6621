import { DEMO_ADMIN, DEMO_LEARNER, uniqueEmail } from './env';
import { register } from './http';

/**
 * ID tokens straight from the Auth emulator, for tests that need a signed-in caller but are not
 * testing login itself: /api/auth/login limits attempts per account, and many test files sign in
 * the same demo accounts.
 */
async function signIn(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9149';
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in ${email} failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

const cache = new Map<string, Promise<string>>();
function cached(email: string, password: string): Promise<string> {
  if (!cache.has(email)) cache.set(email, signIn(email, password));
  return cache.get(email)!;
}

/** The demo admin's ID token (role claim included). */
export const adminToken = () => cached(DEMO_ADMIN.email, DEMO_ADMIN.password);
/** The demo learner's ID token (enrolled in the seeded course). */
export const learnerToken = () => cached(DEMO_LEARNER.email, DEMO_LEARNER.password);

/** A brand-new learner account, registered through the API. */
export async function newLearner(prefix = 'learner') {
  const email = uniqueEmail(prefix);
  const session = await register(`Test ${prefix}`, email);
  return { email, token: session.token, uid: session.user.uid as string, user: session.user };
}

/** A brand-new admin account (Auth user with the role claim and its profile), for tests that change admin state. */
export async function newAdmin(prefix = 'admin') {
  const { getAuth } = await import('firebase-admin/auth');
  const { testDb, testApp } = await import('./admin');
  const email = uniqueEmail(prefix);
  const password = 'Admin-secret1';
  const account = await getAuth(testApp()).createUser({ email, password, displayName: `Test ${prefix}` });
  await getAuth(testApp()).setCustomUserClaims(account.uid, { role: 'admin' });
  await testDb()
    .collection('users')
    .doc(account.uid)
    .set({
      name: `Test ${prefix}`,
      email,
      role: 'admin',
      profilePicture: null,
      isEmailVerified: false,
      isBlocked: false,
      createdAt: new Date(),
      lastLogin: null,
    });
  return { email, uid: account.uid, token: await signIn(email, password) };
}
