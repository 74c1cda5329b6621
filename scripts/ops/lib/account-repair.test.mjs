// @ts-check
import { describe, expect, it } from 'vitest';

import { planRepair } from './account-repair.mjs';

const demoUsers = [{ email: 'learner@cricket.test', password: 'Learner@12345' }];
const now = Date.parse('2026-11-25T12:00:00Z');

describe('planRepair', () => {
  it('gives a profile without an account its account back, with the demo password for a demo user', () => {
    const { recreate, remove } = planRepair({
      accounts: [{ uid: 'kept', createdAt: 0 }],
      profiles: [
        { uid: 'kept', email: 'kept@example.com' },
        { uid: 'demo', email: 'Learner@cricket.test', name: 'Priya', role: 'user' },
        { uid: 'boss', email: 'boss@example.com', name: 'Boss', role: 'admin', isBlocked: true, isEmailVerified: true },
      ],
      demoUsers,
      now,
    });
    expect(recreate).toEqual([
      {
        uid: 'demo',
        email: 'Learner@cricket.test',
        displayName: 'Priya',
        disabled: false,
        emailVerified: false,
        role: 'user',
        password: 'Learner@12345',
      },
      {
        uid: 'boss',
        email: 'boss@example.com',
        displayName: 'Boss',
        disabled: true,
        emailVerified: true,
        role: 'admin',
        password: undefined,
      },
    ]);
    expect(remove).toEqual([]);
  });

  it('removes an account without a profile once it is past the grace, never a registration in progress', () => {
    const { recreate, remove } = planRepair({
      accounts: [
        { uid: 'old-orphan', createdAt: now - 10 * 60_000 },
        { uid: 'registering', createdAt: now - 5_000 },
      ],
      profiles: [],
      demoUsers,
      now,
    });
    expect(recreate).toEqual([]);
    expect(remove).toEqual(['old-orphan']);
  });
});
