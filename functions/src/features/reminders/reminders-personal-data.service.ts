import { personalDataAnswer } from '../../lib/personal-data';

import { eraseRemindersInTransaction, findRemindersDocumentsOf } from './reminders.repository';

/** The reminder emails a person turned off or on, and the reminders sent to them. */
export const remindersPersonalData = personalDataAnswer({
  owner: 'reminders',
  collections: ['emailPreferences', 'learnerReminders'],
  find: findRemindersDocumentsOf,
  exportOf: ({ preferences, sent }) => ({ emailPreferences: preferences, remindersSent: sent }),
  eraseInTransaction: (tx, found) => eraseRemindersInTransaction(tx, found),
});
