import { personalDataAnswer } from '../../lib/personal-data';

import { deleteActivityInTransaction, findActivityDocumentsBy } from './activity-personal-data.repository';

/** The back-office feed's entries of the person's own actions: exported, and erased on closing. */
export const activityPersonalData = personalDataAnswer({
  owner: 'activity',
  collections: ['activity'],
  find: (person) => findActivityDocumentsBy(person.uid),
  exportOf: (activity) => ({ activity }),
  eraseInTransaction: (tx, activity) => deleteActivityInTransaction(tx, activity),
});
