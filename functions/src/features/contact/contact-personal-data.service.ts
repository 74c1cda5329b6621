import { personalDataAnswer } from '../../lib/personal-data';

import { deleteContactsInTransaction, findContactDocumentsFrom } from './contact.repository';

/** Messages sent from the person's address, once it is proven theirs: exported, and erased on closing. */
export const contactPersonalData = personalDataAnswer({
  owner: 'contact',
  collections: ['contacts'],
  find: (person) => (person.emailVerified ? findContactDocumentsFrom(person.email) : Promise.resolve([])),
  exportOf: (contacts) => ({ contactMessages: contacts }),
  eraseInTransaction: (tx, contacts) => deleteContactsInTransaction(tx, contacts),
});
