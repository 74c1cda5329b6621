import { personalDataAnswer } from '../../lib/personal-data';

import { deleteMailInTransaction, findMailDocumentsTo } from './mail-personal-data.repository';

/**
 * Mail sent to the person's address, once it is proven theirs: erased on closing. The export leaves
 * it out: each message is already in the person's own inbox, and a queued one may hold a sign-in link.
 */
export const mailPersonalData = personalDataAnswer({
  owner: 'mail',
  collections: ['mail'],
  find: (person) => (person.emailVerified ? findMailDocumentsTo(person.email) : Promise.resolve([])),
  exportOf: () => ({}),
  eraseInTransaction: (tx, mail) => deleteMailInTransaction(tx, mail),
});
