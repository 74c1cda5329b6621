import { describe, expect, it } from 'vitest';

import type { AdminReview, Course, MyReview, OrderList, ReviewsPage } from '../../functions/src/contract';
import type { PersonalData } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { storeReviews, SEEDED_REVIEW_TEXT } from '../support/course-reviews';
import { enrol, PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { uniqueEmail } from '../support/env';
import { api, register } from '../support/http';
import { waitForMail } from '../support/mail';
import { fetchPage, type JsonLdNode, structuredData } from '../support/page-html';
import { adminToken, newLearner } from '../support/sessions';

/*
 * Learners' reviews of a course (issue 36): who may write one, what it does to the course's
 * average and count, what admins may do to it, and what the course page and its markup say.
 */

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

const REVIEW_TEXT = 'Clear lessons on ball tracking, and the checkpoints test what matters.';

const reviewsOf = (courseId: string) => `/courses/${courseId}/reviews`;

/** A learner enrolled in the course (paying `price`) and, unless told otherwise, through its lesson (half the course). */
async function learnerOf(
  fixture: Fixture,
  prefix: string,
  { throughLesson = true, name, price = 0 }: { throughLesson?: boolean; name?: string; price?: number } = {},
) {
  const email = uniqueEmail(prefix);
  const session = await register(name ?? `Test ${prefix}`, email);
  const enrolled = await enrol(session.token, fixture.courseId, price);
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  if (throughLesson) {
    const lesson = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/${fixture.lessonId}/progress`;
    const done = await api('PUT', lesson, { token: session.token, body: { progress: 100, completed: true, timeSpent: 30 } });
    expect(done.status).toBe(200);
  }
  return { token: session.token as string, email, uid: session.user.uid as string };
}

/** The JSON-LD a course page and the course list carry, as far as these tests read it. */
interface CourseNode extends JsonLdNode {
  review: Record<string, unknown>[];
}
interface ItemList extends JsonLdNode {
  itemListElement: unknown[];
}

const review = (token: string, courseId: string, body: Record<string, unknown>) =>
  api<{ review: NonNullable<MyReview['review']> }>('POST', reviewsOf(courseId), { token, body });

async function ratingOf(courseId: string) {
  return (await api<{ course: Course }>('GET', `/courses/${courseId}`)).body.data.course.rating as {
    average: number | null;
    count: number;
  };
}

const courseMarkup = async (courseId: string) => {
  const page = await fetchPage(`/courses/${courseId}`);
  expect(page.status).toBe(200);
  return { page, course: structuredData<CourseNode>(page.html).find((data) => data['@type'] === 'Course')! };
};

describe('course reviews', { timeout: 120_000 }, () => {
  it('refuses a review from a visitor, a learner not enrolled, or one below 30 %, and writes nothing', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const body = { rating: 5, text: REVIEW_TEXT };
    expect((await review('', fixture.courseId, body)).status).toBe(401);

    const stranger = await newLearner('review-stranger');
    const notEnrolled = await review(stranger.token, fixture.courseId, body);
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.message).toBe('Only learners enrolled in this course can review it.');

    const early = await learnerOf(fixture, 'review-early', { throughLesson: false });
    const tooEarly = await review(early.token, fixture.courseId, body);
    expect(tooEarly.status).toBe(403);
    expect(tooEarly.body.message).toBe(
      'You can review this course once you are 30 % of the way through it or hold its certificate.',
    );
    const mine = (await api<MyReview>('GET', `${reviewsOf(fixture.courseId)}/mine`, { token: early.token })).body.data;
    expect(mine).toEqual({ review: null, notAllowed: { code: 'too_early', message: tooEarly.body.message } });

    expect((await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data).toEqual({ items: [], nextCursor: null });
    expect(await ratingOf(fixture.courseId)).toEqual({ average: null, count: 0 });
  });

  it('refuses a rating outside 1–5, text too short or too long, and a second review, changing nothing', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await learnerOf(fixture, 'review-bad-input');
    for (const [body, message] of [
      [{ rating: 0, text: REVIEW_TEXT }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 6, text: REVIEW_TEXT }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 3.5, text: REVIEW_TEXT }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 4, text: 'Too short to help.' }, 'Review text must be at least 20 characters'],
      [{ rating: 4, text: 'x'.repeat(2001) }, 'Review text must be at most 2000 characters'],
      [{ rating: 4 }, 'Review text is required'],
    ] as const) {
      const res = await review(learner.token, fixture.courseId, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors!.map((e: { msg: string }) => e.msg)).toContain(message);
    }
    expect(await ratingOf(fixture.courseId)).toEqual({ average: null, count: 0 });

    const first = await review(learner.token, fixture.courseId, { rating: 4, title: 'Worth it', text: REVIEW_TEXT });
    expect(first.status).toBe(201);
    const second = await review(learner.token, fixture.courseId, { rating: 1, text: REVIEW_TEXT });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reviewed this course. Edit your review instead.');
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 4, count: 1 });
    const [only] = (await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data.items;
    expect(only).toMatchObject({ rating: 4, title: 'Worth it', text: REVIEW_TEXT });
  });

  it('keeps the average and count equal to a hand computation through reviews and edits, newest first', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const ratings = [5, 4, 4, 3, 5, 2];
    const learners: Awaited<ReturnType<typeof learnerOf>>[] = [];
    for (const [i, rating] of ratings.entries()) {
      const learner = await learnerOf(fixture, `review-avg-${i}`, { name: `Reviewer${i} Kulkarni` });
      expect((await review(learner.token, fixture.courseId, { rating, text: `${REVIEW_TEXT} (${i})` })).status).toBe(201);
      learners.push(learner);
    }
    // 5 + 4 + 4 + 3 + 5 + 2 = 23 over 6 = 3.83…, shown as 3.8.
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 3.8, count: 6 });

    const edited = await api('PUT', `${reviewsOf(fixture.courseId)}/mine`, {
      token: learners[5].token,
      body: { rating: 5, title: 'Better on a second pass', text: `${REVIEW_TEXT} Edited.` },
    });
    expect(edited.status).toBe(200);
    // 23 - 2 + 5 = 26 over 6 = 4.33…, shown as 4.3.
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 4.3, count: 6 });

    const page = (await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data;
    expect(page.nextCursor).toBeNull();
    // An edit keeps the review's place: the list is by when each was first written.
    expect(page.items.map((item: { text: string }) => item.text.slice(REVIEW_TEXT.length))).toEqual([
      ' Edited.',
      ' (4)',
      ' (3)',
      ' (2)',
      ' (1)',
      ' (0)',
    ]);
    expect(page.items[0]).toMatchObject({
      rating: 5,
      title: 'Better on a second pass',
      authorName: 'Reviewer5 K.',
      completedCourse: false,
    });
    expect(page.items[0]).not.toHaveProperty('userId');

    const stranger = await newLearner('review-edit-stranger');
    expect(
      (await api('PUT', `${reviewsOf(fixture.courseId)}/mine`, { token: stranger.token, body: { rating: 1, text: REVIEW_TEXT } }))
        .status,
    ).toBe(403);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 4.3, count: 6 });
  });

  it('an admin hides a review with a reason: it leaves the average and the list, its words stay, its author is told', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const kept = await learnerOf(fixture, 'review-kept');
    const hiddenAuthor = await learnerOf(fixture, 'review-hidden');
    expect((await review(kept.token, fixture.courseId, { rating: 5, text: REVIEW_TEXT })).status).toBe(201);
    const written = await review(hiddenAuthor.token, fixture.courseId, {
      rating: 1,
      text: 'Call 99999 99999 for cheap bats and balls!',
    });
    expect(written.status).toBe(201);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 3, count: 2 });
    const reviewId = written.body.data.review.uid;

    const admin = await adminToken();
    expect(
      (await api('POST', `/admin/course-reviews/${reviewId}/hide`, { token: kept.token, body: { reason: 'Spam' } })).status,
    ).toBe(403);
    expect((await api('POST', `/admin/course-reviews/${reviewId}/hide`, { token: admin, body: {} })).status).toBe(400);
    expect(
      (await api('POST', `/admin/course-reviews/${'0'.repeat(32)}/hide`, { token: admin, body: { reason: 'Spam link' } })).status,
    ).toBe(404);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 3, count: 2 });

    const hidden = await api<{ review: AdminReview }>('POST', `/admin/course-reviews/${reviewId}/hide`, {
      token: admin,
      body: { reason: 'Advertising, not a review' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Advertising, not a review',
      text: 'Call 99999 99999 for cheap bats and balls!',
    });
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 5, count: 1 });
    expect(
      (await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data.items.map((item: { rating: number }) => item.rating),
    ).toEqual([5]);
    // Hiding again changes nothing and tells nobody twice.
    expect(
      (await api('POST', `/admin/course-reviews/${reviewId}/hide`, { token: admin, body: { reason: 'Again' } })).status,
    ).toBe(200);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 5, count: 1 });

    const mine = (await api<MyReview>('GET', `${reviewsOf(fixture.courseId)}/mine`, { token: hiddenAuthor.token })).body.data
      .review;
    expect(mine).toMatchObject({ status: 'hidden', hiddenReason: 'Advertising, not a review', rating: 1 });
    const mails = await waitForMail(hiddenAuthor.email, { filter: (m) => m.subject.startsWith('Your review of') });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Advertising, not a review');

    const listed = (
      await api<{ reviews: AdminReview[] }>('GET', `/admin/course-reviews?courseId=${fixture.courseId}`, { token: admin })
    ).body.data.reviews;
    expect(listed.map((item: { status: string }) => item.status).sort()).toEqual(['hidden', 'visible']);
  });

  it.skipIf(PAYMENT_PROVIDER === 'demo')(
    "withdraws a refunded learner's review from the list, the average and the count",
    async () => {
      const fixture = await createCourseFixture({ price: 1999 });
      const staying = await learnerOf(fixture, 'review-staying', { price: 1999 });
      const refunded = await learnerOf(fixture, 'review-refunded', { price: 1999 });
      expect((await review(staying.token, fixture.courseId, { rating: 4, text: REVIEW_TEXT })).status).toBe(201);
      expect((await review(refunded.token, fixture.courseId, { rating: 1, text: REVIEW_TEXT })).status).toBe(201);
      expect(await ratingOf(fixture.courseId)).toEqual({ average: 2.5, count: 2 });

      const [order] = (await api<OrderList>('GET', '/payments/orders', { token: refunded.token })).body.data.orders;
      const asked = await api('POST', `/payments/orders/${order.uid}/refund`, {
        token: refunded.token,
        body: { reason: 'Changed my mind' },
      });
      expect(asked.status).toBe(202);
      await waitForOrder(refunded.token, order.uid, 'refunded');

      expect(await ratingOf(fixture.courseId)).toEqual({ average: 4, count: 1 });
      expect((await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data.items).toHaveLength(1);
      const mine = (await api<MyReview>('GET', `${reviewsOf(fixture.courseId)}/mine`, { token: refunded.token })).body.data;
      expect(mine).toEqual({
        review: null,
        notAllowed: { code: 'not_enrolled', message: 'Only learners enrolled in this course can review it.' },
      });
      expect((await review(refunded.token, fixture.courseId, { rating: 1, text: REVIEW_TEXT })).status).toBe(403);
    },
  );

  it("is in 'Download my data', and closing the account withdraws it", async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await learnerOf(fixture, 'review-privacy');
    expect((await review(learner.token, fixture.courseId, { rating: 2, text: REVIEW_TEXT })).status).toBe(201);
    const data = (await api<PersonalData>('GET', '/users/me/data', { token: learner.token })).body.data;
    expect(data.courseReviews).toEqual([expect.objectContaining({ courseId: fixture.courseId, rating: 2, text: REVIEW_TEXT })]);
    expect((await api('POST', '/users/me/close', { token: learner.token, body: { password: 'secret123' } })).status).toBe(200);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: null, count: 0 });
    expect((await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data.items).toEqual([]);
  });

  it('the course page marks up aggregateRating and reviews only from 5 visible reviews, and shows "New course" below', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const ids: string[] = [];
    for (const [i, rating] of [5, 4, 5, 3].entries()) {
      const learner = await learnerOf(fixture, `review-markup-${i}`);
      ids.push((await review(learner.token, fixture.courseId, { rating, text: `${REVIEW_TEXT} #${i}` })).body.data.review.uid);
    }
    let { page, course } = await courseMarkup(fixture.courseId);
    expect(course).toBeDefined();
    expect(course).not.toHaveProperty('aggregateRating');
    expect(course).not.toHaveProperty('review');
    expect(page.html).toContain('New course');
    expect(page.html).not.toContain('4.8/5');
    expect(page.html).toContain(`${REVIEW_TEXT} #3`);

    const fifth = await learnerOf(fixture, 'review-markup-4');
    ids.push((await review(fifth.token, fixture.courseId, { rating: 4, text: `${REVIEW_TEXT} #4` })).body.data.review.uid);
    ({ page, course } = await courseMarkup(fixture.courseId));
    // 5 + 4 + 5 + 3 + 4 = 21 over 5 = 4.2.
    expect(course.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.2,
      ratingCount: 5,
      bestRating: 5,
      worstRating: 1,
    });
    expect(course.review).toHaveLength(5);
    expect(course.review[0]).toMatchObject({
      '@type': 'Review',
      reviewRating: { ratingValue: 4 },
      reviewBody: `${REVIEW_TEXT} #4`,
    });
    expect(page.html).toContain('4.2/5 (5 reviews)');
    expect(page.html).not.toContain('New course');

    const admin = await adminToken();
    expect(
      (await api('POST', `/admin/course-reviews/${ids[0]}/hide`, { token: admin, body: { reason: 'Off topic' } })).status,
    ).toBe(200);
    ({ page, course } = await courseMarkup(fixture.courseId));
    expect(course).not.toHaveProperty('aggregateRating');
    expect(page.html).not.toContain(`${REVIEW_TEXT} #0`);
    expect(page.html).toContain('New course');
  });

  it('/courses carries an ItemList of Course, one per listed course', async () => {
    const page = await fetchPage('/courses');
    const list = structuredData<ItemList>(page.html).find((data) => data['@type'] === 'ItemList')!;
    const courses = (await api<Course[]>('GET', '/courses')).body.data;
    expect(list.itemListElement).toHaveLength(courses.length);
    expect(list.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: { '@type': 'Course', name: courses[0].title },
    });
    expect(page.html).not.toContain('4.8/5');
  });

  it('pages through 200 reviews newest first, and the uncached course page reads no more for them', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const readsOfPage = async () => Number((await fetchPage(`/courses/${fixture.courseId}`)).headers.get('x-firestore-reads'));
    const before = await readsOfPage();
    expect(before).toBeGreaterThan(0);
    await storeReviews(fixture.courseId, 200);
    expect(await ratingOf(fixture.courseId)).toEqual({ average: 3, count: 200 });

    const first = (await api<ReviewsPage>('GET', reviewsOf(fixture.courseId))).body.data;
    expect(first.items.map((item: { text: string }) => item.text)).toEqual(
      Array.from({ length: 10 }, (_, k) => `${SEEDED_REVIEW_TEXT} Seeded ${199 - k}.`),
    );
    const second = (
      await api<ReviewsPage>('GET', `${reviewsOf(fixture.courseId)}?cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).body.data;
    expect(second.items[0].text).toBe(`${SEEDED_REVIEW_TEXT} Seeded 189.`);
    expect((await api('GET', `${reviewsOf(fixture.courseId)}?cursor=not-a-cursor`)).status).toBe(400);

    const reads = await readsOfPage();
    const page = await fetchPage(`/courses/${fixture.courseId}`);
    console.info(`Firestore reads of an uncached course page render: ${before} with no review, ${reads} with 200 reviews`);
    // The course's summary carries the rating; the page reads its first page of reviews, never all 200.
    expect(reads).toBeLessThanOrEqual(before + 11);
    const [course] = structuredData<CourseNode>(page.html).filter((data) => data['@type'] === 'Course');
    expect(course.aggregateRating).toMatchObject({ ratingValue: 3, ratingCount: 200 });
    expect(course.review).toHaveLength(10);
  });
});
