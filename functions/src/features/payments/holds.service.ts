import type { SeatHoldList } from '../../contract';
import { AppError } from '../../lib/app-error';

import { activeHolds, clientKey } from './hold-rules';
import {
  AlreadyEnrolledError,
  CourseFullError,
  createHeldOrder,
  TooManyHoldsError,
  type HoldExtension,
  type NewOrder,
} from './orders.repository';
import { holdLengths, maxUnpaidHoldsPerClient } from './payments-config';
import { listSeatHolds } from './seat-holds.repository';

/** Two requests can reach for one document at once; the loser tries again, a few times. */
const RETRIES = 4;
const ALREADY_EXISTS = 6;

export const COURSE_FULL = 'This course is full.';
export const COURSE_FULL_FOR_NOW =
  'This course is full for now: its last seats are held for payments in progress. Please try again in a few minutes.';
export const tooManyHolds = (max: number) =>
  `There are already ${max} unpaid orders for this course from your connection. Complete one, or try again once one has expired.`;

/**
 * Holds a seat with an unpaid order (and the coupon's use through `extend`), decision 0065: one
 * hold per learner and course, at most `MAX_UNPAID_HOLDS_PER_CLIENT` per client address and
 * course, shorter holds for the last seats. An unpaid order of the learner's own for this course is
 * left to the caller (`OrderInProgressError`): Razorpay's checkout resumes or replaces it.
 */
export async function holdOrder(order: NewOrder, client: string, extend?: HoldExtension) {
  const maxPerClient = maxUnpaidHoldsPerClient();
  const terms = { client: clientKey(client), maxPerClient, lengths: holdLengths() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await createHeldOrder(order, { ...terms, now: Date.now() }, extend);
    } catch (error) {
      if (error instanceof AlreadyEnrolledError) throw AppError.conflict('You are already enrolled in this course.');
      if (error instanceof CourseFullError) throw AppError.conflict(error.held ? COURSE_FULL_FOR_NOW : COURSE_FULL);
      if (error instanceof TooManyHoldsError) throw AppError.tooManyRequests(tooManyHolds(maxPerClient));
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      if (attempt >= RETRIES) throw AppError.conflict('This course is very busy right now. Please try again.');
    }
  }
}

/** The back-office's view of seats held by unpaid orders now, per course (paid seats are `currentStudents`). */
export async function seatHoldList(now = Date.now()): Promise<SeatHoldList> {
  const courses = (await listSeatHolds())
    .map(({ courseId, holds }) => {
      const running = Object.entries(activeHolds(holds, now)).sort(([, a], [, b]) => a.until - b.until);
      return {
        courseId,
        held: running.length,
        holds: running.map(([orderId, hold]) => ({ orderId, expiresAt: new Date(hold.until).toISOString() })),
      };
    })
    .filter((course) => course.held > 0);
  return { courses };
}
