import { personalDataAnswer } from '../../lib/personal-data';

import { eraseEnrollmentsInTransaction, findEnrollmentDocumentsOf } from './enrollments.repository';

/** Enrolments with their progress go on closing; seat records stay, without the person. */
export const enrollmentsPersonalData = personalDataAnswer({
  owner: 'enrollments',
  collections: ['enrollments', 'courseSeats'],
  find: (person) => findEnrollmentDocumentsOf(person.uid),
  exportOf: ({ enrollments }) => ({
    enrollments: enrollments.map(({ progress, ...rest }) => ({ ...rest, progress })),
  }),
  eraseInTransaction: (tx, found) => eraseEnrollmentsInTransaction(tx, found),
  kept: "Seat records stay without your name or account, so each course's seats stay counted.",
});
