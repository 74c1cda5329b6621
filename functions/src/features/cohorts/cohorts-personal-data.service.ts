import { personalDataAnswer } from '../../lib/personal-data';

import { eraseCohortsDataInTransaction, findCohortsDocumentsOf } from './cohorts-personal-data.repository';

/** The cohorts a group put the person in, whether they attended its live sessions, and the reminders sent to them. */
export const cohortsPersonalData = personalDataAnswer({
  owner: 'cohorts',
  collections: ['cohorts', 'liveSessions', 'remindersSent'],
  find: findCohortsDocumentsOf,
  exportOf: ({ cohorts, attendance, reminders }) => ({
    cohorts,
    liveSessionAttendance: attendance,
    remindersSent: reminders,
  }),
  eraseInTransaction: (tx, found, person) => eraseCohortsDataInTransaction(tx, found, person),
});
