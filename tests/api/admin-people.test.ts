import { beforeAll, describe, expect, it } from 'vitest';

import type { Blog, ContactMessage, DashboardOverview, Session, User } from '../../functions/src/contract';
import { api, readsOf, writesOf } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { adminToken, learnerToken, newLearner } from '../support/sessions';

let admin: string;
let adminUid: string;
beforeAll(async () => {
  admin = await adminToken();
  adminUid = (await api<{ user: User }>('GET', '/auth/me', { token: admin })).body.data.user.uid;
});

describe('admin users', () => {
  it('lists users 10 a page with a total', async () => {
    const res = await api<User[]>('GET', '/users?page=1&limit=10', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({ uid: expect.any(String), email: expect.any(String), role: expect.any(String) }),
    );
    expect((await api('GET', '/users?page=1', { token: await learnerToken() })).status).toBe(403);
  });

  it('an admin cannot block their own account', async () => {
    const res = await api('PUT', `/users/${adminUid}/status`, { token: admin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot change the status of your own account');
  });

  it('blocking ends the learner’s sessions and refuses their next request; unblocking lets them back in', async () => {
    const learner = await newLearner('blocked');
    const refreshToken = (await api<Session>('POST', '/auth/login', { body: { email: learner.email, password: 'secret123' } }))
      .body.data.refreshToken;
    const blocked = await api<{ user: User }>('PUT', `/users/${learner.uid}/status`, { token: admin });
    expect(blocked.body.message).toBe('User blocked successfully');
    expect(blocked.body.data.user.isBlocked).toBe(true);
    // 401 once Auth sees the revocation, 403 (blocked) when the token is from the same second: refused either way.
    expect([401, 403]).toContain((await api('GET', '/auth/me', { token: learner.token })).status);
    expect([401, 403]).toContain((await api('POST', '/auth/refresh', { body: { refreshToken } })).status);
    const login = await api('POST', '/auth/login', { body: { email: learner.email, password: 'secret123' } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account has been blocked. Please contact support.');

    const unblocked = await api('PUT', `/users/${learner.uid}/status`, { token: admin });
    expect(unblocked.body.message).toBe('User unblocked successfully');
    expect((await api('POST', '/auth/login', { body: { email: learner.email, password: 'secret123' } })).status).toBe(200);
    expect((await api('PUT', '/users/no-such-user/status', { token: admin })).status).toBe(404);
  });
});

describe('admin contacts', () => {
  it('lists messages with their pagination, changes status once, and deletes', async () => {
    const sent = await api<ContactMessage>('POST', '/contact', {
      body: { name: 'Status Probe', email: 'probe@example.com', message: 'Hello' },
    });
    const uid = sent.body.data.uid;
    const list = await api<{ contacts: ContactMessage[]; pagination: { page: number; limit: number; totalContacts: number } }>(
      'GET',
      '/contact?page=1&limit=10',
      { token: admin },
    );
    expect(list.body.data.contacts[0]).toMatchObject({ uid, status: 'new', name: 'Status Probe' });
    expect(list.body.data.pagination.totalContacts).toBe(list.body.total);

    const bad = await api('PUT', `/contact/${uid}/status`, { token: admin, body: { status: 'closed' } });
    expect(bad.status).toBe(400);
    const resolved = await api('PUT', `/contact/${uid}/status`, { token: admin, body: { status: 'resolved' } });
    expect(resolved.body.message).toBe('Contact status updated successfully');
    const again = await api('PUT', `/contact/${uid}/status`, { token: admin, body: { status: 'resolved' } });
    expect(writesOf(again)).toBe(0);
    expect((await api('DELETE', `/contact/${uid}`, { token: admin })).body.message).toBe('Contact deleted successfully');
    expect((await api('DELETE', `/contact/${uid}`, { token: admin })).status).toBe(404);
  });
});

describe('admin dashboard overview', () => {
  it('has every count of the spec and moves when a blog is added, cheaply', async () => {
    const before = await api<DashboardOverview>('GET', '/users/dashboard/overview', { token: admin });
    expect(before.status).toBe(200);
    const counts = before.body.data;
    for (const key of [
      'users',
      'blogs',
      'highlights',
      'careers',
      'contacts',
      'organizations',
      'leagues',
      'testimonials',
    ] as const) {
      expect(counts[key]).toBeTypeOf('object');
    }
    expect(counts.users.total).toBeGreaterThanOrEqual(counts.users.active);
    expect(counts.organizations).toEqual({ active: expect.any(Number), inactive: expect.any(Number) });
    expect(counts.testimonials.total).toBe(counts.testimonials.active + counts.testimonials.inactive);
    // The caller's profile, one read per count aggregation (under 1,000 matches each) and one per activity entry.
    expect(readsOf(before)).toBeLessThanOrEqual(1 + 18 + 10);

    const today = new Date().toISOString().slice(0, 10);
    const created = await api<Blog>('POST', '/blogs', {
      token: admin,
      body: form({ title: 'Dashboard blog', date: today, summary: 'S', content: 'C' }, { image: [await pngBytes(), 'd.png'] }),
    });
    const after = (await api<DashboardOverview>('GET', '/users/dashboard/overview', { token: admin })).body.data;
    expect(after.blogs.total).toBe(counts.blogs.total + 1);
    expect(after.blogs.publishedThisMonth).toBe(counts.blogs.publishedThisMonth + 1);
    expect(after.recentActivity[0]).toMatchObject({ type: 'blog', action: 'created', name: 'Dashboard blog' });
    await api('DELETE', `/blogs/${created.body.data.blogId}`, { token: admin });
  });
});
