import { personalDataAnswer } from '../../lib/personal-data';

import { deleteSubmissionFiles } from './assignment-files.service';
import { eraseSubmissionsInTransaction, findSubmissionDocumentsOf, type StoredFile } from './assignments.repository';

/** The learner's assignment submissions (their work, the marks and feedback on it) and the files they handed in. */
export const assignmentsPersonalData = personalDataAnswer({
  owner: 'assignments',
  collections: ['assignmentSubmissions'],
  find: findSubmissionDocumentsOf,
  exportOf: (submissions) => ({ assignmentSubmissions: submissions }),
  eraseInTransaction: async (tx, submissions) => {
    // Privacy's transaction has done its reads; a retry finds these files gone already, which is what it wants.
    await deleteSubmissionFiles(submissions.flatMap((submission) => (submission.files ?? []) as StoredFile[]));
    eraseSubmissionsInTransaction(tx, submissions);
  },
});
