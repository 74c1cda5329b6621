import { describe, expect, it } from 'vitest';

import type { Blog, Career, ContactMessage, Product } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { uniqueEmail } from '../support/env';
import { api, readsOf } from '../support/http';

const LISTS = ['highlights', 'products', 'organizations', 'leagues', 'testimonials', 'blogs', 'careers'];

describe('public content', () => {
  for (const name of LISTS) {
    it(`GET /api/${name} lists only active items, in display order, within its read budget`, async () => {
      const res = await api<{ _id: string; isActive: boolean }[]>('GET', `/${name}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const items = res.body.data;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.isActive === true)).toBe(true);
      expect(items.every((item) => typeof item._id === 'string')).toBe(true);
      // A list of N items costs about N reads, never the whole collection.
      expect(readsOf(res)).toBeLessThanOrEqual(items.length + 1);
      const stored = await testDb().collection(name).where('isActive', '==', false).get();
      const hidden = new Set(stored.docs.map((doc) => doc.id));
      expect(items.some((item) => hidden.has(item._id))).toBe(false);
    });
  }

  it('orders products, highlights, organizations and leagues by their order field', async () => {
    for (const name of ['products', 'highlights', 'organizations', 'leagues']) {
      const orders = (await api<{ order: number }[]>('GET', `/${name}`)).body.data.map((item) => item.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('orders blog posts newest first', async () => {
    const dates = (await api<Blog[]>('GET', '/blogs')).body.data.map((blog) => blog.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('honours ?limit, as the home page asks for two products', async () => {
    const res = await api('GET', '/products?limit=2');
    expect(res.body.data).toHaveLength(2);
    expect(readsOf(res)).toBeLessThanOrEqual(2);
    expect((await api('GET', '/products?limit=abc')).status).toBe(400);
    expect((await api('GET', '/products?limit=100000')).status).toBe(400);
  });

  it('hides an inactive item from the list and its detail page', async () => {
    const db = testDb();
    await db
      .collection('products')
      .doc('hidden-product')
      .set({ name: 'Prototype rig', description: 'Not launched', isActive: false, order: 0, imageUrl: null });
    const list = await api<Product[]>('GET', '/products');
    expect(list.body.data.map((p) => p._id)).not.toContain('hidden-product');
    const detail = await api('GET', '/products/single/hidden-product');
    expect(detail.status).toBe(404);
    expect(detail.body).toEqual({ success: false, message: 'Product not found.' });
  });

  it('answers a product, a blog post and a job by id, with the spec texts for unknown ids', async () => {
    const product = (await api<Product[]>('GET', '/products')).body.data[0];
    const one = await api<Product>('GET', `/products/single/${product._id}`);
    expect(one.body.data.name).toBe(product.name);
    expect(readsOf(one)).toBe(1);

    const blog = (await api<Blog[]>('GET', '/blogs')).body.data[0];
    expect((await api<Blog>('GET', `/blogs/${blog._id}`)).body.data).toMatchObject({ blogId: blog._id, title: blog.title });
    const career = (await api<Career[]>('GET', '/careers')).body.data[0];
    expect((await api<Career>('GET', `/careers/${career._id}`)).body.data).toMatchObject({
      careerId: career._id,
      title: career.title,
    });

    expect((await api('GET', '/products/single/no-such-product')).body.message).toBe('Product not found.');
    expect((await api('GET', '/blogs/no-such-post')).body.message).toBe('Blog post not found.');
    const job = await api('GET', '/careers/no-such-job');
    expect(job.status).toBe(404);
    expect(job.body.message).toBe('Job not found');
    expect((await api('GET', '/blogs/..')).status).toBe(404);
  });

  it('lists posts without their bodies and sends an internal post with its content, external links as stored', async () => {
    const blogs = (await api<Blog[]>('GET', '/blogs')).body.data;
    const external = blogs.find((blog) => blog.isExternal);
    const internal = blogs.find((blog) => !blog.isExternal);
    expect(external!.externalUrl).toMatch(/^https:\/\//);
    expect(blogs.every((blog) => !('content' in blog))).toBe(true);
    const detail = (await api<Blog>('GET', `/blogs/${internal!.blogId}`)).body.data;
    expect(detail.content).toContain('<p>');
  });

  it('cleans hostile HTML out of a stored post on the way out', async () => {
    await testDb().collection('blogs').doc('hostile-post').set({
      title: 'Hostile',
      date: '2020-01-01',
      summary: 'x',
      isActive: true,
      isExternal: false,
      content:
        '<p onclick="steal()">Safe text</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><a href="https://example.com" target="_blank">ok</a>',
    });
    const content = (await api<Blog>('GET', '/blogs/hostile-post')).body.data.content as string;
    expect(content).toContain('Safe text');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(content).toContain('rel="noopener noreferrer"');
    await testDb().collection('blogs').doc('hostile-post').delete();
  });
});

describe('POST /api/contact', () => {
  const from = () => ({ 'x-forwarded-for': `10.150.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

  it('stores a valid message with status new and says so', async () => {
    const email = uniqueEmail('visitor');
    const res = await api<ContactMessage>('POST', '/contact', {
      headers: from(),
      body: {
        name: 'Rohit Kulkarni',
        email,
        message: 'We run a district league and want DRS for our finals.',
        subject: 'Contact Form Submission',
        category: 'general',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Message sent successfully!');
    const stored = await testDb().collection('contacts').doc(res.body.data.uid).get();
    expect(stored.data()).toMatchObject({ name: 'Rohit Kulkarni', email, status: 'new', category: 'general' });
  });

  it('refuses missing fields, a bad email and an oversized message, storing nothing', async () => {
    const before = (await testDb().collection('contacts').count().get()).data().count;
    const missing = await api('POST', '/contact', { headers: from(), body: { email: 'a@b.co' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors!.map((e) => e.msg)).toEqual(['Name is required', 'Message is required']);
    const badEmail = await api('POST', '/contact', {
      headers: from(),
      body: { name: 'A', email: 'not-an-email', message: 'Hi' },
    });
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const huge = await api('POST', '/contact', {
      headers: from(),
      body: { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) },
    });
    expect(huge.status).toBe(400);
    expect((await testDb().collection('contacts').count().get()).data().count).toBe(before);
  });

  it('stops a flood from one client after five messages in ten minutes (429), and not other clients', async () => {
    const flood = from();
    const body = { name: 'Bot', email: 'bot@example.com', message: 'Buy followers now' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api('POST', '/contact', { headers: flood, body })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await api('POST', '/contact', { headers: from(), body })).status).toBe(201);
  });
});
