import { describe, expect, it } from 'vitest';

import type { Session, User } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { SITE_URL, uniqueEmail } from '../support/env';
import { api } from '../support/http';

/** The learner's language (issue 37): kept on the profile, and what their mails and checkout are written in. */

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

  it('the Hindi profile’s shell is in Hindi and brings the Devanagari face, so the choice can be read on any device', async () => {
    for (const path of ['/hi/profile', '/hi/user/courses']) {
      const html = await (await fetch(`${SITE_URL}${path}`)).text();
      expect(html).toContain('<html lang="hi"');
      expect(html).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-devanagari-400[^"]*\.woff2">/,
      );
      expect(html).toContain('@font-face{font-family:"Noto Sans Devanagari"');
    }
    const english = await (await fetch(`${SITE_URL}/profile`)).text();
    expect(english).toContain('<html lang="en"');
    expect(english).not.toContain('Noto Sans Devanagari');
  });

  it('is the signed-in learner’s own: without a session the call is 401', async () => {
    expect((await api('PUT', '/users/profile/language', { body: { language: 'hi' } })).status).toBe(401);
  });
});
