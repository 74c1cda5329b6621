import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

/**
 * Runs every feature's erasure in one transaction (after the reads, which each feature made before):
 * a closing erases all of a person or, should it fail, nothing.
 */
export async function inOneTransaction(steps: Array<(tx: Transaction) => void | Promise<void>>): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    for (const step of steps) await step(tx);
  });
}
