import { personalDataAnswer } from '../../lib/personal-data';

import {
  eraseDigestsInTransaction,
  eraseQuestionsInTransaction,
  findDigestsOf,
  findQuestionsDocumentsOf,
} from './questions.repository';

/** The person's questions and replies under lessons, their upvotes, and the digests sent to them as an instructor. */
export const questionsPersonalData = personalDataAnswer({
  owner: 'questions',
  collections: ['lessonQuestions', 'lessonAnswers', 'questionDigests'],
  find: async (person) => ({ ...(await findQuestionsDocumentsOf(person)), digests: await findDigestsOf(person) }),
  exportOf: ({ questions, replies, upvoted, digests }) => ({
    lessonQuestions: questions,
    lessonReplies: replies,
    questionsUpvoted: upvoted,
    questionDigestsSent: digests,
  }),
  eraseInTransaction: async (tx, found, person) => {
    await eraseQuestionsInTransaction(tx, found, person);
    eraseDigestsInTransaction(tx, found.digests);
  },
  kept: 'Your questions and replies under lessons stay in their courses under "Former learner", so the discussion others joined still reads; nothing in them names your account.',
});
