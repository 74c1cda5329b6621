import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The test process's firebase-admin app, pointed at the test stack through the emulator env. */
export function testApp() {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cricket' });
}

/** Direct access to the test stack's Firestore, for arranging and checking what the API cannot show. */
export function testDb() {
  return getFirestore(testApp());
}
