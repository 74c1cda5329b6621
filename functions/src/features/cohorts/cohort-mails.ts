import { dateTimeForPeople } from '../../contract/calendar';
import { LOCALES, type Locale } from '../../contract/locales';
import { companyInbox, siteLinkIn } from '../mail/mail-config';
import { renderMail, type MailContent, type MailWords } from '../mail/mail-layout';
import { hello } from '../mail/mail-templates';
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

const CALENDAR_TEXT: Record<Locale, (facts: SessionFacts) => { summary: string; description: string }> = {
  en: (facts) => ({
    summary: `${facts.title} (${facts.courseTitle})`,
    description: `Live session of ${facts.cohortName}, ${facts.groupName}. Join: ${facts.meetingUrl}`,
  }),
  hi: (facts) => ({
    summary: `${facts.title} (${facts.courseTitle})`,
    description: `${facts.groupName} के ${facts.cohortName} बैच का लाइव सेशन। जुड़ने का लिंक: ${facts.meetingUrl}`,
  }),
};

/**
 * The `.ics` of a session: REQUEST while it stands (invitation, update, download), CANCEL once
 * cancelled. Its words in another language than English carry their language (RFC 5545 LANGUAGE).
 */
export function sessionCalendar(facts: SessionFacts, method: CalendarEvent['method'], stamp: Date, language: Locale = 'en'): string {
  return calendarFile({
    uid: sessionUid(facts.id),
    sequence: facts.sequence,
    method,
    start: facts.startsAt,
    end: endOf(facts),
    stamp,
    ...CALENDAR_TEXT[language](facts),
    ...(language !== 'en' && { language: LOCALES[language].hreflang }),
    url: facts.meetingUrl,
    organizer: { name: 'CricVision Academy', email: companyInbox() },
  });
}

type SessionLabels = { session: string; when: string; duration: string; course: string; meeting: string };

const SESSION_LABELS: Record<Locale, SessionLabels & { minutes: (count: number) => string; join: string; note: string }> = {
  en: {
    session: 'Session',
    when: 'When',
    duration: 'Duration',
    course: 'Course',
    meeting: 'Meeting link',
    minutes: (count) => `${count} minutes`,
    join: 'Join the session',
    note: 'You receive this because you are a member of this cohort.',
  },
  hi: {
    session: 'सेशन',
    when: 'कब',
    duration: 'अवधि',
    course: 'कोर्स',
    meeting: 'मीटिंग लिंक',
    minutes: (count) => `${count} मिनट`,
    join: 'सेशन में शामिल हों',
    note: 'यह मेल आपको इसलिए मिला है क्योंकि आप इस बैच के सदस्य हैं।',
  },
};

type ChangeWords = Pick<MailContent, 'subject' | 'preview' | 'heading' | 'paragraphs'>;

const SESSION_CHANGE: Record<Locale, (facts: SessionFacts, kind: SessionChangeKind, when: string) => ChangeWords> = {
  en: (facts, kind, when) => {
    const cancelled = kind === 'cancelled';
    return {
      subject: { scheduled: 'Live session', updated: 'Changed', cancelled: 'Cancelled' }[kind] + `: ${facts.title}`,
      preview: cancelled ? `${facts.title} on ${when} will not take place.` : `${facts.title}: ${when}, ${facts.durationMinutes} minutes.`,
      heading: cancelled ? 'A live session is cancelled' : kind === 'updated' ? 'A live session has changed' : 'You are invited to a live session',
      paragraphs: cancelled
        ? [`${facts.title}, planned for ${when}, is cancelled. The attached calendar file removes it from your calendar.`]
        : [
            `${facts.groupName} has ${kind === 'updated' ? 'changed' : 'scheduled'} a live session for ${facts.cohortName} in ${facts.courseTitle}.`,
            'Open the attached calendar file to add it to your calendar; we will also remind you an hour before it starts.',
          ],
    };
  },
  hi: (facts, kind, when) => {
    const cancelled = kind === 'cancelled';
    return {
      subject: { scheduled: 'लाइव सेशन', updated: 'बदलाव', cancelled: 'रद्द' }[kind] + `: ${facts.title}`,
      preview: cancelled ? `${when} को होने वाला ${facts.title} अब नहीं होगा।` : `${facts.title}: ${when}, ${facts.durationMinutes} मिनट।`,
      heading: cancelled ? 'एक लाइव सेशन रद्द हो गया है' : kind === 'updated' ? 'एक लाइव सेशन में बदलाव हुआ है' : 'आपको एक लाइव सेशन में बुलाया गया है',
      paragraphs: cancelled
        ? [`${when} के लिए तय ${facts.title} रद्द कर दिया गया है। साथ लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर से हटा देगी।`]
        : [
            `${facts.groupName} ने ${facts.courseTitle} में ${facts.cohortName} बैच के लिए एक लाइव सेशन ${kind === 'updated' ? 'में बदलाव किया है' : 'तय किया है'}।`,
            'इसे अपने कैलेंडर में जोड़ने के लिए साथ लगी कैलेंडर फ़ाइल खोलें; सेशन शुरू होने से एक घंटा पहले हम आपको याद भी दिला देंगे।',
          ],
    };
  },
};

/** To one cohort member, in their language: a session scheduled, changed or cancelled, with its `.ics`. */
export function sessionChangeMail(
  to: string,
  facts: SessionFacts,
  kind: SessionChangeKind,
  stamp: Date,
  language: Locale = 'en',
): OutboxMail {
  const when = dateTimeForPeople(facts.startsAt, language);
  const cancelled = kind === 'cancelled';
  const labels = SESSION_LABELS[language];
  const message = renderMail({
    ...SESSION_CHANGE[language](facts, kind, when),
    greeting: hello(null, language),
    details: [
      [labels.session, facts.title],
      [labels.when, when],
      [labels.duration, labels.minutes(facts.durationMinutes)],
      [labels.course, facts.courseTitle],
      ...(cancelled ? [] : ([[labels.meeting, facts.meetingUrl]] as Array<[string, string]>)),
    ],
    ...(cancelled ? {} : { action: { label: labels.join, url: facts.meetingUrl } }),
    note: labels.note,
    language,
  });
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  return {
    to,
    message: {
      ...message,
      attachments: [
        {
          filename: 'invite.ics',
          content: sessionCalendar(facts, method, stamp, language),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    },
  };
}

const SESSION_REMINDER: Record<Locale, (facts: SessionFacts, when: string) => ChangeWords> = {
  en: (facts, when) => ({
    subject: `Starting in an hour: ${facts.title}`,
    preview: `${facts.title} starts at ${when}.`,
    heading: 'Your live session starts in an hour',
    paragraphs: [`${facts.title}, a live session of ${facts.cohortName} in ${facts.courseTitle}, starts at ${when}.`],
  }),
  hi: (facts, when) => ({
    subject: `एक घंटे में शुरू: ${facts.title}`,
    preview: `${facts.title} ${when} पर शुरू होगा।`,
    heading: 'आपका लाइव सेशन एक घंटे में शुरू होगा',
    paragraphs: [`${facts.courseTitle} में ${facts.cohortName} बैच का लाइव सेशन ${facts.title} ${when} पर शुरू होगा।`],
  }),
};

/** To one cohort member, an hour before, in their language. */
export function sessionReminderMail(to: string, facts: SessionFacts, language: Locale = 'en'): OutboxMail {
  const when = dateTimeForPeople(facts.startsAt, language);
  const labels = SESSION_LABELS[language];
  return {
    to,
    message: renderMail({
      ...SESSION_REMINDER[language](facts, when),
      greeting: hello(null, language),
      details: [
        [labels.when, when],
        [labels.duration, labels.minutes(facts.durationMinutes)],
        [labels.meeting, facts.meetingUrl],
      ],
      action: { label: labels.join, url: facts.meetingUrl },
      note: labels.note,
      language,
    }),
  };
}

interface IdleMember {
  name: string;
  courseId: string;
  courseTitle: string;
  cohortName: string;
  groupName: string;
  progress: number;
}

const IDLE_REMINDER: Record<Locale, (facts: IdleMember) => MailWords> = {
  en: (facts) => ({
    subject: `Pick up where you left off: ${facts.courseTitle}`,
    preview: `${facts.groupName} would like you to continue ${facts.courseTitle}.`,
    heading: 'Your course is waiting for you',
    paragraphs: [
      `${facts.groupName} is following ${facts.cohortName} in ${facts.courseTitle}, and you have not opened the course for a while.`,
      `You are ${facts.progress} % of the way through. A few minutes today keeps you on track with your cohort.`,
    ],
    action: 'Continue the course',
    note: 'Your group’s coordinator sent this reminder; you receive at most one a day.',
  }),
  hi: (facts) => ({
    subject: `वहीं से शुरू करें जहाँ आपने छोड़ा था: ${facts.courseTitle}`,
    preview: `${facts.groupName} चाहता है कि आप ${facts.courseTitle} जारी रखें।`,
    heading: 'आपका कोर्स आपका इंतज़ार कर रहा है',
    paragraphs: [
      `${facts.groupName} ${facts.courseTitle} में ${facts.cohortName} बैच की प्रगति पर नज़र रख रहा है, और आपने कुछ समय से कोर्स नहीं खोला है।`,
      `आप ${facts.progress}% पूरा कर चुके हैं। आज के कुछ मिनट आपको अपने बैच के साथ बनाए रखेंगे।`,
    ],
    action: 'कोर्स जारी रखें',
    note: 'यह रिमाइंडर आपके ग्रुप के कोऑर्डिनेटर ने भेजा है; आपको दिन में ज़्यादा से ज़्यादा एक ही मिलेगा।',
  }),
};

/** From the cohort grid: a nudge to a member who has opened nothing for a while, in their language. */
export function idleReminderMail(to: string, facts: IdleMember, language: Locale = 'en'): OutboxMail {
  const { action, ...words } = IDLE_REMINDER[language](facts);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(facts.name, language),
      action: { label: action, url: siteLinkIn(language, `/user/courses/${encodeURIComponent(facts.courseId)}`) },
      language,
    }),
  };
}
