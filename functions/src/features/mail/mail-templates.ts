import { dateForPeople, dateTimeForPeople } from '../../contract/calendar';
import { formatRupees } from '../../contract/money';
import type { Locale } from '../../contract/locales';
import { certificateVerificationPath } from '../../contract/public-pages';

import { renderMail, type MailWords } from './mail-layout';
import type { OutboxMail } from './outbox.repository';
import { siteLink, siteLinkIn } from './mail-config';

const SUPPORT = 'support@cricvision.in';

/**
 * The greeting. A name is a stranger's words until the address it goes to is proven the account's
 * (anyone can register any address under any name), so mails to an unverified address pass null.
 */
const HELLO: Record<Locale, string> = { en: 'Hello', hi: 'नमस्ते' };
export const hello = (name: string | null, language: Locale = 'en') =>
  name?.trim() ? `${HELLO[language]} ${name.trim()},` : `${HELLO[language]},`;

/**
 * The name a mail may greet its reader by: only once the address is proven theirs. Anyone can
 * register any address, and a typed name sent from our domain to a stranger is someone else's words.
 */
export const greetingName = (person: { name: string; isEmailVerified: boolean }) => (person.isEmailVerified ? person.name : null);


const VERIFY_EMAIL: Record<Locale, (to: string, newAddress: boolean) => MailWords> = {
  en: (to, newAddress) => ({
    subject: newAddress ? 'Confirm your new CricVision email address' : 'Confirm your CricVision email address',
    preview: 'One click to confirm this address belongs to you.',
    heading: newAddress ? 'Confirm your new email address' : 'Confirm your email address',
    paragraphs: newAddress
      ? [
          `You asked to sign in to CricVision with ${to} from now on. Confirm it and it becomes your login; until then your current address stays in use.`,
        ]
      : [
          'Welcome to CricVision Academy. Please confirm that this address is yours, so we can send your receipts, certificates and password resets here.',
        ],
    action: 'Confirm my email',
    note: 'The link works once and expires after three days. If you did not ask for this, ignore this mail: nothing changes.',
  }),
  hi: (to, newAddress) => ({
    subject: newAddress ? 'CricVision का अपना नया ईमेल पता पक्का करें' : 'CricVision का अपना ईमेल पता पक्का करें',
    preview: 'एक क्लिक से पक्का करें कि यह पता आपका ही है।',
    heading: newAddress ? 'अपना नया ईमेल पता पक्का करें' : 'अपना ईमेल पता पक्का करें',
    paragraphs: newAddress
      ? [
          `आपने कहा है कि अब से आप CricVision में ${to} से साइन इन करना चाहते हैं। इसे पक्का करते ही यही आपका लॉगिन बन जाएगा; तब तक आपका मौजूदा पता ही चलता रहेगा।`,
        ]
      : [
          'CricVision Academy में आपका स्वागत है। कृपया पक्का करें कि यह पता आपका ही है, ताकि हम आपकी रसीदें, सर्टिफ़िकेट और पासवर्ड बदलने के लिंक यहीं भेज सकें।',
        ],
    action: 'मेरा ईमेल पक्का करें',
    note: 'यह लिंक एक ही बार काम करता है और तीन दिन बाद समाप्त हो जाता है। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: कुछ नहीं बदलेगा।',
  }),
};

/** Goes to an address not yet proven, so it carries nothing the registrant typed but the address. */
export function verifyEmailMail(to: string, oobCode: string, newAddress = false, language: Locale = 'en'): OutboxMail {
  const { action, ...words } = VERIFY_EMAIL[language](to, newAddress);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(null, language),
      action: { label: action, url: siteLinkIn(language, '/verify-email', { oobCode }) },
      language,
    }),
  };
}

const RESET_PASSWORD: Record<Locale, MailWords> = {
  en: {
    subject: 'Reset your CricVision password',
    preview: 'Choose a new password for your CricVision account.',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your CricVision account. Choose a new one with the button below.',
    ],
    action: 'Choose a new password',
    note: 'The link works once and expires after one hour. If you did not ask for a reset, ignore this mail: your password stays as it is.',
  },
  hi: {
    subject: 'अपना CricVision पासवर्ड फिर से सेट करें',
    preview: 'अपने CricVision खाते के लिए नया पासवर्ड चुनें।',
    heading: 'अपना पासवर्ड फिर से सेट करें',
    paragraphs: ['हमें आपके CricVision खाते का पासवर्ड बदलने का अनुरोध मिला है। नीचे दिए बटन से नया पासवर्ड चुनें।'],
    action: 'नया पासवर्ड चुनें',
    note: 'यह लिंक एक ही बार काम करता है और एक घंटे बाद समाप्त हो जाता है। अगर आपने पासवर्ड बदलने को नहीं कहा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  },
};

export function resetPasswordMail(to: string, name: string | null, oobCode: string, language: Locale = 'en'): OutboxMail {
  const { action, ...words } = RESET_PASSWORD[language];
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      action: { label: action, url: siteLinkIn(language, '/reset-password', { oobCode }) },
      language,
    }),
  };
}

const PASSWORD_CHANGED: Record<Locale, (when: Date) => MailWords> = {
  en: (when) => ({
    subject: 'Your CricVision password was changed',
    preview: 'Your password was changed and every other session was signed out.',
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your CricVision account was changed on ${dateTimeForPeople(when)}. Every other device signed in to your account has been signed out.`,
      `If this was not you, reset your password straight away with the button below, then write to ${SUPPORT} so we can check your account.`,
    ],
    action: 'Reset my password',
    note: 'If you made this change, there is nothing more to do.',
  }),
  hi: (when) => ({
    subject: 'आपका CricVision पासवर्ड बदल दिया गया है',
    preview: 'आपका पासवर्ड बदल दिया गया है और बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
    heading: 'आपका पासवर्ड बदल दिया गया है',
    paragraphs: [
      `आपके CricVision खाते का पासवर्ड ${dateTimeForPeople(when)} को बदला गया। आपके खाते में साइन इन बाकी सभी डिवाइस से साइन आउट कर दिया गया है।`,
      `अगर यह आपने नहीं किया, तो नीचे दिए बटन से तुरंत अपना पासवर्ड फिर से सेट करें, फिर ${SUPPORT} पर लिखें ताकि हम आपके खाते की जाँच कर सकें।`,
    ],
    action: 'मेरा पासवर्ड फिर से सेट करें',
    note: 'अगर यह बदलाव आपने ही किया है, तो आपको कुछ और नहीं करना है।',
  }),
};

export function passwordChangedMail(to: string, name: string | null, when: Date, language: Locale = 'en'): OutboxMail {
  const { action, ...words } = PASSWORD_CHANGED[language](when);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      action: { label: action, url: siteLinkIn(language, '/forgot-password') },
      language,
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

const RECEIPT: Record<
  Locale,
  (receipt: ReceiptFacts) => MailWords & {
    labels: { course: string; order: string; amount: string; reference: string; date: string; invoice: string };
    invoiceLink: string;
  }
> = {
  en: (receipt) => ({
    subject: `Your receipt: ${receipt.courseTitle}`,
    preview: `You are enrolled in ${receipt.courseTitle}. Here is your receipt.`,
    heading: 'You are enrolled',
    paragraphs: [
      `Thank you for enrolling in ${receipt.courseTitle}. Your payment was received and the course is open in your learning area.`,
    ],
    labels: {
      course: 'Course',
      order: 'Order number',
      amount: 'Amount paid',
      reference: 'Payment reference',
      date: 'Date',
      invoice: 'Tax invoice',
    },
    invoiceLink: 'Download your tax invoice (PDF)',
    action: 'Start learning',
    note: `Keep this mail as your receipt. Questions about a payment: ${SUPPORT}.`,
  }),
  hi: (receipt) => ({
    subject: `आपकी रसीद: ${receipt.courseTitle}`,
    preview: `${receipt.courseTitle} में आपका दाख़िला हो गया है। यह रही आपकी रसीद।`,
    heading: 'आपका दाख़िला हो गया है',
    paragraphs: [
      `${receipt.courseTitle} में दाख़िला लेने के लिए धन्यवाद। आपका भुगतान मिल गया है और कोर्स आपके लर्निंग एरिया में खुल गया है।`,
    ],
    labels: {
      course: 'कोर्स',
      order: 'ऑर्डर नंबर',
      amount: 'भुगतान की गई राशि',
      reference: 'भुगतान संदर्भ',
      date: 'तारीख',
      invoice: 'टैक्स इनवॉइस',
    },
    invoiceLink: 'अपना टैक्स इनवॉइस (PDF) डाउनलोड करें',
    action: 'सीखना शुरू करें',
    note: `इस मेल को अपनी रसीद के रूप में रखें। भुगतान से जुड़े सवाल: ${SUPPORT}`,
  }),
};

export function enrolmentReceiptMail(to: string, name: string | null, receipt: ReceiptFacts, language: Locale = 'en'): OutboxMail {
  const { action, labels, invoiceLink, ...words } = RECEIPT[language](receipt);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      details: [
        [labels.course, receipt.courseTitle],
        ...(receipt.orderNumber ? [[labels.order, receipt.orderNumber] as [string, string]] : []),
        [labels.amount, formatRupees(receipt.amount)],
        [labels.reference, receipt.paymentReference],
        [labels.date, dateForPeople(receipt.paidAt, language)],
        ...(receipt.invoice ? [[labels.invoice, receipt.invoice.number] as [string, string]] : []),
      ],
      ...(receipt.invoice ? { links: [{ label: invoiceLink, url: receipt.invoice.url }] } : {}),
      action: { label: action, url: siteLinkIn(language, `/user/courses/${encodeURIComponent(receipt.courseId)}`) },
      language,
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

const CERTIFICATE_ISSUED: Record<
  Locale,
  (courseTitle: string) => MailWords & { labels: { course: string; id: string; credential: string } }
> = {
  en: (courseTitle) => ({
    subject: `Your certificate: ${courseTitle}`,
    preview: `Congratulations: you completed ${courseTitle}.`,
    heading: 'Congratulations, you are certified',
    paragraphs: [
      `You completed ${courseTitle} and your certificate has been issued. Anyone can check it at its verification link, so share it with clubs, academies and employers.`,
    ],
    labels: { course: 'Course', id: 'Certificate ID', credential: 'Signed credential (Open Badges 3.0)' },
    action: 'View and verify my certificate',
  }),
  hi: (courseTitle) => ({
    subject: `आपका सर्टिफ़िकेट: ${courseTitle}`,
    preview: `बधाई हो: आपने ${courseTitle} पूरा कर लिया है।`,
    heading: 'बधाई हो, आप प्रमाणित हो गए हैं',
    paragraphs: [
      `आपने ${courseTitle} पूरा कर लिया है और आपका सर्टिफ़िकेट जारी हो गया है। कोई भी इसके सत्यापन लिंक पर इसे जाँच सकता है, इसलिए इसे क्लबों, अकादमियों और नियोक्ताओं के साथ साझा करें।`,
    ],
    labels: { course: 'कोर्स', id: 'सर्टिफ़िकेट आईडी', credential: 'हस्ताक्षरित क्रेडेंशियल (Open Badges 3.0)' },
    action: 'मेरा सर्टिफ़िकेट देखें और सत्यापित करें',
  }),
};

export function certificateIssuedMail(
  to: string,
  name: string | null,
  courseTitle: string,
  certificateId: string,
  hash: string,
  language: Locale = 'en',
): OutboxMail {
  const { action, labels, ...words } = CERTIFICATE_ISSUED[language](courseTitle);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      details: [
        [labels.course, courseTitle],
        [labels.id, certificateId],
        [labels.credential, siteLink(`/api/credentials/${encodeURIComponent(hash)}`)],
      ],
      action: { label: action, url: siteLinkIn(language, certificateVerificationPath(hash)) },
      language,
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
