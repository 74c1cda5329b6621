import { AppError } from '../../lib/app-error';
import {
  AlreadyEnrolledError,
  CourseFullError,
  holdSeat,
  type HoldExtension,
  type NewOrder,
} from '../enrollments/enrollments.service';

/** Two learners can reach for the same seat; the loser tries the next one, a few times. */
const SEAT_RETRIES = 4;
const ALREADY_EXISTS = 6;

/**
 * Holds a seat with the order (and the enrolment, pending payment), retrying when another learner
 * took that seat first. An unpaid order of the learner's own for this course is left to the caller
 * (`OrderInProgressError`): Razorpay's checkout resumes it, the demo card refuses.
 */
export async function holdSeatOrRefuse(order: NewOrder, extend?: HoldExtension) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await holdSeat(order, extend);
    } catch (error) {
      if (error instanceof AlreadyEnrolledError) throw AppError.conflict('You are already enrolled in this course.');
      if (error instanceof CourseFullError) throw AppError.conflict('This course is full.');
      const seatTaken = (error as { code?: number }).code === ALREADY_EXISTS;
      if (!seatTaken) throw error;
      if (attempt >= SEAT_RETRIES) throw AppError.conflict('This course is very busy right now. Please try again.');
    }
  }
}
