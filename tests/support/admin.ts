import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** Direct access to the test stack's Firestore, for arranging and checking what the API cannot show. */
export function testDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cricket' });
  return getFirestore(app);
}
