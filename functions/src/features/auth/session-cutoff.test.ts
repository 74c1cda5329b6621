import { describe, expect, it } from 'vitest';

import { startedBeforeCutoff, waitBeforeFreshSignIn } from './session-cutoff';

describe('the session cut-off', () => {
  const loggedInAt = 1_764_000_000; // seconds, as auth_time
  it('refuses a session that signed in earlier in the same second as the logout', () => {
    expect(startedBeforeCutoff(loggedInAt, loggedInAt * 1000 + 400)).toBe(true);
  });
  it('refuses sessions from earlier seconds and accepts a sign-in in a later second', () => {
    expect(startedBeforeCutoff(loggedInAt - 1, loggedInAt * 1000)).toBe(true);
    expect(startedBeforeCutoff(loggedInAt + 1, loggedInAt * 1000 + 999)).toBe(false);
  });
  it('accepts every session of an account whose sessions were never ended', () => {
    expect(startedBeforeCutoff(loggedInAt, 0)).toBe(false);
  });
  it('waits for the next whole second before a fresh sign-in, and not at all otherwise', () => {
    expect(waitBeforeFreshSignIn(loggedInAt * 1000 + 400, loggedInAt * 1000 + 450)).toBe(550);
    expect(waitBeforeFreshSignIn(loggedInAt * 1000 + 400, loggedInAt * 1000 + 1200)).toBe(0);
    expect(waitBeforeFreshSignIn(0, Date.now())).toBe(0);
  });
});
