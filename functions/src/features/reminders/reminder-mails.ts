import { REMINDER_LABELS, type ReminderKind } from '../../contract';
import { siteLink } from '../mail/mail-config';
import { renderMail } from '../mail/mail-layout';
import { hello } from '../mail/mail-templates';
import type { OutboxMail } from '../mail/outbox.repository';

import { oneClickUrl, unsubscribePageUrl } from './unsubscribe-link';

/** `name`: only once the address is proven theirs (mail-templates' `greetingName`). */
interface Recipient {
  uid: string;
  email: string;
  name: string | null;
}

/**
 * A reminder with what bulk senders must carry (RFC 8058, and Gmail's and Yahoo's sender rules):
 * List-Unsubscribe with an https one-click address and List-Unsubscribe-Post, a link to stop this
 * kind in the text, and one to the email preferences.
 */
function reminderMail(to: Recipient, kind: ReminderKind, content: Parameters<typeof renderMail>[0]): OutboxMail {
  const message = renderMail({
    ...content,
    links: [
      { label: `Stop ${REMINDER_LABELS[kind].label.toLowerCase()} emails`, url: unsubscribePageUrl(to.uid, kind) },
      { label: 'Choose which emails you get', url: `${siteLink('/profile')}#emails` },
    ],
  });
  return {
    to: to.email,
    message,
    headers: { 'List-Unsubscribe': `<${oneClickUrl(to.uid, kind)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function idleCourseMail(to: Recipient, course: { id: string; title: string; progress: number }, days: number): OutboxMail {
  const started = course.progress > 0;
  return reminderMail(to, 'progress', {
    subject: started ? `Pick up ${course.title} where you left off` : `Your course is waiting: ${course.title}`,
    preview: `It has been ${days} days since you last opened ${course.title}.`,
    heading: started ? `You are ${course.progress}% through` : 'Ready when you are',
    greeting: hello(to.name),
    paragraphs: [
      started
        ? `It has been ${days} days since you last opened ${course.title}. You are ${course.progress}% of the way through: a lesson a day gets you to your certificate.`
        : `It has been ${days} days since you enrolled in ${course.title}, and the first lesson is still waiting for you.`,
    ],
    action: { label: started ? 'Continue learning' : 'Start the first lesson', url: siteLink(`/user/courses/${encodeURIComponent(course.id)}`) },
    note: `We send at most two of these for a course. You enrolled in ${course.title} with this address.`,
  });
}

export function unfinishedCheckoutMail(to: Recipient, course: { id: string; title: string }): OutboxMail {
  return reminderMail(to, 'checkout', {
    subject: `You did not finish enrolling in ${course.title}`,
    preview: 'No money was taken. Your place is not held, but you can enroll again in a minute.',
    heading: 'Still interested?',
    greeting: hello(to.name),
    paragraphs: [
      `Yesterday you started paying for ${course.title} and did not finish. No money was taken; if your account was debited, the amount returns to it automatically.`,
      'If something went wrong at the payment step, another method (UPI, a card, net banking) usually works.',
    ],
    action: { label: 'Enroll now', url: siteLink(`/courses/${encodeURIComponent(course.id)}`) },
    note: 'We send this once for a course.',
  });
}

export function oneCheckpointLeftMail(to: Recipient, course: { id: string; title: string }): OutboxMail {
  return reminderMail(to, 'certificate', {
    subject: `One checkpoint from your ${course.title} certificate`,
    preview: 'Every module is done: pass the last checkpoint and your certificate is issued at once.',
    heading: 'One checkpoint to go',
    greeting: hello(to.name),
    paragraphs: [
      `Every module of ${course.title} is complete. Pass its last checkpoint and your certificate, which anyone can verify, is issued at once.`,
    ],
    action: { label: 'Open the course', url: siteLink(`/user/courses/${encodeURIComponent(course.id)}`) },
    note: 'We send this once for a course.',
  });
}
