import { personalDataAnswer } from '../../lib/personal-data';

import { findReviewDocumentsOf, withdrawReviewsInTransaction } from './course-reviews.repository';

/** The person's course reviews: exported, and withdrawn on closing (they leave their courses' ratings). */
export const courseReviewsPersonalData = personalDataAnswer({
  owner: 'course-reviews',
  collections: ['courseReviews'],
  find: (person) => findReviewDocumentsOf(person.uid),
  exportOf: (reviews) => ({ courseReviews: reviews }),
  eraseInTransaction: (tx, reviews) => withdrawReviewsInTransaction(tx, reviews),
});
