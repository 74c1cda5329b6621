import { personalDataAnswer } from '../../lib/personal-data';

import { eraseProfileInTransaction, readProfileDocument } from './users.repository';

/** Internal bookkeeping on the profile that says nothing about the person. */
const INTERNAL = ['sessionsEndedAt', 'resetCodes'];

/** The profile; the closing mark (`closedAccounts`) lives only while the closing finishes. */
export const usersPersonalData = personalDataAnswer({
  owner: 'users',
  collections: ['users', 'closedAccounts'],
  find: (person) => readProfileDocument(person.uid),
  exportOf: (profile, person) => {
    const { id: _id, ...fields } = profile ?? { id: person.uid };
    return {
      profile: { uid: person.uid, ...Object.fromEntries(Object.entries(fields).filter(([key]) => !INTERNAL.includes(key))) },
    };
  },
  eraseInTransaction: (tx, _profile, person) => eraseProfileInTransaction(tx, person.uid),
});
