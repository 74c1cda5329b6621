import { createHash, randomBytes } from 'node:crypto';

import {
  ALREADY_ENROLLED,
  INVITATION_ALREADY_CLAIMED,
  INVITATION_DAYS,
  INVITATION_NOT_FOUND,
  NO_SEATS_LEFT,
  VERIFY_TO_CLAIM,
  invitationForAnother,
  maskEmail,
  type ClaimResult,
  type InvitationInput,
  type InvitationList,
  type InvitationPreview,
  type InvitationsCreated,
  type InvitationView,
  type User,
  type Course,
} from '../../contract';
import { localiseCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { COURSE_NOT_FOUND, findCourse, findCourses } from '../courses/catalog.service';
import { findUserByEmail, findUsers } from '../users/users.service';

import { invitationMail, noSeatsLeftMail } from './group-mails';
import { findGroup, type StoredGroup } from './groups.repository';
import {
  InvitationClaimedError,
  changeInvitation,
  findInvitation,
  findInvitationByTokenHash,
  listInvitations,
  markClaimedInTransaction,
  readInvitationInTransaction,
  sendInvitations,
  type InvitationSend,
  type StoredInvitation,
} from './invitations.repository';
import { seatSearchTerms } from './member-search';
import {
  AlreadyEnrolledError,
  NoSeatLeftError,
  claimSeat,
  listPools,
  mailNoSeatsLeftOnce,
  shardFreeCounts,
} from './seats.repository';

const DAY_MS = 86_400_000;
const INVITATION_GONE = 'Invitation not found';

/** 32 random bytes as base64url: the link's last segment. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** One invitation per group, course and address: inviting an address again renews it. */
const invitationIdOf = (groupId: string, courseId: string, email: string) =>
  createHash('sha256').update(`${groupId}\n${courseId}\n${email}`).digest('hex').slice(0, 32);

const isExpired = (invitation: StoredInvitation, now = Date.now()) =>
  invitation.status === 'pending' && !!invitation.expiresAt && Date.parse(invitation.expiresAt) <= now;

export function invitationView(invitation: StoredInvitation, courseTitle: string): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    courseId: invitation.courseId,
    courseTitle,
    status: isExpired(invitation) ? 'expired' : invitation.status,
    expiresAt: invitation.expiresAt,
    sentAt: invitation.sentAt,
    sentCount: invitation.sentCount,
    claimedAt: invitation.claimedAt,
  };
}

/** A course the group has bought seats of (an invitation to anything else could never be claimed). */
async function seatedCourse(group: StoredGroup, courseId: string) {
  const course = await findCourse(courseId);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  const pools = await listPools(group.id);
  if (!pools.some((pool) => pool.courseId === courseId && pool.purchased > 0)) {
    const msg = 'Your group has no seats of this course yet';
    throw AppError.badRequest(msg, [{ msg, path: 'courseId' }]);
  }
  return course;
}

/** The language of the account at an address the manager typed: its invitation is written in it (English for no account). */
export async function inviteeLanguage(email: string): Promise<Locale> {
  return (await findUserByEmail(email))?.language ?? SOURCE_LOCALE;
}

/** One address's invitation to a course with its mail, in `language`, and its own new claim link. */
export function invitationSend(
  group: StoredGroup,
  course: Course,
  email: string,
  expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS),
  language: Locale = SOURCE_LOCALE,
): InvitationSend {
  const token = newToken();
  const courseTitle = localiseCourse(course, language).title;
  return {
    id: invitationIdOf(group.id, course.uid, email),
    groupId: group.id,
    courseId: course.uid,
    email,
    tokenHash: hashOf(token),
    expiresAt,
    mail: invitationMail(email, { groupName: group.name, courseTitle, token, expiresAt, again: false }, language),
  };
}

/** Invites each address to the course: one mail each with its own claim link, all or none. */
export async function invite(group: StoredGroup, input: InvitationInput): Promise<InvitationsCreated> {
  const course = await seatedCourse(group, input.courseId);
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  const languages = await Promise.all(input.emails.map(inviteeLanguage));
  const sends = input.emails.map((email, i) => invitationSend(group, course, email, expiresAt, languages[i]));
  try {
    const stored = await sendInvitations(sends);
    return { invitations: stored.map((invitation) => invitationView(invitation, course.title)) };
  } catch (error) {
    if (error instanceof InvitationClaimedError) {
      const msg = `${error.email} has already claimed a seat of this course`;
      throw AppError.badRequest(msg, [{ msg, path: `emails.${input.emails.indexOf(error.email)}` }]);
    }
    throw error;
  }
}

export async function groupInvitations(group: StoredGroup): Promise<InvitationList> {
  const invitations = await listInvitations(group.id);
  const courses = await findCourses(invitations.map((invitation) => invitation.courseId));
  return { invitations: invitations.map((invitation) => invitationView(invitation, courses.get(invitation.courseId)?.title ?? '')) };
}

async function groupInvitation(group: StoredGroup, id: string): Promise<StoredInvitation> {
  const invitation = await findInvitation(id);
  if (!invitation || invitation.groupId !== group.id) throw AppError.notFound(INVITATION_GONE);
  return invitation;
}

/** A new link (the old one stops working) and a fresh 30 days, for an invitation not yet claimed. */
export async function resendInvitation(group: StoredGroup, id: string): Promise<InvitationView> {
  const found = await groupInvitation(group, id);
  const course = await findCourse(found.courseId);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  const language = await inviteeLanguage(found.email);
  const courseTitle = localiseCourse(course, language).title;
  const { Timestamp, FieldValue } = await import('firebase-admin/firestore');
  const changed = await changeInvitation(id, (invitation) => {
    if (invitation.status === 'claimed') throw AppError.conflict(INVITATION_ALREADY_CLAIMED);
    return {
      fields: {
        status: 'pending',
        tokenHash: hashOf(token),
        expiresAt: Timestamp.fromDate(expiresAt),
        sentAt: FieldValue.serverTimestamp(),
        sentCount: invitation.sentCount + 1,
      },
      mails: [invitationMail(invitation.email, { groupName: group.name, courseTitle, token, expiresAt, again: true }, language)],
    };
  });
  if (!changed) throw AppError.notFound(INVITATION_GONE);
  return invitationView(changed, course.title);
}

/** Revokes an unclaimed invitation: its link stops working at once. */
export async function revokeInvitation(group: StoredGroup, id: string): Promise<InvitationView> {
  await groupInvitation(group, id);
  const changed = await changeInvitation(id, (invitation) => {
    if (invitation.status === 'claimed') throw AppError.conflict(INVITATION_ALREADY_CLAIMED);
    return { fields: { status: 'revoked' }, mails: [] };
  });
  if (!changed) throw AppError.notFound(INVITATION_GONE);
  const course = await findCourse(changed.courseId);
  return invitationView(changed, course?.title ?? '');
}

/** The invitation a link names, refused alike when unknown, revoked or expired (404), or 409 once claimed. */
async function liveInvitation(token: string): Promise<StoredInvitation> {
  const invitation = await findInvitationByTokenHash(hashOf(token));
  if (!invitation || invitation.status === 'revoked' || isExpired(invitation)) throw AppError.notFound(INVITATION_NOT_FOUND);
  if (invitation.status === 'claimed') throw AppError.conflict(INVITATION_ALREADY_CLAIMED);
  return invitation;
}

/** What a link is for, to whoever holds it: the group, the course (in `language` where it has a version), the address masked. */
export async function previewInvitation(token: string, language: Locale): Promise<InvitationPreview> {
  const invitation = await liveInvitation(token);
  const [group, course] = await Promise.all([findGroup(invitation.groupId), findCourse(invitation.courseId)]);
  if (!group || !course) throw AppError.notFound(INVITATION_NOT_FOUND);
  const shown = localiseCourse(course, language);
  return {
    groupName: group.name,
    courseId: course.uid,
    courseTitle: shown.title,
    courseLanguage: shown.language,
    maskedEmail: maskEmail(invitation.email),
    expiresAt: invitation.expiresAt,
  };
}

/** Free shards first, in random order so parallel claims spread; then the rest, in case seats were added meanwhile. */
export function shardOrder(free: number[]): number[] {
  const indices = free.map((_, k) => k);
  const withSeats = indices.filter((k) => free[k] > 0).sort(() => Math.random() - 0.5);
  return [...withSeats, ...indices.filter((k) => free[k] <= 0)];
}

/** Tells the group's managers, once until seats are added, and answers the claim with the 409. */
export async function noSeatsLeft(groupId: string, courseId: string): Promise<AppError> {
  const [group, course] = await Promise.all([findGroup(groupId), findCourse(courseId)]);
  if (group && course) {
    const managers = await findUsers(group.managerUids);
    await mailNoSeatsLeftOnce(
      groupId,
      courseId,
      [...managers.values()].map((manager) =>
        noSeatsLeftMail(manager.email, { groupId, groupName: group.name, courseTitle: course.title }),
      ),
    );
  }
  return AppError.conflict(NO_SEATS_LEFT);
}

/**
 * The invitee claims: signed in with the invited address, proven. One transaction re-reads the
 * invitation, takes a seat from a shard, creates the assignment and the enrolment, and marks the
 * invitation claimed; every shard at 0 is 409 NO_SEATS_LEFT and changes nothing.
 */
export async function claimInvitation(token: string, user: User): Promise<ClaimResult> {
  const invitation = await liveInvitation(token);
  if (user.email.toLowerCase() !== invitation.email)
    throw AppError.forbidden(invitationForAnother(maskEmail(invitation.email)));
  if (!user.isEmailVerified) throw AppError.forbidden(VERIFY_TO_CLAIM);
  const free = await shardFreeCounts(invitation.groupId, invitation.courseId);
  if (free.every((count) => count <= 0)) throw await noSeatsLeft(invitation.groupId, invitation.courseId);
  try {
    const claimed = await claimSeat(
      {
        groupId: invitation.groupId,
        courseId: invitation.courseId,
        uid: user.uid,
        email: invitation.email,
        via: 'invitation',
        invitationId: invitation.id,
        searchTerms: seatSearchTerms(invitation.email, user),
      },
      shardOrder(free),
      async (tx) => {
        const current = await readInvitationInTransaction(tx, invitation.id);
        if (!current || current.tokenHash !== invitation.tokenHash || current.status === 'revoked' || isExpired(current))
          throw AppError.notFound(INVITATION_NOT_FOUND);
        if (current.status === 'claimed') throw AppError.conflict(INVITATION_ALREADY_CLAIMED);
        return (write) => markClaimedInTransaction(write, invitation.id, user.uid);
      },
    );
    return { enrollmentId: claimed.enrollmentId, courseId: invitation.courseId, groupId: invitation.groupId };
  } catch (error) {
    if (error instanceof NoSeatLeftError) throw await noSeatsLeft(invitation.groupId, invitation.courseId);
    if (error instanceof AlreadyEnrolledError) throw AppError.conflict(ALREADY_ENROLLED);
    throw error;
  }
}
