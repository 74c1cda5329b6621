import { DEMO_ADMIN, DEMO_LEARNER, SITE_URL, uniqueEmail } from './env';
import { api, register } from './http';
import { linkIn, oobCodeOf, waitForMail } from './mail';

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

/** Proves an address the way its owner does: opens the verification link the registration mailed. */
export async function verifyAddress(email: string): Promise<void> {
  const [mail] = await waitForMail(email, { filter: (m) => m.subject === 'Confirm your CricVision email address' });
  const res = await api('POST', '/auth/verify-email', {
    body: { oobCode: oobCodeOf(linkIn(mail, `${SITE_URL}/verify-email?oobCode=`)) },
  });
  if (res.status !== 200) throw new Error(`verifying ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A brand-new learner account, registered through the API (and its address verified, if asked). */
export async function newLearner(prefix = 'learner', { verified = false } = {}) {
  const email = uniqueEmail(prefix);
  const session = await register(`Test ${prefix}`, email);
  if (verified) await verifyAddress(email);
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
  return { email, password, uid: account.uid, token: await signIn(email, password) };
}
