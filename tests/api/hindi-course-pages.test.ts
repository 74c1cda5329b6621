import { beforeAll, describe, expect, it } from 'vitest';

import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { alternatesOf, bodyText, canonicalOf, fetchPage, langOf, metaOf, textOf } from '../support/page-html';
import { adminToken } from '../support/sessions';

const HINDI_COURSE = {
  title: 'फ़िक्स्चर कोर्स: वीडियो विश्लेषण की शुरुआत',
  shortDescription: 'मैच की फ़ुटेज से गेंद-दर-गेंद विश्लेषण करना सीखिए।',
  description: 'यह कोर्स एक परीक्षण ने बनाया है।\n\nइसमें एक मॉड्यूल है।',
};
const FALLBACK_NOTE = 'यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।';

/** A course's page under /hi/ follows the course (decision 0095), as a crawler gets it: one request, no JavaScript. */
describe('the course page under /hi/', () => {
  let withHindi: Awaited<ReturnType<typeof createCourseFixture>>;
  let without: Awaited<ReturnType<typeof createCourseFixture>>;
  beforeAll(async () => {
    [withHindi, without] = await Promise.all([createCourseFixture(), createCourseFixture()]);
    const saved = await api('PUT', `/admin/courses/${withHindi.courseId}/translations/hi`, {
      token: await adminToken(),
      body: HINDI_COURSE,
    });
    expect(saved.status).toBe(200);
  });

  it('a course with a Hindi version renders it, pairing with its English page both ways', async () => {
    const path = `/courses/${withHindi.courseId}`;
    const page = await fetchPage(`/hi${path}`);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toBe(HINDI_COURSE.title);
    expect(metaOf(page.html, 'description')).toBe(HINDI_COURSE.shortDescription);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}/hi${path}`);
    expect(metaOf(page.html, 'robots')).toBeNull();
    expect(bodyText(page.html)).not.toContain(FALLBACK_NOTE);
    const pair = { en: `${SITE_URL}${path}`, hi: `${SITE_URL}/hi${path}`, 'x-default': `${SITE_URL}${path}` };
    expect(alternatesOf(page.html)).toEqual(pair);

    for (const href of Object.values(pair)) {
      const twin = await fetchPage(href.slice(SITE_URL.length));
      expect(twin.status, href).toBe(200);
      expect(alternatesOf(twin.html), href).toEqual(pair);
    }
    const english = await fetchPage(path);
    expect(textOf(english.html, 'h1')).toMatch(/^Fixture course/);
    expect(metaOf(english.html, 'robots')).toBeNull();
  });

  it('a course without one is its English content under the note, noindex, with no pair', async () => {
    const path = `/courses/${without.courseId}`;
    const page = await fetchPage(`/hi${path}`);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toMatch(/^Fixture course/);
    expect(bodyText(page.html)).toContain(FALLBACK_NOTE);
    expect(page.html).toMatch(/<div lang="en">/);
    expect(metaOf(page.html, 'robots')).toBe('noindex');
    expect(alternatesOf(page.html)).toEqual({});
    expect(alternatesOf((await fetchPage(path)).html)).toEqual({});
  });

  it('the course list in Hindi shows the Hindi title, and the sitemap lists both versions of the Hindi course only', async () => {
    expect(bodyText((await fetchPage('/hi/courses')).html)).toContain(HINDI_COURSE.title);
    const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
    const hindiPath = `/hi/courses/${withHindi.courseId}`;
    expect(xml).toContain(`<url><loc>${SITE_URL}${hindiPath}</loc>`);
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${SITE_URL}/courses/${withHindi.courseId}</loc>`)) ?? '';
    expect(entry).toContain(`hreflang="hi" href="${SITE_URL}${hindiPath}"`);
    expect(entry).toContain(`hreflang="x-default" href="${SITE_URL}/courses/${withHindi.courseId}"`);
    expect(xml).not.toContain(`/hi/courses/${without.courseId}<`);
  });
});
