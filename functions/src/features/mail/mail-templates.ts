import { dateForPeople, dateTimeForPeople } from '../../contract/calendar';
import { formatRupees } from '../../contract/money';
import type { Locale } from '../../contract/locales';
import type { UnwantedPaymentReason } from '../../contract/payments';
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
      `आपके CricVision खाते का पासवर्ड ${dateTimeForPeople(when, 'hi')} को बदला गया। आपके खाते में साइन इन बाकी सभी डिवाइस से साइन आउट कर दिया गया है।`,
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

const REFUND_PROCESSED: Record<
  Locale,
  (refund: RefundFacts) => MailWords & { labels: { course: string; amount: string; reference: string; date: string } }
> = {
  en: (refund) => ({
    subject: `Your refund: ${refund.courseTitle}`,
    preview: `${formatRupees(refund.amount)} is on its way back to you.`,
    heading: 'Your refund is processed',
    paragraphs: [
      `We have refunded your payment for ${refund.courseTitle}. The money goes back the way you paid; banks usually show it within 5 to 7 working days.`,
      'Your access to the course has ended, and any certificate of it is now marked as refunded.',
    ],
    labels: { course: 'Course', amount: 'Amount refunded', reference: 'Refund reference', date: 'Date' },
    action: 'Orders and invoices',
    note: `A credit note for this refund is in Orders and invoices on your profile. Questions: ${SUPPORT}.`,
  }),
  hi: (refund) => ({
    subject: `आपका रिफ़ंड: ${refund.courseTitle}`,
    preview: `${formatRupees(refund.amount)} आपको वापस भेजे जा रहे हैं।`,
    heading: 'आपका रिफ़ंड हो गया है',
    paragraphs: [
      `हमने ${refund.courseTitle} के लिए आपका भुगतान लौटा दिया है। पैसा उसी तरीके से वापस जाएगा जिससे आपने भुगतान किया था; बैंक आम तौर पर इसे 5 से 7 कामकाजी दिनों में दिखा देते हैं।`,
      'इस कोर्स तक आपकी पहुँच समाप्त हो गई है, और इसका कोई भी सर्टिफ़िकेट अब रिफ़ंड किया हुआ दर्ज है।',
    ],
    labels: { course: 'कोर्स', amount: 'लौटाई गई राशि', reference: 'रिफ़ंड संदर्भ', date: 'तारीख' },
    action: 'ऑर्डर और इनवॉइस',
    note: `इस रिफ़ंड का क्रेडिट नोट आपकी प्रोफ़ाइल में "ऑर्डर और इनवॉइस" के अंतर्गत है। सवाल हों तो: ${SUPPORT}`,
  }),
};

export function refundProcessedMail(to: string, name: string | null, refund: RefundFacts, language: Locale = 'en'): OutboxMail {
  const { action, labels, ...words } = REFUND_PROCESSED[language](refund);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      details: [
        [labels.course, refund.courseTitle],
        [labels.amount, formatRupees(refund.amount)],
        [labels.reference, refund.refundReference],
        [labels.date, dateForPeople(refund.refundedAt, language)],
      ],
      action: { label: action, url: siteLinkIn(language, '/profile') },
      language,
    }),
  };
}

export interface ReturnedPaymentFacts {
  courseTitle: string;
  amount: number;
  paymentReference: string;
  /** Why the order could not take it. */
  reason: UnwantedPaymentReason;
  /** Whether the buyer is enrolled all the same (by an earlier payment of the order). */
  enrolled: boolean;
}

const PAYMENT_RETURNED: Record<
  Locale,
  (payment: ReturnedPaymentFacts) => MailWords & { labels: { course: string; amount: string; reference: string } }
> = {
  en: (payment) => {
    const why: Record<UnwantedPaymentReason, string> = {
      late: 'it arrived after your order had expired and its seat had been released',
      second: 'your order had already been paid, so this second payment was not needed',
      course_full: 'by the time it arrived, your seat hold had run out and the last seat of the course had been taken',
      coupon_used_up: "by the time it arrived, your hold had run out and the coupon code's last use had been taken",
    };
    return {
      subject: `Your payment is being refunded: ${payment.courseTitle}`,
      preview: `${formatRupees(payment.amount)} goes back to you in full.`,
      heading: 'Your payment is being refunded',
      paragraphs: [
        `We received your payment of ${formatRupees(payment.amount)} for ${payment.courseTitle}, but could not take it: ${why[payment.reason]}. We are refunding it in full. The money goes back the way you paid; banks usually show it within 5 to 7 working days.`,
        payment.enrolled
          ? 'Your enrollment from your first payment stays as it is.'
          : 'You have not been enrolled, and nothing else was charged. You can order the course again from its page.',
      ],
      labels: { course: 'Course', amount: 'Amount refunded', reference: 'Payment reference' },
      action: 'Orders and invoices',
      note: `Questions about a payment: ${SUPPORT}.`,
    };
  },
  hi: (payment) => {
    const why: Record<UnwantedPaymentReason, string> = {
      late: 'यह आपके ऑर्डर की समय-सीमा ख़त्म होने और उसकी सीट छोड़ दिए जाने के बाद पहुँचा',
      second: 'आपके ऑर्डर का भुगतान पहले ही हो चुका था, इसलिए इस दूसरे भुगतान की ज़रूरत नहीं थी',
      course_full: 'इसके पहुँचने तक आपकी सीट की रोक का समय ख़त्म हो चुका था और कोर्स की आख़िरी सीट भर चुकी थी',
      coupon_used_up: 'इसके पहुँचने तक आपकी रोक का समय ख़त्म हो चुका था और कूपन कोड का आख़िरी इस्तेमाल हो चुका था',
    };
    return {
      subject: `आपका भुगतान लौटाया जा रहा है: ${payment.courseTitle}`,
      preview: `${formatRupees(payment.amount)} पूरे के पूरे आपको वापस भेजे जा रहे हैं।`,
      heading: 'आपका भुगतान लौटाया जा रहा है',
      paragraphs: [
        `${payment.courseTitle} के लिए ${formatRupees(payment.amount)} का आपका भुगतान हमें मिला, पर हम इसे ले नहीं सके: ${why[payment.reason]}। हम इसे पूरा लौटा रहे हैं। पैसा उसी तरीके से वापस जाएगा जिससे आपने भुगतान किया था; बैंक आम तौर पर इसे 5 से 7 कामकाजी दिनों में दिखा देते हैं।`,
        payment.enrolled
          ? 'आपके पहले भुगतान से हुआ दाख़िला जैसा है वैसा ही रहेगा।'
          : 'आपका दाख़िला नहीं हुआ है, और कोई और राशि नहीं ली गई है। आप कोर्स के पेज से इसे फिर से ऑर्डर कर सकते हैं।',
      ],
      labels: { course: 'कोर्स', amount: 'लौटाई गई राशि', reference: 'भुगतान संदर्भ' },
      action: 'ऑर्डर और इनवॉइस',
      note: `भुगतान से जुड़े सवाल: ${SUPPORT}`,
    };
  },
};

/** A payment the order could not take goes back in full; the buyer is told why when it is decided. */
export function paymentReturnedMail(
  to: string,
  name: string | null,
  payment: ReturnedPaymentFacts,
  language: Locale = 'en',
): OutboxMail {
  const { action, labels, ...words } = PAYMENT_RETURNED[language](payment);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      details: [
        [labels.course, payment.courseTitle],
        [labels.amount, formatRupees(payment.amount)],
        [labels.reference, payment.paymentReference],
      ],
      action: { label: action, url: siteLinkIn(language, '/profile') },
      language,
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

const REVIEW_HIDDEN: Record<Locale, (courseTitle: string) => MailWords> = {
  en: (courseTitle) => ({
    subject: `Your review of ${courseTitle} was hidden`,
    preview: 'A moderator hid your course review from the course page.',
    heading: 'Your review was hidden',
    paragraphs: [
      `A moderator hid your review of ${courseTitle} from the course page, so it no longer counts towards the course's rating. Your words were not changed. The reason they gave:`,
    ],
    action: 'Open the course',
    note: `If you think this was a mistake, write to ${SUPPORT} and tell us which review it was.`,
  }),
  hi: (courseTitle) => ({
    subject: `${courseTitle} का आपका रिव्यू छिपा दिया गया है`,
    preview: 'एक मॉडरेटर ने आपका कोर्स रिव्यू कोर्स के पेज से छिपा दिया है।',
    heading: 'आपका रिव्यू छिपा दिया गया है',
    paragraphs: [
      `एक मॉडरेटर ने ${courseTitle} का आपका रिव्यू कोर्स के पेज से छिपा दिया है, इसलिए अब यह कोर्स की रेटिंग में नहीं गिना जाता। आपके शब्द बदले नहीं गए हैं। मॉडरेटर ने यह कारण बताया:`,
    ],
    action: 'कोर्स खोलें',
    note: `अगर आपको लगता है कि यह ग़लती से हुआ है, तो ${SUPPORT} पर लिखें और बताएँ कि कौन-सा रिव्यू था।`,
  }),
};

/** An admin hid the reader's course review: what they wrote stays theirs, unchanged, and they can edit it. */
export function reviewHiddenMail(
  to: string,
  name: string | null,
  courseTitle: string,
  reason: string,
  coursePath: string,
  language: Locale = 'en',
): OutboxMail {
  const { action, ...words } = REVIEW_HIDDEN[language](courseTitle);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      quote: reason,
      action: { label: action, url: siteLinkIn(language, coursePath) },
      language,
    }),
  };
}

interface AnsweredQuestion {
  title: string;
  courseTitle: string;
  lessonTitle: string;
  byInstructor: boolean;
  reply: string;
}

const QUESTION_ANSWERED: Record<Locale, (question: AnsweredQuestion) => MailWords> = {
  en: (question) => {
    const who = question.byInstructor ? 'An instructor' : 'A learner in the course';
    return {
      subject: `${question.byInstructor ? 'Your instructor answered' : 'New reply to'}: ${question.title}`,
      preview: `${who} replied to your question on ${question.lessonTitle}.`,
      heading: question.byInstructor ? 'Your question was answered' : 'Your question has a reply',
      paragraphs: [`${who} replied to your question "${question.title}" on ${question.lessonTitle} in ${question.courseTitle}:`],
      action: 'Open the lesson',
      note: 'You get this mail because you asked this question. Replies to your own questions are always sent.',
    };
  },
  hi: (question) => {
    const who = question.byInstructor ? 'एक प्रशिक्षक' : 'कोर्स के एक साथी लर्नर';
    return {
      subject: `${question.byInstructor ? 'आपके प्रशिक्षक ने जवाब दिया' : 'नया जवाब'}: ${question.title}`,
      preview: `${who} ने ${question.lessonTitle} पर आपके सवाल का जवाब दिया है।`,
      heading: question.byInstructor ? 'आपके सवाल का जवाब आ गया है' : 'आपके सवाल पर एक जवाब आया है',
      paragraphs: [
        `${who} ने ${question.courseTitle} के पाठ ${question.lessonTitle} पर पूछे गए आपके सवाल "${question.title}" का जवाब दिया है:`,
      ],
      action: 'पाठ खोलें',
      note: 'यह मेल आपको इसलिए मिला है क्योंकि यह सवाल आपने पूछा था। आपके अपने सवालों के जवाब हमेशा भेजे जाते हैं।',
    };
  },
};

/** To the asker: someone replied to their question under a lesson (issue 36). */
export function questionAnsweredMail(
  to: string,
  name: string | null,
  question: AnsweredQuestion,
  lessonPath: string,
  language: Locale = 'en',
): OutboxMail {
  const { action, ...words } = QUESTION_ANSWERED[language](question);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      quote: question.reply,
      action: { label: action, url: siteLinkIn(language, lessonPath) },
      language,
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

interface MarkedAssignment {
  courseTitle: string;
  lessonTitle: string;
  attempt: number;
  passed: boolean;
  total: number;
  outOf: number;
  feedback: string;
  /** Hand-ins still allowed after a 'needs work'. */
  submissionsLeft: number;
}

const ASSIGNMENT_MARKED: Record<
  Locale,
  (marked: MarkedAssignment) => MailWords & { outcome: string; labels: { result: string; points: string } }
> = {
  en: (marked) => {
    const outcome = marked.passed ? 'Passed' : 'Needs work';
    const next = marked.passed
      ? 'Well done: the assignment counts towards your course.'
      : marked.submissionsLeft > 0
        ? `Read the feedback, improve your work and hand it in again: you can resubmit ${marked.submissionsLeft} more ${marked.submissionsLeft === 1 ? 'time' : 'times'}.`
        : 'You have used every submission this assignment allows. Ask your instructor under the lesson if you need another.';
    return {
      outcome,
      subject: `Your assignment is marked: ${marked.lessonTitle}`,
      preview: `${outcome} · ${marked.total} / ${marked.outOf} points`,
      heading: marked.passed ? 'Your assignment passed' : 'Your assignment needs more work',
      paragraphs: [`Your instructor marked attempt ${marked.attempt} of "${marked.lessonTitle}" in ${marked.courseTitle}.`, next],
      labels: { result: 'Result', points: 'Points' },
      action: 'Open the assignment',
      note: 'You get this mail because you handed in this assignment.',
    };
  },
  hi: (marked) => {
    const outcome = marked.passed ? 'पास' : 'और सुधार चाहिए';
    const next = marked.passed
      ? 'बहुत बढ़िया: यह असाइनमेंट आपके कोर्स में गिना जाएगा।'
      : marked.submissionsLeft > 0
        ? `फ़ीडबैक पढ़ें, अपने काम में सुधार करें और उसे फिर से जमा करें: आप इसे ${marked.submissionsLeft} बार और जमा कर सकते हैं।`
        : 'इस असाइनमेंट में जितनी बार जमा करने की अनुमति है, आप उतनी बार जमा कर चुके हैं। अगर आपको एक और मौक़ा चाहिए, तो पाठ के नीचे अपने प्रशिक्षक से पूछें।';
    return {
      outcome,
      subject: `आपका असाइनमेंट जाँच लिया गया है: ${marked.lessonTitle}`,
      preview: `${outcome} · ${marked.outOf} में से ${marked.total} अंक`,
      heading: marked.passed ? 'आपका असाइनमेंट पास हो गया है' : 'आपके असाइनमेंट में अभी और काम चाहिए',
      paragraphs: [`आपके प्रशिक्षक ने ${marked.courseTitle} में "${marked.lessonTitle}" का आपका प्रयास ${marked.attempt} जाँच लिया है।`, next],
      labels: { result: 'नतीजा', points: 'अंक' },
      action: 'असाइनमेंट खोलें',
      note: 'यह मेल आपको इसलिए मिला है क्योंकि आपने यह असाइनमेंट जमा किया था।',
    };
  },
};

/** To the learner, when an instructor marks their assignment: the outcome, the points and the feedback. */
export function assignmentMarkedMail(
  to: string,
  name: string | null,
  marked: MarkedAssignment,
  lessonPath: string,
  language: Locale = 'en',
): OutboxMail {
  const { action, outcome, labels, ...words } = ASSIGNMENT_MARKED[language](marked);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(name, language),
      details: [
        [labels.result, outcome],
        [labels.points, `${marked.total} / ${marked.outOf}`],
      ],
      quote: marked.feedback,
      action: { label: action, url: siteLinkIn(language, lessonPath) },
      language,
    }),
  };
}
