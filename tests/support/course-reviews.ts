import { testDb } from './admin';

export const SEEDED_REVIEW_TEXT = 'Clear lessons on ball tracking, and the checkpoints test what matters.';

/**
 * `count` visible reviews of a course written straight to Firestore, as the API stores them
 * (ratings 1 to 5 in turn, a minute apart, oldest first), with the course's rating summary to
 * match: many reviews at once without enrolling a learner for each. Returns the ratings' sum.
 */
export async function storeReviews(courseId: string, count: number): Promise<number> {
  const db = testDb();
  const start = Date.parse('2026-01-01T00:00:00Z');
  let sum = 0;
  for (let from = 0; from < count; from += 100) {
    const batch = db.batch();
    for (let i = from; i < Math.min(count, from + 100); i += 1) {
      const id = `${courseId
        .slice(0, 8)
        .replace(/[^0-9a-f]/g, 'a')
        .padEnd(8, 'a')}${(i + 1).toString(16).padStart(24, '0')}`;
      const at = new Date(start + i * 60_000);
      const rating = (i % 5) + 1;
      sum += rating;
      batch.set(db.collection('courseReviews').doc(id), {
        courseId,
        userId: `stored-reviewer-${i}`,
        rating,
        title: i % 3 === 0 ? `Review number ${i}` : '',
        text: `${SEEDED_REVIEW_TEXT} Seeded ${i}.`,
        authorName: 'Seeded L.',
        completedCourse: i % 2 === 0,
        status: 'visible',
        hiddenReason: null,
        hiddenAt: null,
        hiddenBy: null,
        createdAt: at,
        updatedAt: at,
        sortKey: `${at.toISOString()}_${id}`,
      });
    }
    await batch.commit();
  }
  await db.collection('courses').doc(courseId).update({ ratingSum: sum, ratingCount: count });
  return sum;
}
