import { REMINDER_LABELS, type ReminderKind } from '../../contract';
import type { Locale } from '../../contract/locales';
import { siteLinkIn } from '../mail/mail-config';
import { renderMail, type MailWords } from '../mail/mail-layout';
import { hello } from '../mail/mail-templates';
import type { OutboxMail } from '../mail/outbox.repository';

import { oneClickUrl, unsubscribePageUrl } from './unsubscribe-link';

/** `name`: only once the address is proven theirs (mail-templates' `greetingName`). */
interface Recipient {
  uid: string;
  email: string;
  name: string | null;
  /** Their profile's language: the reminder is written in it. */
  language: Locale;
}


const FOOTER_LINKS: Record<Locale, { stop: (kind: ReminderKind) => string; choose: string }> = {
  en: { stop: (kind) => `Stop ${REMINDER_LABELS[kind].label.toLowerCase()} emails`, choose: 'Choose which emails you get' },
  hi: {
    stop: (kind) =>
      ({
        progress: 'कोर्स की याद दिलाने वाले ईमेल बंद करें',
        checkout: 'अधूरे भुगतान वाले ईमेल बंद करें',
        certificate: 'सर्टिफ़िकेट के क़रीब पहुँचने पर आने वाले ईमेल बंद करें',
      })[kind],
    choose: 'चुनें कि आपको कौन-से ईमेल मिलें',
  },
};

/**
 * A reminder with what bulk senders must carry (RFC 8058, and Gmail's and Yahoo's sender rules):
 * List-Unsubscribe with an https one-click address and List-Unsubscribe-Post, a link to stop this
 * kind in the text, and one to the email preferences.
 */
function reminderMail(to: Recipient, kind: ReminderKind, words: MailWords, path: string): OutboxMail {
  const { action, ...rest } = words;
  const footer = FOOTER_LINKS[to.language];
  const message = renderMail({
    ...rest,
    greeting: hello(to.name, to.language),
    action: { label: action, url: siteLinkIn(to.language, path) },
    links: [
      { label: footer.stop(kind), url: unsubscribePageUrl(to.uid, kind, to.language) },
      { label: footer.choose, url: `${siteLinkIn(to.language, '/profile')}#emails` },
    ],
    language: to.language,
  });
  return {
    to: to.email,
    message,
    headers: { 'List-Unsubscribe': `<${oneClickUrl(to.uid, kind)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

type Course = { id: string; title: string };
const coursePath = (course: Course) => `/user/courses/${encodeURIComponent(course.id)}`;

const IDLE_COURSE: Record<Locale, (course: Course & { progress: number }, days: number) => MailWords> = {
  en: (course, days) => {
    const started = course.progress > 0;
    return {
      subject: started ? `Pick up ${course.title} where you left off` : `Your course is waiting: ${course.title}`,
      preview: `It has been ${days} days since you last opened ${course.title}.`,
      heading: started ? `You are ${course.progress}% through` : 'Ready when you are',
      paragraphs: [
        started
          ? `It has been ${days} days since you last opened ${course.title}. You are ${course.progress}% of the way through: a lesson a day gets you to your certificate.`
          : `It has been ${days} days since you enrolled in ${course.title}, and the first lesson is still waiting for you.`,
      ],
      action: started ? 'Continue learning' : 'Start the first lesson',
      note: `We send at most two of these for a course. You enrolled in ${course.title} with this address.`,
    };
  },
  hi: (course, days) => {
    const started = course.progress > 0;
    return {
      subject: started ? `${course.title} वहीं से शुरू करें जहाँ आपने छोड़ा था` : `आपका कोर्स आपका इंतज़ार कर रहा है: ${course.title}`,
      preview: `आपने ${course.title} पिछली बार ${days} दिन पहले खोला था।`,
      heading: started ? `आप ${course.progress}% पूरा कर चुके हैं` : 'जब आप तैयार हों',
      paragraphs: [
        started
          ? `आपने ${course.title} पिछली बार ${days} दिन पहले खोला था। आप ${course.progress}% रास्ता तय कर चुके हैं: रोज़ एक पाठ आपको आपके सर्टिफ़िकेट तक पहुँचा देगा।`
          : `${course.title} में दाख़िला लिए ${days} दिन हो गए हैं, और पहला पाठ अब भी आपका इंतज़ार कर रहा है।`,
      ],
      action: started ? 'सीखना जारी रखें' : 'पहला पाठ शुरू करें',
      note: `किसी कोर्स के लिए हम ऐसे ज़्यादा से ज़्यादा दो ईमेल भेजते हैं। आपने इसी पते से ${course.title} में दाख़िला लिया था।`,
    };
  },
};

export function idleCourseMail(to: Recipient, course: Course & { progress: number }, days: number): OutboxMail {
  return reminderMail(to, 'progress', IDLE_COURSE[to.language](course, days), coursePath(course));
}

const UNFINISHED_CHECKOUT: Record<Locale, (course: Course) => MailWords> = {
  en: (course) => ({
    subject: `You did not finish enrolling in ${course.title}`,
    preview: 'No money was taken. Your place is not held, but you can enroll again in a minute.',
    heading: 'Still interested?',
    paragraphs: [
      `Yesterday you started paying for ${course.title} and did not finish. No money was taken; if your account was debited, the amount returns to it automatically.`,
      'If something went wrong at the payment step, another method (UPI, a card, net banking) usually works.',
    ],
    action: 'Enroll now',
    note: 'We send this once for a course.',
  }),
  hi: (course) => ({
    subject: `${course.title} में आपका दाख़िला पूरा नहीं हुआ`,
    preview: 'कोई पैसा नहीं कटा। आपकी सीट रोकी नहीं गई है, पर आप एक मिनट में फिर से दाख़िला ले सकते हैं।',
    heading: 'अब भी रुचि है?',
    paragraphs: [
      `कल आपने ${course.title} के लिए भुगतान शुरू किया था, पर उसे पूरा नहीं किया। कोई पैसा नहीं लिया गया; अगर आपके खाते से राशि कटी है, तो वह अपने-आप वापस आ जाएगी।`,
      'अगर भुगतान के समय कोई गड़बड़ी हुई थी, तो आम तौर पर दूसरा तरीका (UPI, कार्ड, नेट बैंकिंग) काम कर जाता है।',
    ],
    action: 'अभी दाख़िला लें',
    note: 'यह ईमेल किसी कोर्स के लिए हम एक ही बार भेजते हैं।',
  }),
};

export function unfinishedCheckoutMail(to: Recipient, course: Course): OutboxMail {
  return reminderMail(to, 'checkout', UNFINISHED_CHECKOUT[to.language](course), `/courses/${encodeURIComponent(course.id)}`);
}

const ONE_CHECKPOINT_LEFT: Record<Locale, (course: Course) => MailWords> = {
  en: (course) => ({
    subject: `One checkpoint from your ${course.title} certificate`,
    preview: 'Every module is done: pass the last checkpoint and your certificate is issued at once.',
    heading: 'One checkpoint to go',
    paragraphs: [
      `Every module of ${course.title} is complete. Pass its last checkpoint and your certificate, which anyone can verify, is issued at once.`,
    ],
    action: 'Open the course',
    note: 'We send this once for a course.',
  }),
  hi: (course) => ({
    subject: `${course.title} के सर्टिफ़िकेट से बस एक चेकपॉइंट दूर`,
    preview: 'सभी मॉड्यूल पूरे हो गए हैं: आख़िरी चेकपॉइंट पास करें और आपका सर्टिफ़िकेट तुरंत जारी हो जाएगा।',
    heading: 'बस एक चेकपॉइंट बाकी',
    paragraphs: [
      `${course.title} के सभी मॉड्यूल पूरे हो गए हैं। इसका आख़िरी चेकपॉइंट पास करें और आपका सर्टिफ़िकेट, जिसे कोई भी सत्यापित कर सकता है, तुरंत जारी हो जाएगा।`,
    ],
    action: 'कोर्स खोलें',
    note: 'यह ईमेल किसी कोर्स के लिए हम एक ही बार भेजते हैं।',
  }),
};

export function oneCheckpointLeftMail(to: Recipient, course: Course): OutboxMail {
  return reminderMail(to, 'certificate', ONE_CHECKPOINT_LEFT[to.language](course), coursePath(course));
}
