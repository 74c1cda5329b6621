import { dateForPeople, dateTimeForPeople } from '../../contract/calendar';
import { formatRupees } from '../../contract/money';
import { certificateVerificationPath } from '../../contract/public-pages';

import { renderMail } from './mail-layout';
import type { OutboxMail } from './outbox.repository';
import { siteLink } from './mail-config';

const SUPPORT = 'support@cricvision.in';

/**
 * The greeting. A name is a stranger's words until the address it goes to is proven the account's
 * (anyone can register any address under any name), so mails to an unverified address pass null.
 */
export const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/**
 * The name a mail may greet its reader by: only once the address is proven theirs. Anyone can
 * register any address, and a typed name sent from our domain to a stranger is someone else's words.
 */
export const greetingName = (person: { name: string; isEmailVerified: boolean }) => (person.isEmailVerified ? person.name : null);

/** Goes to an address not yet proven, so it carries nothing the registrant typed but the address. */
export function verifyEmailMail(to: string, oobCode: string, newAddress = false): OutboxMail {
  const url = siteLink('/verify-email', { oobCode });
  return {
    to,
    message: renderMail({
      subject: newAddress ? 'Confirm your new CricVision email address' : 'Confirm your CricVision email address',
      preview: 'One click to confirm this address belongs to you.',
      heading: newAddress ? 'Confirm your new email address' : 'Confirm your email address',
      greeting: hello(null),
      paragraphs: newAddress
        ? [
            `You asked to sign in to CricVision with ${to} from now on. Confirm it and it becomes your login; until then your current address stays in use.`,
          ]
        : [
            'Welcome to CricVision Academy. Please confirm that this address is yours, so we can send your receipts, certificates and password resets here.',
          ],
      action: { label: 'Confirm my email', url },
      note: 'The link works once and expires after three days. If you did not ask for this, ignore this mail: nothing changes.',
    }),
  };
}

export function resetPasswordMail(to: string, name: string | null, oobCode: string): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: 'Reset your CricVision password',
      preview: 'Choose a new password for your CricVision account.',
      heading: 'Reset your password',
      greeting: hello(name),
      paragraphs: [
        'We received a request to reset the password of your CricVision account. Choose a new one with the button below.',
      ],
      action: { label: 'Choose a new password', url: siteLink('/reset-password', { oobCode }) },
      note: 'The link works once and expires after one hour. If you did not ask for a reset, ignore this mail: your password stays as it is.',
    }),
  };
}

export function passwordChangedMail(to: string, name: string | null, when: Date): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: 'Your CricVision password was changed',
      preview: 'Your password was changed and every other session was signed out.',
      heading: 'Your password was changed',
      greeting: hello(name),
      paragraphs: [
        `The password of your CricVision account was changed on ${dateTimeForPeople(when)}. Every other device signed in to your account has been signed out.`,
        `If this was not you, reset your password straight away with the button below, then write to ${SUPPORT} so we can check your account.`,
      ],
      action: { label: 'Reset my password', url: siteLink('/forgot-password') },
      note: 'If you made this change, there is nothing more to do.',
    }),
  };
}

export interface ReceiptFacts {
  courseId: string;
  courseTitle: string;
  /** CV-2026-000123; null on an order placed before orders were numbered. */
  orderNumber: string | null;
  amount: number;
  paymentReference: string;
  paidAt: Date;
  /** The tax invoice: its number and a signed link that returns the PDF. */
  invoice?: { number: string; url: string } | null;
}

export function enrolmentReceiptMail(to: string, name: string | null, receipt: ReceiptFacts): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Your receipt: ${receipt.courseTitle}`,
      preview: `You are enrolled in ${receipt.courseTitle}. Here is your receipt.`,
      heading: 'You are enrolled',
      greeting: hello(name),
      paragraphs: [
        `Thank you for enrolling in ${receipt.courseTitle}. Your payment was received and the course is open in your learning area.`,
      ],
      details: [
        ['Course', receipt.courseTitle],
        ...(receipt.orderNumber ? [['Order number', receipt.orderNumber] as [string, string]] : []),
        ['Amount paid', formatRupees(receipt.amount)],
        ['Payment reference', receipt.paymentReference],
        ['Date', dateForPeople(receipt.paidAt)],
        ...(receipt.invoice ? [['Tax invoice', receipt.invoice.number] as [string, string]] : []),
      ],
      ...(receipt.invoice ? { links: [{ label: 'Download your tax invoice (PDF)', url: receipt.invoice.url }] } : {}),
      action: { label: 'Start learning', url: siteLink(`/user/courses/${encodeURIComponent(receipt.courseId)}`) },
      note: `Keep this mail as your receipt. Questions about a payment: ${SUPPORT}.`,
    }),
  };
}

export interface RefundFacts {
  courseTitle: string;
  amount: number;
  refundReference: string;
  refundedAt: Date;
  creditNoteNumber?: string | null;
}

export function refundProcessedMail(to: string, name: string | null, refund: RefundFacts): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Your refund: ${refund.courseTitle}`,
      preview: `${formatRupees(refund.amount)} is on its way back to you.`,
      heading: 'Your refund is processed',
      greeting: hello(name),
      paragraphs: [
        `We have refunded your payment for ${refund.courseTitle}. The money goes back the way you paid; banks usually show it within 5 to 7 working days.`,
        'Your access to the course has ended, and any certificate of it is now marked as refunded.',
      ],
      details: [
        ['Course', refund.courseTitle],
        ['Amount refunded', formatRupees(refund.amount)],
        ['Refund reference', refund.refundReference],
        ['Date', dateForPeople(refund.refundedAt)],
      ],
      action: { label: 'Orders and invoices', url: siteLink('/profile') },
      note: `A credit note for this refund is in Orders and invoices on your profile. Questions: ${SUPPORT}.`,
    }),
  };
}

export interface ReturnedPaymentFacts {
  courseTitle: string;
  amount: number;
  paymentReference: string;
  /** Why the order could not take it, finishing 'We could not take it: …'. */
  why: string;
  /** Whether the buyer is enrolled all the same (by an earlier payment of the order). */
  enrolled: boolean;
}

/** A payment the order could not take goes back in full; the buyer is told why when it is decided. */
export function paymentReturnedMail(to: string, name: string | null, payment: ReturnedPaymentFacts): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Your payment is being refunded: ${payment.courseTitle}`,
      preview: `${formatRupees(payment.amount)} goes back to you in full.`,
      heading: 'Your payment is being refunded',
      greeting: hello(name),
      paragraphs: [
        `We received your payment of ${formatRupees(payment.amount)} for ${payment.courseTitle}, but could not take it: ${payment.why}. We are refunding it in full. The money goes back the way you paid; banks usually show it within 5 to 7 working days.`,
        payment.enrolled
          ? 'Your enrollment from your first payment stays as it is.'
          : 'You have not been enrolled, and nothing else was charged. You can order the course again from its page.',
      ],
      details: [
        ['Course', payment.courseTitle],
        ['Amount refunded', formatRupees(payment.amount)],
        ['Payment reference', payment.paymentReference],
      ],
      action: { label: 'Orders and invoices', url: siteLink('/profile') },
      note: `Questions about a payment: ${SUPPORT}.`,
    }),
  };
}

export function certificateIssuedMail(
  to: string,
  name: string | null,
  courseTitle: string,
  certificateId: string,
  hash: string,
): OutboxMail {
  const url = siteLink(certificateVerificationPath(hash));
  return {
    to,
    message: renderMail({
      subject: `Your certificate: ${courseTitle}`,
      preview: `Congratulations: you completed ${courseTitle}.`,
      heading: 'Congratulations, you are certified',
      greeting: hello(name),
      paragraphs: [
        `You completed ${courseTitle} and your certificate has been issued. Anyone can check it at its verification link, so share it with clubs, academies and employers.`,
      ],
      details: [
        ['Course', courseTitle],
        ['Certificate ID', certificateId],
        ['Signed credential (Open Badges 3.0)', siteLink(`/api/credentials/${encodeURIComponent(hash)}`)],
      ],
      action: { label: 'View and verify my certificate', url },
    }),
  };
}

export interface ContactFacts {
  id: string;
  name: string;
  email: string;
  message: string;
  subject?: string;
  category?: string;
}

/**
 * The same fixed text for every sender: it goes to whatever address was typed, so it echoes nothing
 * a stranger typed (no name, no message) and cannot carry someone else's words from our address.
 */
export function contactAcknowledgementMail(to: string): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: 'We received your message',
      preview: 'Thank you for writing to CricVision. We reply within 24 hours.',
      heading: 'Thank you for writing to us',
      greeting: hello(null),
      paragraphs: [
        'Your message reached CricVision. Someone from our team will reply to this address within 24 hours (Monday to Friday, 9 AM to 6 PM IST).',
      ],
      note: 'If you did not write to us, someone entered your address by mistake; you can ignore this mail.',
    }),
  };
}

export function contactNotificationMail(inbox: string, contact: ContactFacts): OutboxMail {
  const details: Array<[string, string]> = [
    ['From', `${contact.name} <${contact.email}>`],
    ...(contact.subject ? ([['Subject', contact.subject]] as Array<[string, string]>) : []),
    ...(contact.category ? ([['Category', contact.category]] as Array<[string, string]>) : []),
    ['Reference', contact.id],
  ];
  return {
    to: inbox,
    message: renderMail({
      subject: `New contact message from ${contact.name}`,
      preview: contact.message.slice(0, 120),
      heading: 'New contact message',
      greeting: 'Hello team,',
      paragraphs: ['A visitor wrote through the contact form. We promise an answer within 24 hours.'],
      quote: contact.message,
      details,
      action: { label: 'Open in the back-office', url: siteLink('/admin/contacts', { contact: contact.id }) },
      note: `Reply to ${contact.email} directly; the message is marked new in the back-office until someone reads it.`,
    }),
  };
}

/** An admin hid the reader's course review: what they wrote stays theirs, unchanged, and they can edit it. */
export function reviewHiddenMail(
  to: string,
  name: string | null,
  courseTitle: string,
  reason: string,
  coursePath: string,
): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Your review of ${courseTitle} was hidden`,
      preview: 'A moderator hid your course review from the course page.',
      heading: 'Your review was hidden',
      greeting: hello(name),
      paragraphs: [
        `A moderator hid your review of ${courseTitle} from the course page, so it no longer counts towards the course's rating. Your words were not changed. The reason they gave:`,
      ],
      quote: reason,
      action: { label: 'Open the course', url: siteLink(coursePath) },
      note: `If you think this was a mistake, write to ${SUPPORT} and tell us which review it was.`,
    }),
  };
}

/** To the asker: someone replied to their question under a lesson (issue 36). */
export function questionAnsweredMail(
  to: string,
  name: string | null,
  question: { title: string; courseTitle: string; lessonTitle: string; byInstructor: boolean; reply: string },
  lessonPath: string,
): OutboxMail {
  const who = question.byInstructor ? 'An instructor' : 'A learner in the course';
  return {
    to,
    message: renderMail({
      subject: `${question.byInstructor ? 'Your instructor answered' : 'New reply to'}: ${question.title}`,
      preview: `${who} replied to your question on ${question.lessonTitle}.`,
      heading: question.byInstructor ? 'Your question was answered' : 'Your question has a reply',
      greeting: hello(name),
      paragraphs: [`${who} replied to your question "${question.title}" on ${question.lessonTitle} in ${question.courseTitle}:`],
      quote: question.reply,
      action: { label: 'Open the lesson', url: siteLink(lessonPath) },
      note: 'You get this mail because you asked this question. Replies to your own questions are always sent.',
    }),
  };
}

/** To an instructor, once a day: the questions in their courses no instructor has answered yet. */
export function unansweredQuestionsMail(
  to: string,
  name: string | null,
  waiting: Array<{ courseTitle: string; lessonTitle: string; title: string; askedOn: string }>,
  staffPath: string,
): OutboxMail {
  const count = waiting.length;
  return {
    to,
    message: renderMail({
      subject: `${count} ${count === 1 ? 'question is' : 'questions are'} waiting for an answer`,
      preview: 'Learners asked under lessons of your courses and no instructor has answered yet.',
      heading: 'Questions waiting for you',
      greeting: hello(name),
      paragraphs: [
        `Learners in your courses asked ${count === 1 ? 'a question' : `${count} questions`} that no instructor has answered yet.`,
      ],
      details: waiting.slice(0, 20).map((item) => [`${item.courseTitle} · ${item.lessonTitle} · ${item.askedOn}`, item.title]),
      action: { label: 'Answer questions', url: siteLink(staffPath) },
      note: 'You get this digest at most once a day, while questions in the courses you instruct wait for an answer.',
    }),
  };
}

/** To the learner, when an instructor marks their assignment: the outcome, the points and the feedback. */
export function assignmentMarkedMail(
  to: string,
  name: string | null,
  marked: {
    courseTitle: string;
    lessonTitle: string;
    attempt: number;
    passed: boolean;
    total: number;
    outOf: number;
    feedback: string;
    /** Hand-ins still allowed after a 'needs work'. */
    submissionsLeft: number;
  },
  lessonPath: string,
): OutboxMail {
  const outcome = marked.passed ? 'Passed' : 'Needs work';
  const next = marked.passed
    ? 'Well done: the assignment counts towards your course.'
    : marked.submissionsLeft > 0
      ? `Read the feedback, improve your work and hand it in again: you can resubmit ${marked.submissionsLeft} more ${marked.submissionsLeft === 1 ? 'time' : 'times'}.`
      : 'You have used every submission this assignment allows. Ask your instructor under the lesson if you need another.';
  return {
    to,
    message: renderMail({
      subject: `Your assignment is marked: ${marked.lessonTitle}`,
      preview: `${outcome} · ${marked.total} / ${marked.outOf} points`,
      heading: marked.passed ? 'Your assignment passed' : 'Your assignment needs more work',
      greeting: hello(name),
      paragraphs: [`Your instructor marked attempt ${marked.attempt} of "${marked.lessonTitle}" in ${marked.courseTitle}.`, next],
      details: [
        ['Result', outcome],
        ['Points', `${marked.total} / ${marked.outOf}`],
      ],
      quote: marked.feedback,
      action: { label: 'Open the assignment', url: siteLink(lessonPath) },
      note: 'You get this mail because you handed in this assignment.',
    }),
  };
}
