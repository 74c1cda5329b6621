import { personalDataAnswer, type PersonalDocument } from '../../lib/personal-data';

import { deleteAccommodationsInTransaction, findAccommodationDocumentsOf } from './accommodations.repository';
import { deleteAttemptsInTransaction, findAttemptDocumentsOf } from './attempts.repository';

/**
 * An attempt as its learner may have it: their answers, marks and feedback, never the checkpoint's
 * correct answers (the key is not theirs, and would help a later attempt).
 */
function attemptWithoutKey(attempt: PersonalDocument) {
  const results = (attempt.questionResults ?? []) as Array<Record<string, unknown>>;
  return { ...attempt, questionResults: results.map(({ correctAnswer: _key, ...result }) => result) };
}

/** Attempts and accommodations: exported, and erased on closing. */
export const assessmentPersonalData = personalDataAnswer({
  owner: 'assessment',
  collections: ['attempts', 'accommodations'],
  find: async (person) => {
    const [attempts, accommodations] = await Promise.all([
      findAttemptDocumentsOf(person.uid),
      findAccommodationDocumentsOf(person.uid),
    ]);
    return { attempts, accommodations };
  },
  exportOf: ({ attempts, accommodations }) => ({ attempts: attempts.map(attemptWithoutKey), accommodations }),
  eraseInTransaction: (tx, { attempts, accommodations }) => {
    deleteAttemptsInTransaction(tx, attempts);
    deleteAccommodationsInTransaction(tx, accommodations);
  },
});
