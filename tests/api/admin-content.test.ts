import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Blog, Career, Highlight, Partner, Product, Testimonial } from '../../functions/src/contract';
import { SITE_URL } from '../support/env';
import { api, writesOf } from '../support/http';
import { form, jpegWithGps, mp4Bytes, pngBytes } from '../support/media-fixtures';
import { adminToken, learnerToken } from '../support/sessions';

const media = (url: string) => fetch(`${SITE_URL}${url}`);
const today = new Date().toISOString().slice(0, 10);

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('admin blogs', () => {
  const blogFields = { title: 'Admin blog', date: today, summary: 'A summary', content: '<p>Body</p>' };

  it('refuses anonymous callers and learners', async () => {
    expect((await api('POST', '/blogs', { body: form(blogFields) })).status).toBe(401);
    expect((await api('POST', '/blogs', { token: await learnerToken(), body: form(blogFields) })).status).toBe(403);
    expect((await api('GET', '/blogs?page=1', { token: await learnerToken() })).status).toBe(403);
  });

  it('needs title, date, summary and the featured image, and writes nothing without them', async () => {
    const missing = await api('POST', '/blogs', { token: admin, body: form({ date: today, summary: '', content: 'x' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'Title is required', path: 'title' },
        { msg: 'Summary is required', path: 'summary' },
      ]),
    );
    const noImage = await api('POST', '/blogs', { token: admin, body: form(blogFields) });
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toBe('Featured image is required');
    expect(writesOf(noImage)).toBe(0);
  });

  it('creates, lists with a total, edits under the internal/external rules, and deletes with its image', async () => {
    const created = await api<Blog>('POST', '/blogs', {
      token: admin,
      body: form(blogFields, { image: [await pngBytes(), 'cover.png'] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Blog created successfully!');
    const blog = created.body.data;
    expect(blog.imageUrl).toMatch(/^\/uploads\/blogs\/[0-9a-f-]{36}\.webp$/);
    expect((await media(blog.imageUrl!)).headers.get('content-type')).toBe('image/webp');

    const page = await api('GET', '/blogs?page=1&limit=2', { token: admin });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);

    const external = await api('PUT', `/blogs/${blog.blogId}`, {
      token: admin,
      body: form({ ...blogFields, isExternal: true, externalUrl: '', sourceWebsite: '' }),
    });
    expect(external.status).toBe(400);
    expect(external.body.message).toBe('External URL and source website are required for external blogs');
    const internal = await api('PUT', `/blogs/${blog.blogId}`, { token: admin, body: form({ ...blogFields, content: '' }) });
    expect(internal.body.message).toBe('Content is required for internal blogs');

    const replaced = await api<Blog>('PUT', `/blogs/${blog.blogId}`, {
      token: admin,
      body: form({ ...blogFields, title: 'Edited blog' }, { image: [await pngBytes(120, 90), 'new.png'] }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe('Blog updated successfully!');
    expect(replaced.body.data.title).toBe('Edited blog');
    expect(replaced.body.data.imageUrl).not.toBe(blog.imageUrl);
    expect((await media(blog.imageUrl!)).status).toBe(404);

    const removed = await api('DELETE', `/blogs/${blog.blogId}`, { token: admin });
    expect(removed.body.message).toBe('Blog deleted successfully');
    expect((await media(replaced.body.data.imageUrl!)).status).toBe(404);
    expect((await api('GET', `/blogs/${blog.blogId}`)).status).toBe(404);
    expect((await api('DELETE', `/blogs/${blog.blogId}`, { token: admin })).status).toBe(404);
  });

  it('lets an admin read a hidden post that visitors cannot', async () => {
    const created = await api<Blog>('POST', '/blogs', {
      token: admin,
      body: form({ ...blogFields, isActive: false }, { image: [await pngBytes(), 'c.png'] }),
    });
    const id = created.body.data.blogId;
    expect((await api('GET', `/blogs/${id}`)).status).toBe(404);
    const asAdmin = await api('GET', `/blogs/${id}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    await api('DELETE', `/blogs/${id}`, { token: admin });
  });
});

describe('uploads are checked by content', () => {
  const product = (file: [Buffer, string]) =>
    api<Product>('POST', '/products', { token: admin, body: form({ name: 'Upload probe' }, { image: file }) });

  it('refuses a script named like an image, and an SVG with script', async () => {
    const script = await product([Buffer.from('#!/bin/sh\necho pwned\n'), 'photo.png']);
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual([{ msg: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image', path: 'image' }]);
    const svg = await product([
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
    ]);
    expect(svg.status).toBe(400);
  });

  it('stores an image under its own name whatever the upload was called, without its GPS metadata', async () => {
    const res = await product([await jpegWithGps(), '../../../etc/passwd.jpg']);
    expect(res.status).toBe(201);
    expect(res.body.data.imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const stored = Buffer.from(await (await media(res.body.data.imageUrl!)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    await api('DELETE', `/products/${res.body.data._id}`, { token: admin });
  });

  it('refuses a file over the 32 MB request limit with a message', async () => {
    const huge = Buffer.alloc(33 * 1024 * 1024, 1);
    const res = await product([huge, 'huge.png']);
    expect([400, 413]).toContain(res.status);
    expect(res.body?.message ?? String(res.body)).toMatch(/too large|at most 32 MB/i);
  });
});

describe('admin highlights', () => {
  it('needs a real video; an edit without files keeps the current ones; delete removes them', async () => {
    const noVideo = await api('POST', '/highlights', { token: admin, body: form({ title: 'No video' }) });
    expect(noVideo.body.message).toBe('Video is required');
    const fake = await api('POST', '/highlights', {
      token: admin,
      body: form({ title: 'Fake' }, { video: [await pngBytes(), 'clip.mp4'] }),
    });
    expect(fake.body.errors).toEqual([{ msg: 'The file must be an MP4 or WebM video', path: 'video' }]);

    const created = await api<Highlight>('POST', '/highlights', {
      token: admin,
      body: form(
        { title: 'Real highlight', description: 'A clip' },
        { video: [mp4Bytes(), 'clip.mp4'], thumbnail: [await pngBytes(), 't.png'] },
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Highlight created successfully!');
    const { _id: id, videoUrl, thumbnailUrl } = created.body.data;
    expect(videoUrl).toMatch(/\.mp4$/);

    const one = await api<Highlight>('GET', `/highlights/${id}`, { token: admin });
    expect(one.body.data.title).toBe('Real highlight');
    const edited = await api('PUT', `/highlights/${id}`, { token: admin, body: form({ title: 'Renamed highlight' }) });
    expect(edited.body.data).toMatchObject({ title: 'Renamed highlight', videoUrl, thumbnailUrl });
    expect(edited.body.message).toBe('Highlight updated successfully!');

    expect((await api('DELETE', `/highlights/${id}`, { token: admin })).body.message).toBe('Highlight deleted successfully');
    expect((await media(videoUrl!)).status).toBe(404);
    expect((await media(thumbnailUrl!)).status).toBe(404);
    expect((await api('GET', `/highlights/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('admin careers', () => {
  const career = {
    title: 'Data Engineer',
    type: 'Full-time',
    location: 'Mumbai',
    shortDescription: 'Pipelines',
    fullDescription: 'All of it',
  };

  it('validates, creates, toggles with the spec messages, and deletes', async () => {
    const bad = await api('POST', '/careers', { token: admin, body: { ...career, type: 'Gig', location: '' } });
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'Type is required', path: 'type' },
        { msg: 'Location is required', path: 'location' },
      ]),
    );
    const created = await api<Career>('POST', '/careers', { token: admin, body: career });
    expect(created.body.message).toBe('Career created successfully!');
    const id = created.body.data.careerId;
    const off = await api('PUT', `/careers/${id}/status`, { token: admin });
    expect(off.body.message).toBe('Career deactivated successfully');
    expect((await api('GET', `/careers/${id}`)).status).toBe(404);
    const on = await api('PUT', `/careers/${id}/status`, { token: admin });
    expect(on.body.message).toBe('Career activated successfully');
    const updated = await api('PUT', `/careers/${id}`, { token: admin, body: { ...career, title: 'Senior Data Engineer' } });
    expect(updated.body.message).toBe('Career updated successfully');
    expect((await api('DELETE', `/careers/${id}`, { token: admin })).body.message).toBe('Career deleted successfully');
  });

  it('two parallel toggles of the same career leave it where it started', async () => {
    const { careerId } = (await api<Career>('POST', '/careers', { token: admin, body: career })).body.data;
    await Promise.all([1, 2].map(() => api('PUT', `/careers/${careerId}/status`, { token: admin })));
    expect((await api<Career>('GET', `/careers/${careerId}`, { token: admin })).body.data.isActive).toBe(true);
    await api('DELETE', `/careers/${careerId}`, { token: admin });
  });
});

describe('admin organizations and leagues', () => {
  it('lists all in order, validates order, toggles and deletes', async () => {
    const bad = await api('POST', '/organizations', { token: admin, body: form({ name: '', order: -1 }) });
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'Name is required', path: 'name' },
        { msg: 'Order must be at least 0', path: 'order' },
      ]),
    );
    const created = await api<Partner>('POST', '/leagues', {
      token: admin,
      body: form({ name: 'Test League', order: 0 }, { image: [await pngBytes(), 'l.png'] }),
    });
    expect(created.body.message).toBe('League created successfully!');
    const all = await api<Partner[]>('GET', '/leagues/admin/all', { token: admin });
    const orders = all.body.data.map((league: { order: number }) => league.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(all.body.data.map((league: { name: string }) => league.name)).toContain('Test League');
    const toggled = await api<Partner>('PATCH', `/leagues/${created.body.data._id}/toggle`, { token: admin });
    expect(toggled.body.data.isActive).toBe(false);
    expect((await api<Partner[]>('GET', '/leagues')).body.data.map((l: { name: string }) => l.name)).not.toContain('Test League');
    expect((await api('DELETE', `/leagues/${created.body.data._id}`, { token: admin })).body.message).toBe(
      'League deleted successfully',
    );
  });
});

describe('admin testimonials', () => {
  it('an edit with an empty photoUrl removes the photo and its file', async () => {
    const fields = { name: 'Asha', role: 'Coach', company: 'Academy', testimonialText: 'Great', description: 'Longer words' };
    const created = await api<Testimonial>('POST', '/testimonials', {
      token: admin,
      body: form(fields, { photo: [await pngBytes(), 'p.png'] }),
    });
    expect(created.body.message).toBe('Testimonial created successfully!');
    const { _id: id, photoUrl } = created.body.data;
    expect(photoUrl).toMatch(/^\/uploads\/testimonials\//);
    const one = await api('GET', `/testimonials/single/${id}`, { token: admin });
    expect(one.body.data).toMatchObject(fields);
    const edited = await api('PUT', `/testimonials/${id}`, {
      token: admin,
      body: form({ ...fields, isActive: 'false', photoUrl: '' }),
    });
    expect(edited.body.message).toBe('Testimonial updated successfully!');
    expect(edited.body.data).toMatchObject({ photoUrl: null, isActive: false });
    expect((await media(photoUrl!)).status).toBe(404);
    await api('DELETE', `/testimonials/${id}`, { token: admin });
  });
});

describe('admin products', () => {
  it('searches by name and filters by status, with totals', async () => {
    const names = ['Zeta Scope Alpha', 'Zeta Scope Beta'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      ids.push(
        (await api<Product>('POST', '/products', { token: admin, body: form({ name, isActive: i === 0 }) })).body.data._id,
      );
    }
    const found = await api('GET', '/products?page=1&limit=10&search=zeta scope', { token: admin });
    expect(found.body.total).toBe(2);
    const active = await api<Product[]>('GET', '/products?page=1&limit=10&search=zeta&isActive=true', { token: admin });
    expect(active.body.data.map((p: { name: string }) => p.name)).toEqual(['Zeta Scope Alpha']);
    const inactive = await api<Product[]>('GET', '/products?page=1&limit=10&isActive=false', { token: admin });
    expect(inactive.body.data.every((p: { isActive: boolean }) => p.isActive === false)).toBe(true);
    for (const id of ids)
      expect((await api('DELETE', `/products/${id}`, { token: admin })).body.message).toBe('Product deleted successfully');
  });
});
