import { describe, expect, it } from 'vitest';

import type { EnrollmentStarted, Session, User } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { eventually } from '../support/eventually';
import { api } from '../support/http';
import { pdfText } from '../support/invoices';
import { linkIn, waitForMail } from '../support/mail';

/** The learner's language (issue 37): kept on the profile, and what their mails and checkout are written in. */

const HINDI_MONTH = '(?:जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)';
const DEVANAGARI = /[\u0900-\u097f]/;

async function registerIn(language: 'en' | 'hi' | undefined, prefix: string) {
  const email = uniqueEmail(prefix);
  const res = await api<Session>('POST', '/auth/register', {
    body: { name: `Test ${prefix}`, email, password: 'secret123', ...(language ? { language } : {}) },
  });
  expect(res.status).toBe(201);
  return { email, session: res.body.data };
}

const storedLanguage = async (uid: string) => (await testDb().collection('users').doc(uid).get()).get('language');
const me = async (token: string) => (await api<{ user: User }>('GET', '/auth/me', { token })).body.data.user;
const courseTitle = async (courseId: string) => String((await testDb().collection('courses').doc(courseId).get()).get('title'));

describe('the language on the profile', () => {
  it('is the language of the page the learner signed up on, English when the page did not say', async () => {
    const hindi = await registerIn('hi', 'lang-signup-hi');
    expect(hindi.session.user.language).toBe('hi');
    expect(await storedLanguage(hindi.session.user.uid)).toBe('hi');
    expect((await me(hindi.session.token)).language).toBe('hi');

    const english = await registerIn(undefined, 'lang-signup-en');
    expect(english.session.user.language).toBe('en');
    expect((await me(english.session.token)).language).toBe('en');
  });

  it('PUT /api/users/profile/language sets it, and /auth/me and the next sign-in return it', async () => {
    const { email, session } = await registerIn('en', 'lang-set');
    const res = await api<{ user: User }>('PUT', '/users/profile/language', { token: session.token, body: { language: 'hi' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ uid: session.user.uid, language: 'hi' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await storedLanguage(session.user.uid)).toBe('hi');
    expect((await me(session.token)).language).toBe('hi');
    const again = await api<Session>('POST', '/auth/login', { body: { email, password: 'secret123' } });
    expect(again.body.data.user.language).toBe('hi');

    const back = await api<{ user: User }>('PUT', '/users/profile/language', { token: session.token, body: { language: 'en' } });
    expect(back.body.data.user.language).toBe('en');
    expect(await storedLanguage(session.user.uid)).toBe('en');
  });

  it.each([
    ['a language the site does not have', { language: 'xx' }],
    ['a language in the wrong case', { language: 'HI' }],
    ['a locale instead of a language', { language: 'hi-IN' }],
    ['no language', {}],
    ['a number', { language: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { session } = await registerIn('hi', 'lang-bad');
    const res = await api('PUT', '/users/profile/language', { token: session.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      errors: [expect.objectContaining({ path: 'language', msg: "Please choose one of the site's languages: en, hi" })],
    });
    expect(await storedLanguage(session.user.uid)).toBe('hi');
    expect((await me(session.token)).language).toBe('hi');
  });

  it('refuses an unknown language at sign-up with 400, and creates no account', async () => {
    const email = uniqueEmail('lang-bad-signup');
    const res = await api('POST', '/auth/register', { body: { name: 'Nobody', email, password: 'secret123', language: 'xx' } });
    expect(res.status).toBe(400);
    expect((await testDb().collection('users').where('email', '==', email).get()).empty).toBe(true);
  });

  it('the Hindi profile’s shell carries the Devanagari face, so the choice can be read on any device', async () => {
    for (const path of ['/hi/profile', '/hi/user/courses']) {
      const html = await (await fetch(`${SITE_URL}${path}`)).text();
      expect(html).toMatch(/@font-face\{font-family:["']Noto Sans Devanagari["']/);
    }
  });

  it('is the signed-in learner’s own: without a session the call is 401', async () => {
    expect((await api('PUT', '/users/profile/language', { body: { language: 'hi' } })).status).toBe(401);
  });
});

describe('mails in the learner’s language', () => {
  it('a learner who signed up in Hindi gets the verification and the password reset in Hindi, with links to the Hindi pages', async () => {
    const { email, session } = await registerIn('hi', 'lang-mail-hi');
    const [verify] = await waitForMail(email);
    expect(verify.subject).toBe('CricVision का अपना ईमेल पता पक्का करें');
    expect(verify.text.startsWith('नमस्ते,')).toBe(true);
    expect(verify.html).toContain('<html lang="hi">');
    expect(verify.html).toContain('मेरा ईमेल पक्का करें');
    expect(linkIn(verify, `${SITE_URL}/hi/verify-email?oobCode=`)).toBeTruthy();

    await api('POST', '/auth/forgot-password', { body: { email } });
    const [reset] = await waitForMail(email, { filter: (m) => m.subject === 'अपना CricVision पासवर्ड फिर से सेट करें' });
    expect(reset.html).toContain('नया पासवर्ड चुनें');
    expect(reset.html).toContain('अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:');
    expect(linkIn(reset, `${SITE_URL}/hi/reset-password?oobCode=`)).toBeTruthy();

    // The language chosen later decides the next mail.
    await api('PUT', '/users/profile/language', { token: session.token, body: { language: 'en' } });
    await api('POST', '/auth/forgot-password', { body: { email } });
    const [english] = await waitForMail(email, { filter: (m) => m.subject === 'Reset your CricVision password' });
    expect(linkIn(english, `${SITE_URL}/reset-password?oobCode=`)).toBeTruthy();
    expect(english.text).not.toMatch(DEVANAGARI);
  });

  it('a Hindi learner’s receipt arrives in Hindi, with its invoice; an English learner’s is unchanged', async () => {
    const fixture = await createCourseFixture({ price: 499 });
    const title = await courseTitle(fixture.courseId);
    const hindi = await registerIn('hi', 'lang-receipt-hi');
    const english = await registerIn('en', 'lang-receipt-en');
    expect((await enrol(hindi.session.token, fixture.courseId, 499, { language: 'hi' })).status).toBe(201);
    expect((await enrol(english.session.token, fixture.courseId, 499)).status).toBe(201);

    const [receipt] = await waitForMail(hindi.email, { filter: (m) => m.subject.startsWith('आपकी रसीद') });
    expect(receipt.subject).toBe(`आपकी रसीद: ${title}`);
    expect(receipt.html).toContain('<html lang="hi">');
    expect(receipt.html).toContain('आपका दाख़िला हो गया है');
    expect(receipt.text.startsWith('नमस्ते,')).toBe(true);
    expect(receipt.text).toContain(`${title} में दाख़िला लेने के लिए धन्यवाद।`);
    expect(receipt.text).toContain('भुगतान की गई राशि: ₹499');
    expect(receipt.text).toMatch(new RegExp(`तारीख: \\d{1,2} ${HINDI_MONTH} \\d{4}`));
    expect(linkIn(receipt, `${SITE_URL}/hi/user/`)).toBe(`${SITE_URL}/hi/user/courses/${fixture.courseId}`);
    if (PAYMENT_PROVIDER === 'razorpay') {
      expect(receipt.text).toMatch(/टैक्स इनवॉइस: CV\//);
      expect(receipt.text).toContain('अपना टैक्स इनवॉइस (PDF) डाउनलोड करें: ');
    }

    const [plain] = await waitForMail(english.email, { filter: (m) => m.subject.startsWith('Your receipt') });
    expect(plain.subject).toBe(`Your receipt: ${title}`);
    expect(plain.html).toContain('<html lang="en">');
    expect(plain.text.startsWith('Hello,\n\nThank you for enrolling in')).toBe(true);
    expect(plain.text).toContain('Amount paid: ₹499');
    expect(plain.text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(plain.text).not.toMatch(DEVANAGARI);
    expect(linkIn(plain, `${SITE_URL}/user/`)).toBe(`${SITE_URL}/user/courses/${fixture.courseId}`);
  });

  it.skipIf(PAYMENT_PROVIDER !== 'razorpay')(
    'the invoice of an order paid in Hindi stays English, with the Hindi description line under the English one, and still verifies',
    async () => {
      const fixture = await createCourseFixture({ price: 499 });
      const title = await courseTitle(fixture.courseId);
      const { session } = await registerIn('hi', 'lang-invoice');
      const started = await enrol(session.token, fixture.courseId, 499, { language: 'hi' });
      const order = await eventually(
        () => waitForOrder(session.token, started.body.data.orderId),
        (current) => current.invoice !== null,
      );
      const invoiceId = order.invoice!.id;

      const stored = (await testDb().collection('invoices').doc(invoiceId).get()).data()!;
      expect(stored.description).toBe(title);
      expect(stored.descriptionTranslation).toEqual({ language: 'hi', text: `${title} — ऑनलाइन सर्टिफ़िकेशन कोर्स` });
      const verification = await api<{ signature: { valid: boolean } }>('GET', `/invoices/verify/${invoiceId}`);
      expect(verification.body.data.signature.valid).toBe(true);

      const pdf = await fetch(`${SITE_URL}/api/invoices/${invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(pdf.status).toBe(200);
      const text = await pdfText(await pdf.arrayBuffer());
      expect(text).toContain('Tax Invoice'.toUpperCase());
      expect(text).toContain(title);
      expect(text).toMatch(DEVANAGARI);
    },
  );
});

describe.skipIf(PAYMENT_PROVIDER !== 'razorpay')('checkout in the learner’s language', () => {
  const start = (token: string, courseId: string, extra: Record<string, unknown> = {}) =>
    api<EnrollmentStarted>('POST', '/enrollments', {
      token,
      body: { courseId, paymentMethod: 'razorpay', amount: 499, ...extra },
    });

  it('Razorpay’s description follows the page’s language, else the profile’s; the prefill is the learner’s own', async () => {
    const fixture = await createCourseFixture({ price: 499 });
    const title = await courseTitle(fixture.courseId);
    const onHindiPage = await registerIn('en', 'lang-checkout-page');
    const fromProfile = await registerIn('hi', 'lang-checkout-profile');
    const inEnglish = await registerIn('en', 'lang-checkout-en');

    const hindi = (await start(onHindiPage.session.token, fixture.courseId, { language: 'hi' })).body.data.checkout!;
    expect(hindi.description).toBe(`${title} — कोर्स में दाख़िला`);
    expect(hindi.prefill).toEqual({ name: 'Test lang-checkout-page', email: onHindiPage.email });
    const profile = (await start(fromProfile.session.token, fixture.courseId)).body.data.checkout!;
    expect(profile.description).toBe(`${title} — कोर्स में दाख़िला`);
    const english = (await start(inEnglish.session.token, fixture.courseId)).body.data.checkout!;
    expect(english.description).toBe(title);
  });

  it('refuses a checkout in an unknown language with 400, and holds no seat', async () => {
    const fixture = await createCourseFixture({ price: 499 });
    const { session } = await registerIn('en', 'lang-checkout-bad');
    const res = await start(session.token, fixture.courseId, { language: 'xx' });
    expect(res.status).toBe(400);
    expect((await testDb().collection('payments').where('userId', '==', session.user.uid).get()).empty).toBe(true);
  });
});
