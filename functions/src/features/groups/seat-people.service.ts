import {
  ALREADY_ENROLLED,
  SEAT_NOT_FOUND,
  SEAT_STARTED,
  VERIFY_TO_JOIN,
  GROUP_NOT_FOUND,
  type ClaimResult,
  type JoinView,
  type ReassignResult,
  type User,
} from '../../contract';
import { localiseCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { COURSE_NOT_FOUND, findCourse, findCourses } from '../courses/catalog.service';
import { findUsers } from '../users/users.service';

import { seatReassignedMail } from './group-mails';
import { findGroup, type StoredGroup } from './groups.repository';
import { InvitationClaimedError, findInvitations } from './invitations.repository';
import { invitationSend, invitationView, inviteeLanguage, noSeatsLeft, shardOrder } from './invitations.service';
import { seatSearchTerms } from './member-search';
import {
  AlreadyEnrolledError,
  NoSeatLeftError,
  SeatGoneError,
  SeatStartedError,
  assignmentId,
  claimSeat,
  findAssignment,
  listPools,
  releaseUnstartedSeat,
  shardFreeCounts,
} from './seats.repository';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The group whose join page the caller may use: it has an email domain and the caller's address is
 * at it. Anyone else (no such group, no domain, another domain) gets the same 404, so a group id is
 * not confirmed to someone outside it.
 */
async function groupAtCallersDomain(groupId: string, user: User): Promise<StoredGroup> {
  const group = await findGroup(groupId);
  if (!group || !group.emailDomain || domainOf(user.email) !== group.emailDomain) throw AppError.notFound(GROUP_NOT_FOUND);
  return group;
}

/** The join page for a proven address at the group's domain: the courses with a seat free, and those already taken, in `language` where they have a version. */
export async function joinView(groupId: string, user: User, language: Locale): Promise<JoinView> {
  const group = await groupAtCallersDomain(groupId, user);
  if (!user.isEmailVerified) throw AppError.notFound(GROUP_NOT_FOUND);
  const pools = (await listPools(group.id)).filter((pool) => pool.purchased > 0);
  const [courses, held] = await Promise.all([
    findCourses(pools.map((pool) => pool.courseId)),
    Promise.all(pools.map((pool) => findAssignment(assignmentId(group.id, pool.courseId, user.uid)))),
  ]);
  return {
    groupId: group.id,
    groupName: group.name,
    emailDomain: group.emailDomain as string,
    courses: pools
      .map((pool, i) => {
        const course = courses.get(pool.courseId);
        const shown = course ? localiseCourse(course, language) : null;
        return {
          courseId: pool.courseId,
          courseTitle: shown?.title ?? '',
          courseLanguage: shown?.language ?? SOURCE_LOCALE,
          free: pool.free,
          joined: !!held[i] && !held[i]!.released,
        };
      })
      .filter((course) => course.courseTitle && (course.free > 0 || course.joined))
      .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle)),
  };
}

/**
 * A proven address at the group's domain takes a seat without an invitation: the same one
 * transaction as an invitation's claim (a seat from a shard, the assignment, the enrolment).
 */
export async function joinByDomain(groupId: string, courseId: string, user: User): Promise<ClaimResult> {
  const group = await groupAtCallersDomain(groupId, user);
  if (!user.isEmailVerified) throw AppError.forbidden(VERIFY_TO_JOIN);
  const pools = await listPools(group.id);
  if (!pools.some((pool) => pool.courseId === courseId && pool.purchased > 0)) throw AppError.notFound(COURSE_NOT_FOUND);
  const free = await shardFreeCounts(group.id, courseId);
  if (free.every((count) => count <= 0)) throw await noSeatsLeft(group.id, courseId);
  try {
    const claimed = await claimSeat(
      {
        groupId: group.id,
        courseId,
        uid: user.uid,
        email: user.email.toLowerCase(),
        via: 'domain',
        invitationId: null,
        searchTerms: seatSearchTerms(user.email, user),
      },
      shardOrder(free),
      async () => () => undefined,
    );
    return { enrollmentId: claimed.enrollmentId, courseId, groupId: group.id };
  } catch (error) {
    if (error instanceof NoSeatLeftError) throw await noSeatsLeft(group.id, courseId);
    if (error instanceof AlreadyEnrolledError) throw AppError.conflict(ALREADY_ENROLLED);
    throw error;
  }
}

/**
 * Gives a seat whose learner has not started to another address: in one transaction the seat goes
 * back to the group's pool, the learner's enrolment from it ends, the new address is invited to the
 * same course, and the learner losing the seat is told by mail. A started seat stays theirs (409).
 */
export async function reassignSeat(group: StoredGroup, id: string, email: string): Promise<ReassignResult> {
  const seat = await findAssignment(id);
  if (!seat || seat.groupId !== group.id || seat.released) throw AppError.notFound(SEAT_NOT_FOUND);
  const [course, users] = await Promise.all([findCourse(seat.courseId), findUsers([seat.uid])]);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  const learner = users.get(seat.uid);
  const learnerEmail = learner?.email ?? seat.email;
  const language = learner?.language ?? SOURCE_LOCALE;
  if (learnerEmail.toLowerCase() === email) {
    const msg = 'This seat is already theirs: give it to another address';
    throw AppError.badRequest(msg, [{ msg, path: 'email' }]);
  }
  const send = invitationSend(group, course, email, undefined, await inviteeLanguage(email));
  try {
    await releaseUnstartedSeat(id, group.id, {
      sends: [send],
      mails: [
        seatReassignedMail(
          learnerEmail,
          { groupName: group.name, courseTitle: localiseCourse(course, language).title },
          language,
        ),
      ],
    });
  } catch (error) {
    if (error instanceof SeatGoneError) throw AppError.notFound(SEAT_NOT_FOUND);
    if (error instanceof SeatStartedError) throw AppError.conflict(SEAT_STARTED);
    if (error instanceof InvitationClaimedError) {
      const msg = `${email} has already claimed a seat of this course`;
      throw AppError.badRequest(msg, [{ msg, path: 'email' }]);
    }
    throw error;
  }
  const [invitation] = await findInvitations([send.id]);
  return {
    released: { assignmentId: seat.id, email: learnerEmail, courseId: seat.courseId },
    invitation: invitationView(invitation, course.title),
  };
}
