import { dateTimeForPeople } from '../../contract/calendar';
import { companyInbox, siteLink } from '../mail/mail-config';
import { renderMail } from '../mail/mail-layout';
import type { OutboxMail } from '../mail/outbox.repository';

import { calendarFile, type CalendarEvent } from './ics';

export interface SessionFacts {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string;
  sequence: number;
  courseId: string;
  courseTitle: string;
  cohortName: string;
  groupName: string;
}

export type SessionChangeKind = 'scheduled' | 'updated' | 'cancelled';

/** The calendar entry's id: the same for every version of the session, so calendars replace it. */
export const sessionUid = (sessionId: string) => `live-session-${sessionId}@cricvision.in`;

export const endOf = (facts: { startsAt: Date; durationMinutes: number }) =>
  new Date(facts.startsAt.getTime() + facts.durationMinutes * 60_000);

/** The `.ics` of a session: REQUEST while it stands (invitation, update, download), CANCEL once cancelled. */
export function sessionCalendar(facts: SessionFacts, method: CalendarEvent['method'], stamp: Date): string {
  return calendarFile({
    uid: sessionUid(facts.id),
    sequence: facts.sequence,
    method,
    start: facts.startsAt,
    end: endOf(facts),
    stamp,
    summary: `${facts.title} (${facts.courseTitle})`,
    description: `Live session of ${facts.cohortName}, ${facts.groupName}. Join: ${facts.meetingUrl}`,
    url: facts.meetingUrl,
    organizer: { name: 'CricVision Academy', email: companyInbox() },
  });
}

const SUBJECTS: Record<SessionChangeKind, (title: string) => string> = {
  scheduled: (title) => `Live session: ${title}`,
  updated: (title) => `Changed: ${title}`,
  cancelled: (title) => `Cancelled: ${title}`,
};

/** To one cohort member: a session scheduled, changed or cancelled, with its `.ics`. */
export function sessionChangeMail(to: string, facts: SessionFacts, kind: SessionChangeKind, stamp: Date): OutboxMail {
  const when = dateTimeForPeople(facts.startsAt);
  const cancelled = kind === 'cancelled';
  const message = renderMail({
    subject: SUBJECTS[kind](facts.title),
    preview: cancelled ? `${facts.title} on ${when} will not take place.` : `${facts.title}: ${when}, ${facts.durationMinutes} minutes.`,
    heading: cancelled ? 'A live session is cancelled' : kind === 'updated' ? 'A live session has changed' : 'You are invited to a live session',
    greeting: 'Hello,',
    paragraphs: cancelled
      ? [`${facts.title}, planned for ${when}, is cancelled. The attached calendar file removes it from your calendar.`]
      : [
          `${facts.groupName} has ${kind === 'updated' ? 'changed' : 'scheduled'} a live session for ${facts.cohortName} in ${facts.courseTitle}.`,
          'Open the attached calendar file to add it to your calendar; we will also remind you an hour before it starts.',
        ],
    details: [
      ['Session', facts.title],
      ['When', when],
      ['Duration', `${facts.durationMinutes} minutes`],
      ['Course', facts.courseTitle],
      ...(cancelled ? [] : ([['Meeting link', facts.meetingUrl]] as Array<[string, string]>)),
    ],
    ...(cancelled ? {} : { action: { label: 'Join the session', url: facts.meetingUrl } }),
    note: 'You receive this because you are a member of this cohort.',
  });
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  return {
    to,
    message: {
      ...message,
      attachments: [
        {
          filename: 'invite.ics',
          content: sessionCalendar(facts, method, stamp),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    },
  };
}

/** To one cohort member, an hour before. */
export function sessionReminderMail(to: string, facts: SessionFacts): OutboxMail {
  const when = dateTimeForPeople(facts.startsAt);
  return {
    to,
    message: renderMail({
      subject: `Starting in an hour: ${facts.title}`,
      preview: `${facts.title} starts at ${when}.`,
      heading: 'Your live session starts in an hour',
      greeting: 'Hello,',
      paragraphs: [`${facts.title}, a live session of ${facts.cohortName} in ${facts.courseTitle}, starts at ${when}.`],
      details: [
        ['When', when],
        ['Duration', `${facts.durationMinutes} minutes`],
        ['Meeting link', facts.meetingUrl],
      ],
      action: { label: 'Join the session', url: facts.meetingUrl },
      note: 'You receive this because you are a member of this cohort.',
    }),
  };
}

/** From the cohort grid: a nudge to a member who has opened nothing for a while. */
export function idleReminderMail(
  to: string,
  facts: { name: string; courseId: string; courseTitle: string; cohortName: string; groupName: string; progress: number },
): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Pick up where you left off: ${facts.courseTitle}`,
      preview: `${facts.groupName} would like you to continue ${facts.courseTitle}.`,
      heading: 'Your course is waiting for you',
      greeting: facts.name ? `Hello ${facts.name},` : 'Hello,',
      paragraphs: [
        `${facts.groupName} is following ${facts.cohortName} in ${facts.courseTitle}, and you have not opened the course for a while.`,
        `You are ${facts.progress} % of the way through. A few minutes today keeps you on track with your cohort.`,
      ],
      action: { label: 'Continue the course', url: siteLink(`/user/courses/${encodeURIComponent(facts.courseId)}`) },
      note: 'Your group’s coordinator sent this reminder; you receive at most one a day.',
    }),
  };
}
