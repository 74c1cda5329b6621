import { personalDataAnswer } from '../../lib/personal-data';

import { eraseStaffDocumentInTransaction, readStaffDocument } from './staff.repository';

/** The courses the person was made instructor or author of. */
export const staffPersonalData = personalDataAnswer({
  owner: 'staff',
  collections: ['staffAssignments'],
  find: (person) => readStaffDocument(person.uid),
  exportOf: (assignment) => ({ staffCourses: assignment }),
  eraseInTransaction: (tx, assignment, person) => {
    if (assignment) eraseStaffDocumentInTransaction(tx, person.uid);
  },
});
