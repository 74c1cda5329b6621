/** Addresses of the stack that scripts/test.mjs started for this run. */
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5050';
export const API_URL = `${SITE_URL}/api`;

export const DEMO_ADMIN = { email: 'admin@cricket.test', password: 'Admin@12345', name: 'Aarav Mehta' };
export const DEMO_LEARNER = { email: 'learner@cricket.test', password: 'Learner@12345', name: 'Priya Sharma' };

let counter = 0;
/** A unique email for a test-made account, so runs and tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
