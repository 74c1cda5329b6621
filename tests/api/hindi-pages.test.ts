import { beforeAll, describe, expect, it } from 'vitest';

import type { Blog, Course } from '../../functions/src/contract';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { alternatesOf, bodyText, canonicalOf, fetchPage, langOf, metaOf, textOf } from '../support/page-html';

const seeded = async <T>(path: string) => (await api<T>('GET', path)).body.data;

/** The note above a page whose content has no Hindi version yet (decision 0094). */
const FALLBACK_NOTE = 'यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।';

/** The public site in Hindi under /hi/ (issue 37), as a crawler gets it: one request, no JavaScript. */
describe('Hindi pages rendered on the server', () => {
  let course: Course;
  let blog: Blog;

  beforeAll(async () => {
    course = (await seeded<{ course: Course }>('/courses/certified-cricket-video-analyst')).course;
    const own = (await api<Blog[]>('GET', '/blogs')).body.data.find((post) => !post.isExternal)!;
    blog = await seeded<Blog>(`/blogs/${own.blogId}`);
  });

  it.each([
    ['/hi', '/', 'क्रिकेट तकनीक में नवाचार', 'CricVision — क्रिकेट तकनीक में नवाचार'],
    ['/hi/courses', '/courses', 'सर्टिफ़िकेशन कोर्स', 'कोर्स | CricVision'],
    ['/hi/blog', '/blog', 'एनालिसिस रूम से', 'ब्लॉग | CricVision'],
    ['/hi/products', '/products', 'क्रिकेट के हर स्तर के लिए तकनीक', 'उत्पाद | CricVision'],
    ['/hi/careers', '/careers', 'क्रिकेट तकनीक का भविष्य गढ़िए', 'करियर | CricVision'],
    ['/hi/about', '/about', 'खेल की सेवा में तकनीक', 'हमारे बारे में | CricVision'],
    ['/hi/our-story', '/our-story', 'एक सवाल से 1000 मैचों तक', 'हमारी कहानी | CricVision'],
    ['/hi/contact', '/contact', 'आइए, क्रिकेट तकनीक पर बात करें', 'संपर्क | CricVision'],
    ['/hi/privacy', '/privacy', 'गोपनीयता नीति', 'गोपनीयता नीति | CricVision'],
    ['/hi/terms', '/terms', 'सेवा की शर्तें', 'सेवा की शर्तें | CricVision'],
  ])('%s answers 200 in Hindi with its own head, and pairs with %s both ways', async (hindiPath, englishPath, heading, title) => {
    const page = await fetchPage(hindiPath);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toBe(heading);
    expect(textOf(page.html, 'title')).toBe(title);
    expect(metaOf(page.html, 'description')).toMatch(/[\u0900-\u097F]/);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}${hindiPath}`);
    expect(metaOf(page.html, 'og:locale')).toBe('hi_IN');
    expect(metaOf(page.html, 'robots')).toBeNull();
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const pair = { en: `${SITE_URL}${englishPath}`, hi: `${SITE_URL}${hindiPath}`, 'x-default': `${SITE_URL}${englishPath}` };
    expect(alternatesOf(page.html)).toEqual(pair);

    const english = await fetchPage(englishPath);
    expect(langOf(english.html)).toBe('en');
    expect(metaOf(english.html, 'og:locale')).toBe('en_IN');
    expect(alternatesOf(english.html)).toEqual(pair);
  });

  it('each render keeps its own language when English and Hindi pages are rendered at the same time', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? '/courses' : '/hi/courses'));
    const pages = await Promise.all(paths.map((path) => fetchPage(path)));
    for (const [i, page] of pages.entries()) {
      const hindi = paths[i].startsWith('/hi');
      expect(langOf(page.html), paths[i]).toBe(hindi ? 'hi' : 'en');
      expect(textOf(page.html, 'h1'), paths[i]).toBe(hindi ? 'सर्टिफ़िकेशन कोर्स' : 'Certification courses');
      expect(bodyText(page.html).includes('हमसे जुड़ें'), paths[i]).toBe(hindi);
    }
  });

  it('the frame is Hindi: navigation, footer and the way back to English on the same page', async () => {
    const { html } = await fetchPage('/hi/courses');
    const text = bodyText(html);
    for (const label of ['होम', 'उत्पाद', 'कोर्स', 'ब्लॉग', 'संपर्क', 'गोपनीयता नीति', 'सेवा की शर्तें', 'सर्वाधिकार सुरक्षित'])
      expect(text).toContain(label);
    expect(html).toContain('href="/hi/products"');
    expect(html).toMatch(/<a href="\/courses" hreflang="en" lang="en"[^>]*>[\s\S]*?English<\/a>/i);
    expect((await fetchPage('/courses')).html).toMatch(
      /<a href="\/hi\/courses" hreflang="hi" lang="hi"[^>]*>[\s\S]*?हिन्दी<\/a>/i,
    );
  });

  it.each([
    ['a course', () => `/courses/${course.uid}`, () => course.title],
    ['a blog post', () => `/blog/${blog.blogId}`, () => blog.title],
  ])(
    '%s has no Hindi version: English content under the Hindi frame, with the note, noindex and no hreflang pair',
    async (_, path, heading) => {
      const page = await fetchPage(`/hi${path()}`);
      expect(page.status).toBe(200);
      expect(langOf(page.html)).toBe('hi');
      expect(textOf(page.html, 'h1')).toBe(heading());
      expect(bodyText(page.html)).toContain(FALLBACK_NOTE);
      expect(page.html).toMatch(/<div lang="en">/);
      expect(metaOf(page.html, 'robots')).toBe('noindex');
      expect(alternatesOf(page.html)).toEqual({});
      const english = await fetchPage(path());
      expect(alternatesOf(english.html)).toEqual({});
      expect(metaOf(english.html, 'robots')).toBeNull();
      expect(bodyText(english.html)).not.toContain(FALLBACK_NOTE);
    },
  );

  it('an unknown language prefix is the 404 page, not the English page; a missing Hindi page is the Hindi 404', async () => {
    const unknown = await fetchPage('/xx/courses');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.html, 'h1')).toBe('Page not found');
    expect(alternatesOf(unknown.html)).toEqual({});
    const missing = await fetchPage('/hi/no-such-page');
    expect(missing.status).toBe(404);
    expect(langOf(missing.html)).toBe('hi');
    expect(textOf(missing.html, 'h1')).toBe('पृष्ठ नहीं मिला');
    expect(alternatesOf(missing.html)).toEqual({});
    expect((await fetchPage(`/hi/courses/no-such-course`)).status).toBe(404);
  });

  it('a Hindi address of a signed-in screen gets the app shell without a session, never cached by the CDN', async () => {
    // A screen the server renders for its user (decision 0092) is kept by no cache at all, with a session or without.
    const screen = await fetchPage('/hi/user/courses');
    expect(screen.status).toBe(200);
    expect(screen.headers.get('cache-control')).toBe('private, no-store');
    expect(screen.html).toContain('<div id="root"></div>');
    const other = await fetchPage('/hi/user/courses/some-course/notes');
    expect(other.headers.get('cache-control')).toBe('no-cache');
    expect(other.html).toContain('<div id="root"></div>');
  });

  it('robots.txt keeps crawlers out of the Hindi addresses of the signed-in screens too', async () => {
    const text = await (await fetch(`${SITE_URL}/robots.txt`)).text();
    for (const path of ['/hi/admin', '/hi/user', '/hi/profile', '/hi/dashboard', '/hi/invitations', '/invitations', '/hi/groups'])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/hi\/?$/m);
  });

  it('the sitemap lists both versions of a page that has them, each naming both and English as the default, and no fallback page', async () => {
    const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g)].map(
        ([, loc, links]) => [
          loc.slice(SITE_URL.length),
          Object.fromEntries(
            [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
              lang,
              href.slice(SITE_URL.length),
            ]),
          ),
        ],
      ),
    );
    for (const [english, hindi] of [
      ['/', '/hi'],
      ['/courses', '/hi/courses'],
      ['/blog', '/hi/blog'],
      ['/products', '/hi/products'],
      ['/careers', '/hi/careers'],
      ['/about', '/hi/about'],
      ['/our-story', '/hi/our-story'],
      ['/contact', '/hi/contact'],
      ['/privacy', '/hi/privacy'],
      ['/terms', '/hi/terms'],
    ]) {
      const pair = { en: english, hi: hindi, 'x-default': english };
      expect(entries.get(english)).toEqual(pair);
      expect(entries.get(hindi)).toEqual(pair);
    }
    expect(entries.get(`/courses/${course.uid}`)).toEqual({});
    // The pages in every language; items are listed in Hindi by their own versions (decisions 0095, 0098).
    expect([...entries.keys()].filter((path) => /^\/hi(\/[^/]+)?$/.test(path)).sort()).toEqual([
      '/hi',
      '/hi/about',
      '/hi/blog',
      '/hi/careers',
      '/hi/contact',
      '/hi/courses',
      '/hi/our-story',
      '/hi/privacy',
      '/hi/products',
      '/hi/terms',
    ]);
    for (const seeded of ['/blog/how-drs-decides-an-lbw', '/careers/video-analyst-part-time', '/products/trackedge-drs'])
      expect(entries.get(`/hi${seeded}`), seeded).toEqual({ en: seeded, hi: `/hi${seeded}`, 'x-default': seeded });
    expect(entries.has('/hi/careers/senior-computer-vision-engineer')).toBe(false);
  });
});
