import { beforeAll, describe, expect, it } from 'vitest';

import type { Blog, Career, Highlight, Localised, Product, Testimonial } from '../../functions/src/contract';
import { api } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { newAdmin, newLearner } from '../support/sessions';

/** A job's Hindi version, as an admin writes it (decision 0098). */
const HINDI_CAREER = {
  title: 'फ़िक्स्चर नौकरी: मैच एनालिस्ट',
  location: 'लखनऊ',
  shortDescription: 'अकादमी के मैचों को कोड करें और कोचों के लिए रील बनाएँ।',
  fullDescription: 'भूमिका के बारे में\nयह नौकरी एक परीक्षण ने बनाई है।',
};

type AuditEntries = { entries: { resource: { id: string }; changes: { field: string; before: unknown; after: unknown }[] }[] };

let admin: Awaited<ReturnType<typeof newAdmin>>;
beforeAll(async () => {
  admin = await newAdmin('content-translator');
});

const versionPath = (kind: string, id: string, lang = 'hi') => `/admin/${kind}/${id}/translations/${lang}`;

async function createCareer(title: string): Promise<Career> {
  const created = await api<Career>('POST', '/careers', {
    token: admin.token,
    body: {
      title,
      type: 'Part-time',
      location: 'Lucknow',
      shortDescription: 'Code academy matches and build reels for coaches.',
      fullDescription: 'About the role\nA test made this job.',
      isActive: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

const adminCareer = async (id: string) => (await api<Career>('GET', `/careers/${id}`, { token: admin.token })).body.data;

describe('saving and removing the Hindi version of a job', () => {
  let career: Career;
  beforeAll(async () => {
    career = await createCareer(`Fixture job ${Date.now()}`);
  });

  it('an admin saves it: the job reads in Hindi with ?lang=hi, stays English without, and the audit log names it', async () => {
    const saved = await api<Career>('PUT', versionPath('careers', career.careerId), { token: admin.token, body: HINDI_CAREER });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.translations?.hi).toEqual(HINDI_CAREER);

    const hindi = (await api<Localised<Career>>('GET', `/careers/${career.careerId}?lang=hi`)).body.data;
    expect(hindi).toMatchObject({ ...HINDI_CAREER, type: 'Part-time', language: 'hi', languages: ['en', 'hi'] });
    expect(hindi).not.toHaveProperty('translations');
    const english = (await api<Localised<Career>>('GET', `/careers/${career.careerId}`)).body.data;
    expect(english).toMatchObject({ title: career.title, location: 'Lucknow', language: 'en', languages: ['en', 'hi'] });
    const list = (await api<Localised<Career>[]>('GET', '/careers?lang=hi')).body.data;
    expect(list.find((job) => job.careerId === career.careerId)?.title).toBe(HINDI_CAREER.title);

    const audit = await api<AuditEntries>('GET', `/admin/audit?${new URLSearchParams({ person: admin.email })}`, {
      token: admin.token,
    });
    const entry = audit.body.data.entries.find((item) => item.resource.id === career.careerId);
    expect(entry?.changes).toEqual([{ field: 'translations.hi', before: null, after: HINDI_CAREER.title }]);
  });

  it('bad input is a 400 that changes nothing; English or an unknown language a 400; a missing job a 404', async () => {
    const before = await adminCareer(career.careerId);
    const blank = await api('PUT', versionPath('careers', career.careerId), {
      token: admin.token,
      body: { ...HINDI_CAREER, title: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContainEqual({ msg: 'Title is required', path: 'title' });
    const { location: _dropped, ...withoutLocation } = HINDI_CAREER;
    expect(
      (await api('PUT', versionPath('careers', career.careerId), { token: admin.token, body: withoutLocation })).status,
    ).toBe(400);
    const notText = await api('PUT', versionPath('careers', career.careerId), {
      token: admin.token,
      body: { ...HINDI_CAREER, type: 'Full-time' },
    });
    expect(notText.status).toBe(400);

    const english = await api('PUT', versionPath('careers', career.careerId, 'en'), { token: admin.token, body: HINDI_CAREER });
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/English is the source/);
    const unknown = await api('DELETE', versionPath('careers', career.careerId, 'xx'), { token: admin.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown language/);
    expect((await api('GET', `/careers/${career.careerId}?lang=xx`)).status).toBe(400);
    expect((await api('GET', '/blogs?lang=xx')).status).toBe(400);
    expect(await adminCareer(career.careerId)).toEqual(before);

    expect((await api('PUT', versionPath('careers', 'no-such-job'), { token: admin.token, body: HINDI_CAREER })).status).toBe(
      404,
    );
    expect((await api('DELETE', versionPath('highlights', 'no-such-highlight'), { token: admin.token })).status).toBe(404);
  });

  it('the back-office’s alone: 401 without a session, 403 for a learner, and nothing changes', async () => {
    const learner = await newLearner('content-translation');
    expect((await api('PUT', versionPath('careers', career.careerId), { body: HINDI_CAREER })).status).toBe(401);
    expect(
      (await api('PUT', versionPath('careers', career.careerId), { token: learner.token, body: { ...HINDI_CAREER, title: 'x' } }))
        .status,
    ).toBe(403);
    expect((await api('DELETE', versionPath('careers', career.careerId), { token: learner.token })).status).toBe(403);
    expect((await adminCareer(career.careerId)).translations?.hi?.title).toBe(HINDI_CAREER.title);
  });

  it('removing it leaves the English as it was, and Hindi readers get the English', async () => {
    const removed = await api<Career>('DELETE', versionPath('careers', career.careerId), { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Translation removed');
    expect(removed.body.data.translations).toEqual({});
    const hindi = (await api<Localised<Career>>('GET', `/careers/${career.careerId}?lang=hi`)).body.data;
    expect(hindi).toMatchObject({ title: career.title, location: 'Lucknow', language: 'en', languages: ['en'] });
  });
});

describe('the Hindi version of a post, a product and a testimonial', () => {
  it('a post’s needs its body where the English has one, and then reads whole in Hindi', async () => {
    const created = await api<Blog>('POST', '/blogs', {
      token: admin.token,
      body: form(
        { title: 'Fixture post', date: '2026-10-01', summary: 'A test wrote this.', content: '<p>English body.</p>' },
        { image: [await pngBytes(), 'cover.png'] },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.blogId;
    const noBody = await api('PUT', versionPath('blogs', id), {
      token: admin.token,
      body: { title: 'फ़िक्स्चर पोस्ट', summary: 'यह एक परीक्षण ने लिखी।' },
    });
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors).toContainEqual({ msg: 'Content is required: the English has one', path: 'content' });

    const body = { title: 'फ़िक्स्चर पोस्ट', summary: 'यह एक परीक्षण ने लिखी।', content: '<p>हिंदी में पूरा लेख।</p><script>x()</script>' };
    expect((await api('PUT', versionPath('blogs', id), { token: admin.token, body })).status).toBe(200);
    const hindi = (await api<Localised<Blog>>('GET', `/blogs/${id}?lang=hi`)).body.data;
    expect(hindi).toMatchObject({ title: body.title, summary: body.summary, date: '2026-10-01', language: 'hi' });
    expect(hindi.content).toBe('<p>हिंदी में पूरा लेख।</p>');
    const list = (await api<Localised<Blog>[]>('GET', '/blogs?lang=hi')).body.data;
    expect(list.find((post) => post.blogId === id)).toMatchObject({ title: body.title, language: 'hi' });
    expect(list.find((post) => post.blogId === id)).not.toHaveProperty('content');
  });

  it('a product’s and a testimonial’s read in Hindi in their lists', async () => {
    const product = await api<Product>('POST', '/products', {
      token: admin.token,
      body: form({ name: 'Fixture product', description: 'A test made this product.', order: 90 }),
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const hindiProduct = { name: 'फ़िक्स्चर उत्पाद', description: 'यह उत्पाद एक परीक्षण ने बनाया।' };
    expect(
      (await api('PUT', versionPath('products', product.body.data._id), { token: admin.token, body: hindiProduct })).status,
    ).toBe(200);
    const single = (await api<Localised<Product>>('GET', `/products/single/${product.body.data._id}?lang=hi`)).body.data;
    expect(single).toMatchObject({ ...hindiProduct, language: 'hi' });

    const testimonial = await api<Testimonial>('POST', '/testimonials', {
      token: admin.token,
      body: form({
        name: 'Fixture Person',
        role: 'Coach',
        company: 'Fixture Club',
        testimonialText: 'A test said this.',
        description: 'A longer story.',
      }),
    });
    expect(testimonial.status, JSON.stringify(testimonial.body)).toBe(201);
    const hindiTestimonial = {
      role: 'कोच',
      company: 'फ़िक्स्चर क्लब',
      testimonialText: 'यह एक परीक्षण ने कहा।',
      description: 'एक लंबी कहानी।',
    };
    const saved = await api('PUT', versionPath('testimonials', testimonial.body.data._id), {
      token: admin.token,
      body: { ...hindiTestimonial, name: 'किसी और का नाम' },
    });
    expect(saved.status).toBe(400);
    expect(
      (await api('PUT', versionPath('testimonials', testimonial.body.data._id), { token: admin.token, body: hindiTestimonial }))
        .status,
    ).toBe(200);
    const list = (await api<Localised<Testimonial>[]>('GET', '/testimonials?limit=100&lang=hi')).body.data;
    expect(list.find((item) => item._id === testimonial.body.data._id)).toMatchObject({
      ...hindiTestimonial,
      name: 'Fixture Person',
      language: 'hi',
    });
  });

  it('the demo’s highlights read in Hindi, each keeping its video', async () => {
    const english = (await api<Localised<Highlight>[]>('GET', '/highlights')).body.data;
    const hindi = (await api<Localised<Highlight>[]>('GET', '/highlights?lang=hi')).body.data;
    expect(hindi.length).toBeGreaterThan(0);
    for (const item of hindi) {
      const source = english.find((other) => other._id === item._id);
      expect(item.language, item.title).toBe('hi');
      expect(item.title).not.toBe(source?.title);
      expect(item.videoUrl).toBe(source?.videoUrl);
    }
  });
});
