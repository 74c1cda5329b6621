import { beforeAll, describe, expect, it } from 'vitest';

import type { Blog, Career, Product } from '../../functions/src/contract';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { alternatesOf, bodyText, canonicalOf, fetchPage, langOf, metaOf, textOf } from '../support/page-html';
import { adminToken } from '../support/sessions';

const FALLBACK_NOTE = 'यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।';

interface Twin {
  kind: string;
  path: string;
  title: string;
  description: string;
}

/** A post's, product's or job's page under /hi/ follows its item (decision 0098), as a crawler gets it: one request, no JavaScript. */
describe('the pages of posts, products and jobs under /hi/', () => {
  let admin: string;
  const twins: Twin[] = [];
  let untranslatedPost: string;
  beforeAll(async () => {
    admin = await adminToken();
    const stamp = Date.now();
    const post = async (title: string) => {
      const created = await api<Blog>('POST', '/blogs', {
        token: admin,
        body: form(
          { title, date: '2026-10-02', summary: `${title}: a summary.`, content: '<p>The English body.</p>' },
          { image: [await pngBytes(), 'cover.png'] },
        ),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.blogId;
    };
    const [postId, otherPostId] = await Promise.all([post(`Fixture page post ${stamp}`), post(`Fixture English post ${stamp}`)]);
    untranslatedPost = otherPostId;
    const product = await api<Product>('POST', '/products', {
      token: admin,
      body: form({ name: `Fixture page product ${stamp}`, description: 'A test made it.', order: 95 }),
    });
    const career = await api<Career>('POST', '/careers', {
      token: admin,
      body: {
        title: `Fixture page job ${stamp}`,
        type: 'Contract',
        location: 'Patna',
        shortDescription: 'A test made this job.',
        fullDescription: 'About the role',
        isActive: true,
      },
    });
    const versions: [string, string, string, object, Twin][] = [
      [
        'blogs',
        postId,
        `/blog/${postId}`,
        { title: 'फ़िक्स्चर पोस्ट का पन्ना', summary: 'परीक्षण की लिखी पोस्ट का सार।', content: '<p>हिंदी में पूरा लेख।</p>' },
        { kind: 'post', path: `/blog/${postId}`, title: 'फ़िक्स्चर पोस्ट का पन्ना', description: 'परीक्षण की लिखी पोस्ट का सार।' },
      ],
      [
        'products',
        product.body.data._id,
        `/products/${product.body.data._id}`,
        { name: 'फ़िक्स्चर उत्पाद का पन्ना', description: 'परीक्षण का बनाया उत्पाद।' },
        {
          kind: 'product',
          path: `/products/${product.body.data._id}`,
          title: 'फ़िक्स्चर उत्पाद का पन्ना',
          description: 'परीक्षण का बनाया उत्पाद।',
        },
      ],
      [
        'careers',
        career.body.data.careerId,
        `/careers/${career.body.data.careerId}`,
        { title: 'फ़िक्स्चर नौकरी का पन्ना', location: 'पटना', shortDescription: 'परीक्षण की बनाई नौकरी।', fullDescription: 'भूमिका' },
        {
          kind: 'job',
          path: `/careers/${career.body.data.careerId}`,
          title: 'फ़िक्स्चर नौकरी का पन्ना',
          description: 'परीक्षण की बनाई नौकरी।',
        },
      ],
    ];
    for (const [kind, id, , body, twin] of versions) {
      const saved = await api('PUT', `/admin/${kind}/${id}/translations/hi`, { token: admin, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      twins.push(twin);
    }
  });

  it('an item with a Hindi version renders it, pairing with its English page both ways', async () => {
    for (const { kind, path, title, description } of twins) {
      const page = await fetchPage(`/hi${path}`);
      expect(page.status, kind).toBe(200);
      expect(langOf(page.html), kind).toBe('hi');
      expect(textOf(page.html, 'h1'), kind).toBe(title);
      expect(metaOf(page.html, 'description'), kind).toBe(description);
      expect(page.html, kind).toMatch(new RegExp(`<title>${title} `));
      expect(canonicalOf(page.html), kind).toBe(`${SITE_URL}/hi${path}`);
      expect(metaOf(page.html, 'robots'), kind).toBeNull();
      expect(bodyText(page.html), kind).not.toContain(FALLBACK_NOTE);
      const pair = { en: `${SITE_URL}${path}`, hi: `${SITE_URL}/hi${path}`, 'x-default': `${SITE_URL}${path}` };
      expect(alternatesOf(page.html), kind).toEqual(pair);
      for (const href of Object.values(pair)) {
        const twin = await fetchPage(href.slice(SITE_URL.length));
        expect(twin.status, href).toBe(200);
        expect(alternatesOf(twin.html), href).toEqual(pair);
      }
      expect(textOf((await fetchPage(path)).html, 'h1'), kind).toMatch(/^Fixture page/);
    }
  });

  it('a post without one is its English content under the note, noindex, with no pair', async () => {
    const path = `/blog/${untranslatedPost}`;
    const page = await fetchPage(`/hi${path}`);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toMatch(/^Fixture English post/);
    expect(bodyText(page.html)).toContain(FALLBACK_NOTE);
    expect(page.html).toMatch(/<div lang="en">/);
    expect(metaOf(page.html, 'robots')).toBe('noindex');
    expect(alternatesOf(page.html)).toEqual({});
    expect(alternatesOf((await fetchPage(path)).html)).toEqual({});
  });

  it('the sitemap lists both versions of the translated items only, each naming the other', async () => {
    const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
    for (const { path } of twins) {
      expect(xml).toContain(`<url><loc>${SITE_URL}/hi${path}</loc>`);
      const entry = xml.split('\n').find((line) => line.includes(`<loc>${SITE_URL}${path}</loc>`)) ?? '';
      expect(entry, path).toContain(`hreflang="hi" href="${SITE_URL}/hi${path}"`);
      expect(entry, path).toContain(`hreflang="x-default" href="${SITE_URL}${path}"`);
    }
    expect(xml).toContain(`<loc>${SITE_URL}/blog/${untranslatedPost}</loc>`);
    expect(xml).not.toContain(`/hi/blog/${untranslatedPost}<`);
  });

  it('the Hindi lists show each item’s Hindi, and mark the ones still in English', async () => {
    const blog = await fetchPage('/hi/blog');
    expect(bodyText(blog.html)).toContain('फ़िक्स्चर पोस्ट का पन्ना');
    expect(blog.html).toMatch(/<h2[^>]*lang="en"[^>]*>(?:(?!<\/h2>).)*Fixture English post/s);
    expect(bodyText((await fetchPage('/hi/careers')).html)).toContain('फ़िक्स्चर नौकरी का पन्ना');
    expect(bodyText((await fetchPage('/hi/products')).html)).toContain('फ़िक्स्चर उत्पाद का पन्ना');
  });

  it('the Hindi home page shows the demo’s highlights, testimonials and products in Hindi', async () => {
    const home = bodyText((await fetchPage('/hi')).html);
    expect(home).toContain('एज डिटेक्शन — ओवर 6.2');
    expect(home).toContain('अब एक टी20 पारी को टैग करने में मुझे सिर्फ़ एक घंटा लगता है।');
    expect(home).toContain('TagPro वीडियो एनालिसिस सूट');
  });
});
