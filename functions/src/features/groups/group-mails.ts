import { dateForPeople } from '../../contract/calendar';
import { formatPrice } from '../../contract/money';
import type { Locale } from '../../contract/locales';
import { siteLink, siteLinkIn } from '../mail/mail-config';
import { renderMail, type MailWords } from '../mail/mail-layout';
import { hello } from '../mail/mail-templates';
import type { OutboxMail } from '../mail/outbox.repository';

/** The link an invitee claims their seat with, to the claim page in `language`; its last segment is the token (never stored). */
const claimLink = (token: string, language: Locale) => siteLinkIn(language, `/invitations/${token}`);

interface InvitationFacts {
  groupName: string;
  courseTitle: string;
  token: string;
  expiresAt: Date;
  again: boolean;
}

const INVITATION: Record<
  Locale,
  (to: string, facts: InvitationFacts) => MailWords & { labels: { course: string; paidBy: string; claimBy: string } }
> = {
  en: (to, facts) => ({
    subject: `${facts.groupName} has a seat for you: ${facts.courseTitle}`,
    preview: `Claim your seat in ${facts.courseTitle}, paid for by ${facts.groupName}.`,
    heading: 'A course seat is waiting for you',
    paragraphs: [
      `${facts.groupName} has paid for a seat for you in ${facts.courseTitle} at CricVision Academy.`,
      `Sign in or create an account with this address (${to}), confirm the address, and claim the seat with the button below.`,
      ...(facts.again ? ['This is a new link: any earlier one no longer works.'] : []),
    ],
    labels: { course: 'Course', paidBy: 'Paid for by', claimBy: 'Claim by' },
    action: 'Claim my seat',
    note: 'The link works once, for this address only. If you did not expect this, ignore this mail: nothing happens.',
  }),
  hi: (to, facts) => ({
    subject: `${facts.groupName} के पास आपके लिए एक सीट है: ${facts.courseTitle}`,
    preview: `${facts.courseTitle} में अपनी सीट लें, जिसका भुगतान ${facts.groupName} ने किया है।`,
    heading: 'कोर्स की एक सीट आपका इंतज़ार कर रही है',
    paragraphs: [
      `${facts.groupName} ने CricVision Academy में ${facts.courseTitle} की एक सीट का भुगतान आपके लिए किया है।`,
      `इसी पते (${to}) से साइन इन करें या खाता बनाएँ, पता पक्का करें, और नीचे दिए बटन से अपनी सीट लें।`,
      ...(facts.again ? ['यह एक नया लिंक है: इससे पहले का कोई भी लिंक अब काम नहीं करेगा।'] : []),
    ],
    labels: { course: 'कोर्स', paidBy: 'भुगतान करने वाला', claimBy: 'सीट लेने की आख़िरी तारीख' },
    action: 'मेरी सीट लें',
    note: 'यह लिंक एक ही बार, और सिर्फ़ इसी पते के लिए काम करता है। अगर आपको इसकी उम्मीद नहीं थी, तो इस मेल को अनदेखा करें: कुछ नहीं होगा।',
  }),
};

/**
 * Goes to an address the group's manager typed: it names the group and the course, nothing the
 * invitee typed, and greets nobody by name. In the language of the account at that address, if
 * there is one, and so is the claim page it links.
 */
export function invitationMail(to: string, facts: InvitationFacts, language: Locale = 'en'): OutboxMail {
  const { action, labels, ...words } = INVITATION[language](to, facts);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(null, language),
      details: [
        [labels.course, facts.courseTitle],
        [labels.paidBy, facts.groupName],
        [labels.claimBy, dateForPeople(facts.expiresAt, language)],
      ],
      action: { label: action, url: claimLink(facts.token, language) },
      language,
    }),
  };
}

/** To each manager, once until seats are added: someone tried to claim a seat and none was left. */
export function noSeatsLeftMail(to: string, facts: { groupId: string; groupName: string; courseTitle: string }): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `No seats left: ${facts.courseTitle}`,
      preview: `${facts.groupName} has no free seat of ${facts.courseTitle}; someone tried to claim one.`,
      heading: 'Your group has no seats left',
      greeting: 'Hello,',
      paragraphs: [
        `Someone tried to claim a seat of ${facts.courseTitle} for ${facts.groupName}, and every seat is taken. They were told there is no seat left.`,
        'Order more seats to let them in; we will not mail you about this course again until new seats are added.',
      ],
      action: { label: 'Order seats', url: siteLink(`/groups/${encodeURIComponent(facts.groupId)}`) },
      note: 'You receive this because you manage this group.',
    }),
  };
}

/** To the group's billing address: the proforma to pay against, with the order's figures. */
export function proformaMail(
  to: string,
  facts: { groupId: string; groupName: string; courseTitle: string; seats: number; amountPaise: number; proformaNumber: string; poNumber: string; expiresAt: Date },
): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Proforma ${facts.proformaNumber}: ${facts.seats} seats of ${facts.courseTitle}`,
      preview: `Pay ${formatPrice(facts.amountPaise)} by bank transfer against PO ${facts.poNumber}.`,
      heading: 'Your proforma invoice',
      greeting: 'Hello,',
      paragraphs: [
        `${facts.groupName} ordered ${facts.seats} seats of ${facts.courseTitle}. The proforma invoice with our bank details is in your group's area; the seats become available once the transfer reaches us, and the tax invoice follows then.`,
        'A proforma invoice is not a tax invoice.',
      ],
      details: [
        ['Proforma', facts.proformaNumber],
        ['Purchase order', facts.poNumber],
        ['Amount (GST included)', formatPrice(facts.amountPaise)],
        ['Pay by', dateForPeople(facts.expiresAt)],
      ],
      action: { label: 'Open your group', url: siteLink(`/groups/${encodeURIComponent(facts.groupId)}`) },
      note: 'Please quote the proforma number in the transfer’s remarks. If TDS applies, deduct it under section 194J and send us the certificate.',
    }),
  };
}

/** To the group's billing address once the money is in: the seats are available, with the tax invoice. */
export function seatOrderPaidMail(
  to: string,
  facts: { groupId: string; groupName: string; courseTitle: string; seats: number; amountPaise: number; reference: { label: string; value: string }; invoice: { number: string; url: string } },
): OutboxMail {
  return {
    to,
    message: renderMail({
      subject: `Payment received: ${facts.seats} seats of ${facts.courseTitle}`,
      preview: `The seats are ready for ${facts.groupName}'s people. Your tax invoice is attached as a link.`,
      heading: 'Your seats are ready',
      greeting: 'Hello,',
      paragraphs: [`We received ${facts.groupName}'s payment. The ${facts.seats} seats of ${facts.courseTitle} can now be given to your people by invitation.`],
      details: [
        ['Course', facts.courseTitle],
        ['Seats', String(facts.seats)],
        ['Order amount', formatPrice(facts.amountPaise)],
        [facts.reference.label, facts.reference.value],
        ['Tax invoice', facts.invoice.number],
      ],
      links: [{ label: 'Download the tax invoice (PDF)', url: facts.invoice.url }],
      action: { label: 'Invite your people', url: siteLink(`/groups/${encodeURIComponent(facts.groupId)}`) },
      note: 'Keep this mail with the tax invoice for your records.',
    }),
  };
}

const SEAT_REASSIGNED: Record<
  Locale,
  (facts: { groupName: string; courseTitle: string }) => MailWords & { labels: { course: string; paidBy: string } }
> = {
  en: (facts) => ({
    subject: `Your seat in ${facts.courseTitle} was given to someone else`,
    preview: `${facts.groupName} has reassigned the seat it gave you.`,
    heading: 'Your group seat was reassigned',
    paragraphs: [
      `${facts.groupName} has given the seat it paid for in ${facts.courseTitle} to someone else. You had not started the course, so nothing of your progress is lost, and the course is no longer in your account.`,
      'If you think this is a mistake, please ask your group’s manager: they can invite you again while the group has seats.',
    ],
    labels: { course: 'Course', paidBy: 'Seat paid for by' },
    action: 'Browse courses',
    note: 'Your account and everything else in it stay as they were.',
  }),
  hi: (facts) => ({
    subject: `${facts.courseTitle} में आपकी सीट किसी और को दे दी गई है`,
    preview: `${facts.groupName} ने आपको दी गई सीट किसी और को दे दी है।`,
    heading: 'आपकी ग्रुप सीट किसी और को दे दी गई है',
    paragraphs: [
      `${facts.groupName} ने ${facts.courseTitle} में जिस सीट का भुगतान किया था, वह अब किसी और को दे दी है। आपने कोर्स शुरू नहीं किया था, इसलिए आपकी कोई प्रगति नहीं खोई है, और यह कोर्स अब आपके खाते में नहीं है।`,
      'अगर आपको लगता है कि यह ग़लती है, तो अपने ग्रुप के मैनेजर से पूछें: जब तक ग्रुप के पास सीटें हैं, वे आपको फिर से बुला सकते हैं।',
    ],
    labels: { course: 'कोर्स', paidBy: 'सीट का भुगतान करने वाला' },
    action: 'कोर्स देखें',
    note: 'आपका खाता और उसमें बाकी सब कुछ पहले जैसा ही है।',
  }),
};

/** To the learner whose unstarted seat the manager gave to someone else, in their language. */
export function seatReassignedMail(
  to: string,
  facts: { groupName: string; courseTitle: string },
  language: Locale = 'en',
): OutboxMail {
  const { action, labels, ...words } = SEAT_REASSIGNED[language](facts);
  return {
    to,
    message: renderMail({
      ...words,
      greeting: hello(null, language),
      details: [
        [labels.course, facts.courseTitle],
        [labels.paidBy, facts.groupName],
      ],
      action: { label: action, url: siteLinkIn(language, '/courses') },
      language,
    }),
  };
}
