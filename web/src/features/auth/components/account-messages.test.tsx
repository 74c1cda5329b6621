import { EmailSchema, PasswordSchema, ProfileUpdateBodySchema } from '@contract';
import { describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n/i18n';
import type { Translate } from '@/lib/i18n/use-t';

import { accountMessage } from './account-messages';

const translator = async (locale: 'en' | 'hi'): Promise<Translate> => {
  const i18n = await createI18n(locale, ['site', 'app']);
  return (id, values) => i18n._(id, values);
};
const problem = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the account fields' messages", () => {
  // The contract's own words, as its checks (and the server) give them: a changed wording must change the table too.
  const contractSays = {
    name: problem(ProfileUpdateBodySchema.safeParse({ name: ' ', email: 'a@b.co' })),
    email: problem(EmailSchema.safeParse('not an address')),
    password: problem(PasswordSchema.safeParse('12345')),
  };

  it('are the contract’s words exactly on an English page', async () => {
    const t = await translator('en');
    expect(contractSays).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    for (const said of Object.values(contractSays)) expect(accountMessage(t, said)).toBe(said);
  });

  it('are Hindi on a Hindi page, and a message the table does not know stays as it was written', async () => {
    const t = await translator('hi');
    expect(accountMessage(t, contractSays.name)).toBe('नाम लिखना ज़रूरी है');
    expect(accountMessage(t, contractSays.email)).toBe('कृपया सही ईमेल पता लिखें');
    expect(accountMessage(t, contractSays.password)).toBe('पासवर्ड में कम से कम 6 अक्षर होने चाहिए');
    expect(accountMessage(t, 'Something new from the server')).toBe('Something new from the server');
    expect(accountMessage(t, undefined)).toBeUndefined();
  });
});
