import { getDb } from '../../lib/firebase';

/** One read of a document that never exists: Firestore answered, with this function's credentials. */
export async function readProbeDocument(): Promise<void> {
  await getDb().collection('counters').doc('health-probe').get();
}
