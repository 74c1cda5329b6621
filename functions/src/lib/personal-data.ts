import type { CollectionReference, Transaction } from 'firebase-admin/firestore';

import type { CollectionName, Feature } from './collection-owners';

/**
 * A person as the privacy rights find them: by uid, and by their address only once it is proven
 * theirs (anyone can register any address, so until then what was sent from or to it belongs to
 * whoever really holds it).
 */
export interface Person {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** A document as 'Download my data' shows it: its id, then its fields as stored. */
export interface PersonalDocument {
  id: string;
  [field: string]: unknown;
}

/** What stands for the person in the records kept after their account is closed. */
export const CLOSED_ACCOUNT = 'closed-account';

/**
 * One feature's answer to the privacy rights (decision 0008) for the collections it owns whose
 * documents carry a person (lib/collection-owners.ts): what 'Download my data' shows of them, and
 * what 'Close my account' does to them. The privacy feature asks every answer (PERSONAL_DATA in
 * privacy.service.ts); a collection with a person and no answer fails scripts/checks/privacy-coverage.test.mjs.
 */
export interface PersonalDataAnswer<Found = unknown> {
  /** The feature that answers: the collections' owner. */
  owner: Feature;
  collections: readonly CollectionName[];
  /** Reads what the feature keeps about the person. */
  find(person: Person): Promise<Found>;
  /** The answer's sections of the export (none for data the export leaves out, with the reason beside it). */
  exportOf(found: Found, person: Person): Record<string, unknown>;
  /** Erasure's writes, in privacy's one transaction (after every read); absent when nothing is erased. */
  eraseInTransaction?(tx: Transaction, found: Found, person: Person): void | Promise<void>;
  /** What stays after the account is closed, and why: the export says so. */
  kept?: string;
}

/** Declares an answer with its own type for what it finds, checked where it is written. */
export function personalDataAnswer<Found>(answer: PersonalDataAnswer<Found>): PersonalDataAnswer<Found> {
  return answer;
}

/**
 * The person's documents in one of the caller's collections, by one field (one query; a person holds
 * a handful in each). Repositories pass their own collection: the name stays with its owner.
 */
export async function documentsWhere(collection: CollectionReference, field: string, value: string): Promise<PersonalDocument[]> {
  const snap = await collection.where(field, '==', value).limit(1000).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
