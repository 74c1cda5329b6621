import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import type { InvitationPreview, LessonAnswer, LessonQuestion, OrderView } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { createGroup, paidBankSeats } from '../support/groups';
import { api } from '../support/http';
import { linkIn, waitForMail } from '../support/mail';
import { adminToken, newLearner } from '../support/sessions';

/*
 * The mails a learner gets besides the account's, the receipt, the certificate and the reminders
 * (decision 0096): refunds, replies to their questions, reminders' way out. A learner whose profile
 * says Hindi reads them in Hindi through the real outbox and MailDev, with links to the Hindi pages.
 */

const DEVANAGARI = /[\u0900-\u097f]/;
const HINDI_TITLE = 'फ़िक्स्चर कोर्स: वीडियो विश्लेषण की शुरुआत';

type Learner = Awaited<ReturnType<typeof newLearner>>;

async function inHindi(learner: Learner): Promise<Learner> {
  const res = await api('PUT', '/users/profile/language', { token: learner.token, body: { language: 'hi' } });
  expect(res.status).toBe(200);
  return learner;
}

/** A course with a Hindi version of its title and of its first lesson. */
async function hindiCourse(price: number) {
  const fixture = await createCourseFixture({ price });
  const admin = await adminToken();
  const versions: [string, object][] = [
    [
      `courses/${fixture.courseId}`,
      {
        title: HINDI_TITLE,
        shortDescription: 'मैच की फ़ुटेज से गेंद-दर-गेंद विश्लेषण करना सीखिए।',
        description: 'यह कोर्स एक परीक्षण ने बनाया है।',
        whatYouWillLearn: [],
        requirements: [],
        features: [],
        curriculum: [],
      },
    ],
    [`modules/${fixture.moduleId}/lessons/l1`, { title: 'पहला पाठ', content: 'गेंद को **टैग** करना।' }],
  ];
  for (const [resource, body] of versions) {
    const res = await api('PUT', `/admin/${resource}/translations/hi`, { token: admin, body });
    expect(res.status, resource).toBe(200);
  }
  return fixture;
}

describe.skipIf(PAYMENT_PROVIDER === 'demo')('a refund in the learner’s language', { timeout: 90_000 }, () => {
  it('a Hindi learner’s refund mail is in Hindi and leads to the Hindi profile', async () => {
    const fixture = await createCourseFixture({ price: 1999 });
    const title = String((await testDb().collection('courses').doc(fixture.courseId).get()).get('title'));
    const learner = await inHindi(await newLearner('refund-hi', { verified: true }));
    const { orderId } = (await enrol(learner.token, fixture.courseId, 1999, { language: 'hi' })).body.data;
    const asked = await api<OrderView>('POST', `/payments/orders/${orderId}/refund`, {
      token: learner.token,
      body: { reason: 'मन बदल गया' },
    });
    expect(asked.status).toBe(202);
    await waitForOrder(learner.token, orderId, 'refunded');

    const [mail] = await waitForMail(learner.email, { filter: (m) => m.subject.startsWith('आपका रिफ़ंड') });
    expect(mail.subject).toBe(`आपका रिफ़ंड: ${title}`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text.startsWith('नमस्ते Test refund-hi,')).toBe(true);
    expect(mail.text).toContain(`हमने ${title} के लिए आपका भुगतान लौटा दिया है।`);
    expect(mail.text).toContain('लौटाई गई राशि: ₹1,999');
    expect(mail.text).toMatch(/रिफ़ंड संदर्भ: \S+/);
    expect(linkIn(mail, `${SITE_URL}/hi/`)).toBe(`${SITE_URL}/hi/profile`);
    expect(mail.text).not.toContain('Your refund');
  });
});

describe('a reply to a question in the asker’s language', () => {
  it('a Hindi asker reads the instructor’s answer in Hindi, naming the course and lesson in Hindi; an English asker’s mail is unchanged', async () => {
    const fixture = await hindiCourse(0);
    const [asker, englishAsker, instructor] = await Promise.all([
      newLearner('ask-hi', { verified: true }).then(inHindi),
      newLearner('ask-en', { verified: true }),
      newLearner('answer-hi', { verified: true }),
    ]);
    for (const learner of [asker, englishAsker]) expect((await enrol(learner.token, fixture.courseId, 0)).status).toBe(201);
    const staffed = await api('PUT', `/admin/users/${instructor.uid}/staff-courses`, {
      token: await adminToken(),
      body: { instructorOf: [fixture.courseId], authorOf: [] },
    });
    expect(staffed.status).toBe(200);

    const lessonPath = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`;
    const askAndAnswer = async (token: string, title: string) => {
      const asked = await api<{ question: LessonQuestion }>('POST', `${lessonPath}/questions`, {
        token,
        body: { title, text: 'गेंद ट्रामलाइन के बाहर से गई थी।' },
      });
      expect(asked.status).toBe(201);
      const answered = await api<{ reply: LessonAnswer }>('POST', `/user/questions/${asked.body.data.question.id}/replies`, {
        token: instructor.token,
        body: { text: 'बल्लेबाज़ हिल गया था, इसलिए अंपायर उसकी आख़िरी जगह से फ़ैसला करता है।' },
      });
      expect(answered.status).toBe(201);
    };
    await askAndAnswer(asker.token, 'यह वाइड क्यों नहीं है?');
    await askAndAnswer(englishAsker.token, 'Why is this not a wide?');

    const [hindi] = await waitForMail(asker.email, { filter: (m) => m.subject.startsWith('आपके प्रशिक्षक ने जवाब दिया') });
    expect(hindi.subject).toBe('आपके प्रशिक्षक ने जवाब दिया: यह वाइड क्यों नहीं है?');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain(
      `एक प्रशिक्षक ने ${HINDI_TITLE} के पाठ पहला पाठ पर पूछे गए आपके सवाल "यह वाइड क्यों नहीं है?" का जवाब दिया है:`,
    );
    expect(hindi.text).toContain('> बल्लेबाज़ हिल गया था');
    expect(hindi.text).toContain('पाठ खोलें: ');
    expect(linkIn(hindi, `${SITE_URL}/hi/user/`)).toBe(`${SITE_URL}/hi${lessonPath}`);

    const [english] = await waitForMail(englishAsker.email, { filter: (m) => m.subject.startsWith('Your instructor answered') });
    expect(english.subject).toBe('Your instructor answered: Why is this not a wide?');
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain(
      'An instructor replied to your question "Why is this not a wide?" on Lesson one in Fixture course',
    );
    expect(english.text).toContain(`Open the lesson: ${SITE_URL}${lessonPath}`);
    expect(english.text.replace(/> .*\n/g, '')).not.toMatch(DEVANAGARI);
  });
});

describe('a reminder’s way out in the learner’s language', () => {
  const runJob = async (now: Date) =>
    promisify(execFile)(process.execPath, ['scripts/ops/send-learner-reminders.mjs', `--now=${now.toISOString()}`], {
      env: process.env,
    });

  it('a Hindi reminder’s footer links the Hindi unsubscribe page; the one-click header stays the API’s', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await inHindi(await newLearner('remind-hi', { verified: true }));
    expect((await enrol(learner.token, fixture.courseId, 0)).status).toBe(201);
    // Last in the course long before any other test's learner, so this run's window holds only them.
    const lastIn = Date.parse('2019-05-06T06:00:00.000Z');
    const [enrollment] = (
      await testDb().collection('enrollments').where('userId', '==', learner.uid).where('courseId', '==', fixture.courseId).get()
    ).docs;
    await enrollment.ref.update({ 'progress.lastAccessedAt': new Date(lastIn).toISOString() });
    await runJob(new Date(lastIn + 7 * 86_400_000));

    const [mail] = await waitForMail(learner.email, {
      filter: (m) => m.subject.includes('आपका कोर्स आपका इंतज़ार कर रहा है'),
      timeoutMs: 30_000,
    });
    expect(mail.text).toMatch(
      new RegExp(`कोर्स की याद दिलाने वाले ईमेल बंद करें: ${SITE_URL}/hi/unsubscribe\\?u=${learner.uid}&k=progress&s=[\\w-]{43}\\n`),
    );
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${SITE_URL}/api/email-preferences/unsubscribe\\?u=`));
  });
});

describe('a group’s invitation in the invitee’s language', { timeout: 90_000 }, () => {
  it('an address whose account reads Hindi is invited in Hindi, naming the course in Hindi; an address without an account in English', async () => {
    const fixture = await hindiCourse(4999);
    const admin = await adminToken();
    const manager = await newLearner('invite-manager', { verified: true });
    const group = await createGroup(admin, manager.email, `Hindi invitations ${Date.now()}`);
    await paidBankSeats({ admin, manager: manager.token }, group.id, fixture.courseId, 2);
    const invitee = await inHindi(await newLearner('invitee-hi'));
    const stranger = uniqueEmail('invitee-none');
    const invited = await api('POST', `/groups/${group.id}/invitations`, {
      token: manager.token,
      body: { courseId: fixture.courseId, emails: [invitee.email, stranger] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    const [hindi] = await waitForMail(invitee.email, { filter: (m) => m.subject.includes('के पास आपके लिए एक सीट है') });
    expect(hindi.subject).toMatch(new RegExp(`^Hindi invitations \\d+ के पास आपके लिए एक सीट है: ${HINDI_TITLE}$`));
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain(`इसी पते (${invitee.email}) से साइन इन करें या खाता बनाएँ`);
    const hindiLink = hindi.text.match(new RegExp(`मेरी सीट लें: ${SITE_URL}/hi/invitations/([\\w-]{43})(?:\\s|$)`));
    expect(hindiLink, hindi.text).not.toBeNull();
    const [english] = await waitForMail(stranger, { filter: (m) => m.subject.includes('has a seat for you') });
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).not.toMatch(DEVANAGARI);
    expect(english.text).toMatch(new RegExp(`Claim my seat: ${SITE_URL}/invitations/[\\w-]{43}(?:\\s|$)`));

    // The claim page the Hindi link opens names the course in Hindi; asked in English, or in a language the site lacks:
    const token = hindiLink![1];
    const inHindiPreview = await api<InvitationPreview>('GET', `/invitations/${token}?lang=hi`);
    expect(inHindiPreview.status).toBe(200);
    expect(inHindiPreview.body.data).toMatchObject({ courseTitle: HINDI_TITLE, courseLanguage: 'hi', courseId: fixture.courseId });
    const inEnglish = await api<InvitationPreview>('GET', `/invitations/${token}`);
    expect(inEnglish.body.data.courseLanguage).toBe('en');
    expect(inEnglish.body.data.courseTitle).not.toMatch(DEVANAGARI);
    const unknown = await api('GET', `/invitations/${token}?lang=xx`);
    expect(unknown.status).toBe(400);
  });
});
