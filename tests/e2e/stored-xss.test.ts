import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  AttemptResult,
  Blog,
  Career,
  Course,
  CourseModule,
  Highlight,
  Partner,
  Product,
  Testimonial,
} from '../../functions/src/contract';
import { browserSkipReason, launchBrowser, openPage, storedSession } from '../support/browser';
import { testDb } from '../support/admin';
import { DEMO_ADMIN, SITE_URL, uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { form, mp4Bytes, pngBytes } from '../support/media-fixtures';
import { enrol } from '../support/enrol';

/**
 * Hostile markup typed into every text field an admin, a learner or a visitor can fill never
 * becomes markup in the browser. Checked on the DOM, not only by a script not running: the
 * site's CSP would stop inline handlers anyway, and this test must fail if rendering ever
 * turned text into elements.
 */
const PROBE = 'data-xss';
const hostile = (field: string) => `"'><img src=x ${PROBE} onerror=__xss=1>${field}`;

/** What the hostile text managed to become on the page as it is now. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate((probe) => {
    const found: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push('a script ran');
    if (document.querySelector(`[${probe}]`)) found.push('an element made from the text');
    for (const el of Array.from(document.querySelectorAll('*')))
      for (const attr of Array.from(el.attributes))
        if (/^on/i.test(attr.name)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
    for (const link of Array.from(document.querySelectorAll('a[href], iframe[src], iframe[srcdoc]')))
      if (
        /^\s*(javascript|data):/i.test(link.getAttribute('href') ?? link.getAttribute('src') ?? '') ||
        link.hasAttribute('srcdoc')
      )
        found.push(`<${link.tagName.toLowerCase()}> to script`);
    return found;
  }, PROBE);
}

describe.skipIf(browserSkipReason !== null)('stored XSS in every text field', () => {
  let browser: Browser;
  let admin: { token: string; stored: string };
  let learner: { token: string; stored: string };
  const ids: Record<string, string> = {};
  const cleanups: Array<() => Promise<unknown>> = [];
  const dialogs: string[] = [];

  const asAdmin = <T = unknown>(method: string, path: string, body?: unknown) =>
    api<T>(method, path, { token: admin.token, body });
  async function created<T>(method: string, path: string, body: unknown, deletePath?: (data: T) => string) {
    const res = await asAdmin<T>(method, path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    if (deletePath) cleanups.push(() => asAdmin('DELETE', deletePath(res.body.data)));
    return res.body.data;
  }

  beforeAll(async () => {
    const adminSession = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    admin = { token: adminSession.token, stored: storedSession(adminSession) };

    const blog = await created<Blog>(
      'POST',
      '/blogs',
      form(
        {
          title: hostile('blog title'),
          date: '2031-01-01',
          summary: hostile('blog summary'),
          authorName: hostile('author'),
          content: `<p>${hostile('blog body')}</p><script>__xss=2</script><a href="javascript:__xss=3">link</a><iframe srcdoc="<script>parent.__xss=4</script>"></iframe><svg onload="__xss=5"></svg>`,
        },
        { image: [await pngBytes(), 'b.png'] },
      ),
      (data) => `/blogs/${data.blogId}`,
    );
    ids.blog = blog.blogId;
    await created<Blog>(
      'POST',
      '/blogs',
      form(
        {
          title: hostile('external title'),
          date: '2031-01-02',
          summary: hostile('external summary'),
          isExternal: true,
          externalUrl: 'https://example.com/post',
          sourceWebsite: hostile('source'),
        },
        { image: [await pngBytes(), 'e.png'] },
      ),
      (data) => `/blogs/${data.blogId}`,
    );
    const career = await created<Career>(
      'POST',
      '/careers',
      {
        title: hostile('career'),
        type: 'Contract',
        location: hostile('location'),
        shortDescription: hostile('short'),
        fullDescription: hostile('full'),
      },
      (data) => `/careers/${data.careerId}`,
    );
    ids.career = career.careerId;
    const product = await created<Product>(
      'POST',
      '/products',
      form({ name: hostile('product'), description: hostile('product text'), order: 0 }),
      (data) => `/products/${data._id}`,
    );
    ids.product = product._id;
    await created<Testimonial>(
      'POST',
      '/testimonials',
      form({
        name: hostile('person'),
        role: hostile('role'),
        company: hostile('company'),
        testimonialText: hostile('quote'),
        description: hostile('story'),
      }),
      (data) => `/testimonials/${data._id}`,
    );
    await created<Highlight>(
      'POST',
      '/highlights',
      form({ title: hostile('highlight'), description: hostile('clip'), order: 0 }, { video: [mp4Bytes(), 'v.mp4'] }),
      (data) => `/highlights/${data._id}`,
    );
    for (const kind of ['organizations', 'leagues'])
      await created<Partner>('POST', `/${kind}`, form({ name: hostile(kind), order: 0 }), (data) => `/${kind}/${data._id}`);

    const course = (
      await created<{ course: Course }>('POST', '/admin/courses', {
        title: hostile('course'),
        price: 1,
        duration: hostile('duration'),
        shortDescription: hostile('course short'),
        description: hostile('course long'),
        instructor: { name: hostile('instructor'), bio: hostile('bio') },
        whatYouWillLearn: [hostile('outcome')],
        requirements: [hostile('requirement')],
        tags: [hostile('tag')],
        features: [{ icon: 'star', title: hostile('feature'), description: hostile('feature text') }],
        curriculum: [{ week: 1, title: hostile('week'), duration: hostile('week time'), topics: [hostile('topic')] }],
      })
    ).course;
    ids.course = course.uid;
    const module = (
      await created<{ module: CourseModule }>('POST', `/admin/courses/${course.uid}/modules`, {
        title: hostile('module'),
        description: hostile('module text'),
        completionCriteria: 'all_checkpoints',
        lessons: [
          {
            title: hostile('lesson'),
            description: hostile('lesson text'),
            type: 'assignment',
            content: { content: hostile('lesson body') },
          },
        ],
        checkpoints: [
          {
            title: hostile('checkpoint'),
            description: hostile('checkpoint text'),
            passingScore: 50,
            questions: [
              {
                question: hostile('question'),
                type: 'multiple_choice',
                options: [hostile('right'), hostile('wrong')],
                correctAnswer: hostile('right'),
              },
            ],
          },
        ],
      })
    ).module;
    ids.module = module.uid;
    ids.lessonTitle = module.lessons[0].title;
    ids.checkpoint = module.checkpoints[0].uid;
    ids.question = module.checkpoints[0].questions[0].uid;

    const session = await register(hostile('learner'), uniqueEmail('xss'));
    learner = { token: session.token, stored: storedSession(session) };
    const enrolled = await enrol(learner.token, course.uid, 1);
    if (enrolled.status !== 201) throw new Error(`enrol: ${JSON.stringify(enrolled.body)}`);
    const checkpointPath = `/user/courses/${course.uid}/modules/${module.uid}/checkpoints/${ids.checkpoint}`;
    await api('GET', checkpointPath, { token: learner.token });
    const passed = await api<AttemptResult>('POST', `${checkpointPath}/attempt`, {
      token: learner.token,
      body: { answers: [hostile('right')], timeSpent: 5 },
    });
    ids.certificate = passed.body.data.certificate!.verificationUrl;

    await api('POST', '/contact', {
      body: { name: hostile('visitor'), email: 'xss@example.com', subject: hostile('subject'), message: hostile('message') },
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    // Enrolled courses cannot be deleted (by design); the course is switched off instead.
    if (ids.course) await testDb().collection('courses').doc(ids.course).update({ isActive: false });
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function visit(session: string | null, routes: string[], extra?: (page: Page) => Promise<void>) {
    const { context, page } = await openPage(browser, { session });
    page.on('dialog', (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const found: Record<string, string[]> = {};
    const shownAsText: string[] = [];
    for (const route of routes) {
      await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
      await page
        .getByText(PROBE)
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 5000 })
        .then(
          () => shownAsText.push(route),
          () => undefined,
        );
      const bad = await injectedMarkup(page);
      if (bad.length) found[route] = bad;
    }
    if (extra) {
      await extra(page);
      const bad = await injectedMarkup(page);
      if (bad.length) found.extra = bad;
    }
    await context.close();
    return { found, shownAsText };
  }

  it('public pages show the hostile text as text', async () => {
    const routes = [
      '/',
      '/blog',
      `/blog/${ids.blog}`,
      '/careers',
      `/careers/${ids.career}`,
      '/products',
      `/products/${ids.product}`,
      '/courses',
      `/courses/${ids.course}`,
      `/enroll?course=${ids.course}`,
      ids.certificate,
    ];
    const { found, shownAsText } = await visit(null, routes);
    expect(found).toEqual({});
    expect(shownAsText).toEqual(routes);
    expect(dialogs).toEqual([]);
  });

  it('the learner screens show it as text, the lesson and the quiz included', async () => {
    const course = `/user/courses/${ids.course}`;
    const routes = ['/user/courses', course, `${course}/modules/${ids.module}/checkpoints/${ids.checkpoint}`, '/profile'];
    const { found, shownAsText } = await visit(learner.stored, routes, async (page) => {
      await page.goto(`${SITE_URL}${course}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: ids.lessonTitle }).first().click();
      await page.getByRole('dialog').getByText('lesson body').waitFor();
    });
    expect(found).toEqual({});
    expect(shownAsText).toEqual(routes);
    expect(dialogs).toEqual([]);
  });

  it('the back-office shows it as text on every list, form and editor', async () => {
    const course = `/admin/courses/${ids.course}`;
    const routes = [
      '/admin/dashboard',
      '/admin/users',
      '/admin/contacts',
      '/admin/blogs',
      `/admin/edit-blog/${ids.blog}`,
      '/admin/highlights',
      '/admin/careers',
      '/admin/testimonials',
      '/admin/products',
      '/admin/organizations',
      '/admin/leagues',
      '/admin/courses',
      course,
      `${course}/modules/${ids.module}`,
      `${course}/modules/${ids.module}/checkpoints/${ids.checkpoint}/questions`,
    ];
    const { found, shownAsText } = await visit(admin.stored, routes);
    expect(found).toEqual({});
    expect(shownAsText).toEqual(routes);
    expect(dialogs).toEqual([]);
  });
});
