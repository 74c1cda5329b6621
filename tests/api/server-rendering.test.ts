import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EARLY_TAPS_SCRIPT } from '../../functions/src/ssr/early-taps';
import type { Blog, Career, Course, Highlight, Product } from '../../functions/src/contract';
import { storeCertificate, testDb } from '../support/admin';
import { DEMO_LEARNER, SITE_URL } from '../support/env';
import { api, login } from '../support/http';
import { adminToken } from '../support/sessions';
import { bodyText, canonicalOf, fetchPage, type JsonLdNode, metaOf, rawGet, structuredData, textOf } from '../support/page-html';

/** A certificate as the platform stores it, under its verification hash. */
const CERTIFICATE_HASH = 'c0ffee00c0ffee00c0ffee00c0ffee16';

// Seeded items: other test files create, edit and delete their own beside these while this one runs.
const seeded = async <T>(path: string) => (await api<T>('GET', path)).body.data;
const typesOf = (html: string) => structuredData(html).map((item) => item['@type']);
const ofType = <T extends JsonLdNode = JsonLdNode>(html: string, type: string) =>
  structuredData<T>(html).find((item) => item['@type'] === type);

/** The JSON-LD nodes whose inner nodes a test reads. */
interface CourseNode extends JsonLdNode {
  hasCourseInstance: { courseWorkload: string };
}
interface BreadcrumbList extends JsonLdNode {
  itemListElement: { name: string; item: string }[];
}
interface JobPosting extends JsonLdNode {
  jobLocation: { address: unknown };
}

/** Every public page of SPEC section 2, as a crawler or a link preview gets it: one request, no JavaScript. */
describe('public pages rendered on the server', () => {
  let course: Course;
  let blog: Blog;
  let career: Career;
  let product: Product;

  beforeAll(async () => {
    course = (await seeded<{ course: Course }>('/courses/certified-cricket-video-analyst')).course;
    const own = (await api<Blog[]>('GET', '/blogs')).body.data.find((post) => !post.isExternal)!;
    blog = (await api<Blog>('GET', `/blogs/${own.blogId}`)).body.data;
    career = await seeded<Career>('/careers/senior-computer-vision-engineer');
    product = await seeded('/products/single/trackedge-drs');
    await storeCertificate(
      {
        userId: 'ssr-test-learner',
        courseId: course.uid,
        studentName: 'Meera Iyer',
        courseName: course.title,
        instructorName: course.instructor.name,
        completedAt: '2026-11-01T10:00:00.000Z',
        grade: 'A',
        score: 88,
      },
      CERTIFICATE_HASH,
    );
  });

  afterAll(async () => {
    await testDb().collection('certificates').doc(CERTIFICATE_HASH).delete();
  });

  it.each([
    ['/', 'Innovation in Cricket Technology'],
    ['/about', 'Technology that serves the game'],
    ['/our-story', 'From one question to 1000 matches'],
    ['/products', 'Technology for every level of cricket'],
    ['/courses', 'Certification courses'],
    ['/blog', 'Notes from the analysis room'],
    ['/careers', 'Build the future of cricket technology'],
    ['/contact', 'Let’s talk cricket technology'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s answers 200 with its heading, its own head and the CDN caching it', async (path, heading) => {
    const page = await fetchPage(path);
    expect(page.status).toBe(200);
    expect(textOf(page.html, 'h1')).toBe(heading);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}${path}`);
    expect(metaOf(page.html, 'og:url')).toBe(`${SITE_URL}${path}`);
    expect(metaOf(page.html, 'og:image')).toBe(`${SITE_URL}/og-card.png`);
    expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page.html, 'description')?.length).toBeGreaterThan(20);
    expect(metaOf(page.html, 'og:description')).toBe(metaOf(page.html, 'description'));
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('every public page has a title of its own', async () => {
    const paths = ['/', '/about', '/products', '/courses', '/blog', '/careers', '/contact', '/privacy', '/terms'];
    const titles: (string | null)[] = [];
    for (const path of paths) titles.push(textOf((await fetchPage(path)).html, 'title'));
    expect(new Set(titles).size).toBe(paths.length);
  });

  it('/ holds its sections with their data, the Organization and WebSite, and each highlight as a VideoObject', async () => {
    const { html } = await fetchPage('/');
    const text = bodyText(html);
    const [highlights, products, courses] = await Promise.all([
      seeded<Highlight[]>('/highlights'),
      seeded<Product[]>('/products?limit=2'),
      seeded<Course[]>('/courses'),
    ]);
    for (const item of [...highlights.map((h) => h.title), ...products.map((p) => p.name)]) expect(text).toContain(item);
    for (const item of courses) expect(text).toContain(item.title);
    expect(typesOf(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'VideoObject']));
    const organization = ofType(html, 'Organization')!;
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'CricVision', url: `${SITE_URL}/` });
    expect(ofType(html, 'WebSite')).toMatchObject({ name: 'CricVision', url: `${SITE_URL}/` });
    const videos = structuredData(html).filter((item) => item['@type'] === 'VideoObject');
    expect(videos.map((video) => video.name)).toEqual(highlights.map((item) => item.title));
    for (const video of videos) {
      expect(video.thumbnailUrl).toMatch(/^http/);
      expect(video.uploadDate).toBeTruthy();
      expect(video.description).toBeTruthy();
    }
  });

  it('a course page holds the course, its preview and a Course with provider, price in INR and an instance', async () => {
    const path = `/courses/${course.uid}`;
    const { status, html } = await fetchPage(path);
    expect(status).toBe(200);
    expect(textOf(html, 'h1')).toBe(course.title);
    expect(bodyText(html)).toContain(course.shortDescription);
    expect(bodyText(html)).toContain('Enroll Now');
    // What the course really holds, from its modules, beside the authored curriculum (issue 39).
    expect(bodyText(html)).toContain('3 modules · 11 lessons · 3 timed checkpoints · 2 marked assignments');
    expect(textOf(html, 'title')).toBe(`${course.title} | CricVision`);
    expect(metaOf(html, 'description')).toBe(course.shortDescription);
    expect(metaOf(html, 'og:title')).toBe(course.title);
    expect(metaOf(html, 'og:image')).toBe(
      course.coverImage!.startsWith('http') ? course.coverImage : `${SITE_URL}${course.coverImage}`,
    );
    expect(canonicalOf(html)).toBe(`${SITE_URL}${path}`);
    const data = ofType<CourseNode>(html, 'Course')!;
    expect(data).toMatchObject({
      name: course.title,
      description: course.shortDescription,
      provider: { '@type': 'Organization', name: 'CricVision' },
      offers: { '@type': 'Offer', price: course.price, priceCurrency: 'INR' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
    expect(data.hasCourseInstance.courseWorkload).toMatch(/^P/);
    const crumbs = ofType<BreadcrumbList>(html, 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Courses', course.title]);
    expect(crumbs.itemListElement.at(-1)!.item).toBe(`${SITE_URL}${path}`);
  });

  it('a blog post holds its article and a BlogPosting', async () => {
    const path = `/blog/${blog.blogId}`;
    const { status, html } = await fetchPage(path);
    expect(status).toBe(200);
    expect(textOf(html, 'h1')).toBe(blog.title);
    expect(bodyText(html)).toContain(blog.summary);
    expect(bodyText(html)).toContain(
      blog.content
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60),
    );
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe(blog.title);
    expect(ofType(html, 'BlogPosting')).toMatchObject({
      headline: blog.title,
      datePublished: blog.date,
      author: { name: blog.authorName },
      publisher: { name: 'CricVision' },
      mainEntityOfPage: `${SITE_URL}${path}`,
    });
    expect(ofType(html, 'BreadcrumbList')!.itemListElement).toHaveLength(3);
  });

  it('a job page holds the job and a JobPosting with its employment type, organisation and place', async () => {
    const path = `/careers/${career.careerId}`;
    const { status, html } = await fetchPage(path);
    expect(status).toBe(200);
    expect(textOf(html, 'h1')).toBe(career.title);
    expect(bodyText(html)).toContain(career.location);
    const types: Record<string, string> = {
      'Full-time': 'FULL_TIME',
      'Part-time': 'PART_TIME',
      Contract: 'CONTRACTOR',
      Internship: 'INTERN',
      Freelance: 'CONTRACTOR',
    };
    const job = ofType<JobPosting>(html, 'JobPosting')!;
    expect(job).toMatchObject({
      title: career.title,
      description: career.fullDescription,
      datePosted: career.createdAt,
      employmentType: types[career.type],
      hiringOrganization: { '@type': 'Organization', name: 'CricVision' },
    });
    if (/remote/i.test(career.location)) expect(job.jobLocationType).toBe('TELECOMMUTE');
    else expect(job.jobLocation.address).toMatchObject({ addressLocality: career.location, addressCountry: 'IN' });
    expect(ofType(html, 'BreadcrumbList')).toBeTruthy();
  });

  it('a product page holds the product and its image as the preview', async () => {
    const { status, html } = await fetchPage(`/products/${product._id}`);
    expect(status).toBe(200);
    expect(textOf(html, 'h1')).toBe(product.name);
    if (product.imageUrl) expect(metaOf(html, 'og:image')).toContain(product.imageUrl);
  });

  it("a certificate previews as 'Certificate of Completion — {student}, {course}' and asks not to be indexed", async () => {
    const { status, html } = await fetchPage(`/verify-certificate/${CERTIFICATE_HASH}`);
    expect(status).toBe(200);
    expect(metaOf(html, 'og:title')).toBe(`Certificate of Completion — Meera Iyer, ${course.title}`);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(bodyText(html)).toContain('Meera Iyer');
    expect(bodyText(html)).toContain('Certificate Verified');
    expect(bodyText(html)).toContain(`${SITE_URL}/verify-certificate/${CERTIFICATE_HASH}`);
  });

  it.each([
    ['/no-such-page', 'Page not found'],
    ['/courses/no-such-course', 'Course Not Found'],
    ['/blog/no-such-post', 'Blog post not found.'],
    ['/careers/no-such-job', 'Job not found'],
    ['/products/no-such-product', 'Product not found.'],
    ['/verify-certificate/0123456789abcdef0123456789abcdef', 'Certificate Not Found'],
  ])('%s answers 404 with the not-found screen', async (path, text) => {
    const page = await fetchPage(path);
    expect(page.status).toBe(404);
    expect(bodyText(page.html)).toContain(text);
  });

  it('the page data travels as JSON, not script, and the only inline script is the early-taps recorder', async () => {
    const { html } = await fetchPage(`/courses/${course.uid}`);
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(data![1])[`/courses/${course.uid}`].data.title).toBe(course.title);
    const executable = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    // Allowed by its hash in the CSP (decision 0061); nothing else runs inline.
    expect(executable.map((match) => match[1])).toEqual([EARLY_TAPS_SCRIPT]);
  });

  it('a rendered page paints with its own CSS inlined, starts its scripts after painting, and comes compressed', async () => {
    const { html } = await fetchPage('/');
    expect(html).toMatch(/<style data-site-stylesheet="\/assets\/style-[\w-]+\.css">/);
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toContain('rel="modulepreload"');
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/hydrate-[\w-]+\.js$/)]);
    const hydrate = await fetch(`${SITE_URL}${scripts[0]}`);
    expect(hydrate.status).toBe(200);
    expect(await hydrate.text()).toContain('requestAnimationFrame');
    expect(html).toMatch(/data-app="\/assets\/index-[\w-]+\.js"/);

    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet('/', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toMatch(/Accept-Encoding/i);
      expect(res.body.length, encoding).toBeLessThan(html.length / 3);
    }
    expect((await rawGet('/', {})).headers['content-encoding']).toBeUndefined();
  });

  it('nothing personal is rendered: a signed-in request gets the same page as anyone', async () => {
    const session = await login(DEMO_LEARNER.email, DEMO_LEARNER.password);
    const page = await fetchPage(`/courses/${course.uid}`, { authorization: `Bearer ${session.token}` });
    expect(page.html).not.toContain(DEMO_LEARNER.name);
    expect(page.html).not.toContain(DEMO_LEARNER.email);
    expect(page.html).toContain('Join Us');
  });

  it('private addresses get the app shell without a session, never cached by the CDN', async () => {
    for (const path of ['/admin/dashboard', '/user/courses', '/profile', '/dashboard', '/join', '/admin/users']) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      // The screens the server renders for their user are never stored, with or without one.
      expect(page.headers.get('cache-control'), path).toBe(['/join', '/admin/users'].includes(path) ? 'no-cache' : 'private, no-store');
      expect(page.html, path).toContain('<div id="root"></div>');
    }
  });
});

describe('host headers', () => {
  it('canonical URLs, Open Graph, JSON-LD and the sitemap use the configured origin, whatever X-Forwarded-Host says', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const page = await fetchPage('/', forged);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}/`);
    expect(metaOf(page.html, 'og:url')).toBe(`${SITE_URL}/`);
    expect(JSON.stringify(structuredData(page.html))).not.toContain('evil.example');
    expect(page.html).not.toContain('evil.example');
    const sitemap = await (await fetch(`${SITE_URL}/sitemap.xml`, { headers: forged })).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap).not.toContain('evil.example');
  });
});

describe('sitemap and robots.txt', () => {
  const locs = async () => {
    const res = await fetch(`${SITE_URL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    // An entry may name its versions in other languages (xhtml:link); those are another test's (hindi-pages.test.ts).
    return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map(
      ([, loc, lastmod]) => ({ path: loc.slice(SITE_URL.length), lastmod }),
    );
  };

  it('lists every public page and exactly the active courses, products, posts and jobs, with lastmod', async () => {
    const entries = await locs();
    const paths = entries.map((entry) => entry.path);
    for (const path of [
      '/',
      '/about',
      '/our-story',
      '/products',
      '/courses',
      '/blog',
      '/careers',
      '/contact',
      '/privacy',
      '/terms',
    ])
      expect(paths).toContain(path);
    const [courses, products, blogs, careers] = await Promise.all([
      seeded<Course[]>('/courses'),
      seeded<Product[]>('/products'),
      seeded<Blog[]>('/blogs'),
      seeded<Career[]>('/careers'),
    ]);
    const items = [
      ...courses.map((item) => `/courses/${item.uid}`),
      ...products.map((item) => `/products/${item._id}`),
      ...blogs.filter((item) => !item.isExternal).map((item) => `/blog/${item.blogId}`),
      ...careers.map((item) => `/careers/${item.careerId}`),
    ];
    const listedItems = paths.filter((path) => path.split('/').length === 3 && !path.startsWith('/hi/'));
    expect(listedItems.sort()).toEqual(items.sort());
    for (const entry of entries.filter((e) => e.path.split('/').length === 3 && !e.path.startsWith('/hi/')))
      expect(Date.parse(entry.lastmod!)).not.toBeNaN();
    expect(paths.some((path) => path.startsWith('/verify-certificate'))).toBe(false);
  });

  it('deactivating a job removes it from the sitemap and its page answers 404; reactivating brings both back', async () => {
    const token = await adminToken();
    const created = await api<Career>('POST', '/careers', {
      token,
      body: {
        title: 'Sitemap Test Analyst',
        type: 'Contract',
        location: 'Pune',
        shortDescription: 'A job made to be hidden and shown again.',
        fullDescription: 'It exists so that deactivating it touches no job other tests read.',
        isActive: true,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.careerId ?? created.body.data._id;
    const path = `/careers/${id}`;
    const ref = testDb().collection('careers').doc(id);
    expect((await locs()).map((entry) => entry.path)).toContain(path);
    await ref.update({ isActive: false });
    try {
      expect((await locs()).map((entry) => entry.path)).not.toContain(path);
      const page = await fetchPage(path);
      expect(page.status).toBe(404);
      expect(bodyText(page.html)).toContain('Job not found');
    } finally {
      await ref.update({ isActive: true });
    }
    expect((await locs()).map((entry) => entry.path)).toContain(path);
    expect((await fetchPage(path)).status).toBe(200);
    await api('DELETE', `/careers/${id}`, { token });
  });

  it('robots.txt names the sitemap by its full address and keeps crawlers out of private areas', async () => {
    const res = await fetch(`${SITE_URL}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    for (const path of ['/admin', '/user', '/profile']) expect(text).toContain(`Disallow: ${path}`);
  });
});
