import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Product } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { a11yChecker } from '../support/axe';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';
import { api, testClientAddress } from '../support/http';

/** Every public screen a visitor can reach, in Chromium, against the seeded stack. */
describe.skipIf(browserSkipReason !== null)('public website in the browser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    let context;
    ({ context, page } = await newPage(browser));
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { name });

  it('home has every section anchor, the hero link to #features and the stats counting up to their figures', async () => {
    await page.goto(`${SITE_URL}/`);
    await heading('Innovation in Cricket Technology').waitFor();
    for (const id of [
      'home',
      'stats',
      'features',
      'highlights',
      'technology',
      'platform',
      'timeline',
      'organizations',
      'leagues',
    ]) {
      await page.locator(`#${id}`).waitFor({ state: 'attached' });
    }
    expect(await page.getByRole('link', { name: 'Explore Features' }).getAttribute('href')).toBe('#features');
    await page.locator('#stats').scrollIntoViewIfNeeded();
    for (const figure of ['1000+', '4000+', '6k+', '1.2M+']) {
      await page.locator('#stats').getByText(figure, { exact: true }).waitFor({ timeout: 5000 });
    }
    for (const name of [
      'Capture',
      'Tag',
      'Analyze',
      'Present',
      'Collaborate',
      'Automatic',
      'Stream',
      'Engage',
      'Distribute',
      'Monetize',
    ]) {
      expect(await page.locator('#technology').getByRole('heading', { name, exact: true }).count()).toBe(1);
    }
  });

  it('the header hides when scrolling down past 100 px and comes back on scrolling up, ignoring moves under 5 px', async () => {
    await page.goto(`${SITE_URL}/`);
    await heading('Innovation in Cricket Technology').waitFor();
    // The header follows scrolls from hydration on; one made before it is the position it starts from.
    await waitForHydration(page);
    const header = page.locator('header').first();
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    const hidden = async () => (await header.getAttribute('data-hidden')) !== null;

    // Going to the address the page already shows is a reload, which restores the last test's scroll.
    await scrollTo(0);
    await expect.poll(hidden).toBe(false);
    await scrollTo(80);
    expect(await hidden()).toBe(false);
    await scrollTo(400);
    await expect.poll(hidden).toBe(true);
    await scrollTo(397);
    expect(await hidden()).toBe(true);
    await scrollTo(390);
    await expect.poll(hidden).toBe(false);
    await scrollTo(393);
    expect(await hidden()).toBe(false);
    await scrollTo(600);
    await expect.poll(hidden).toBe(true);
    await scrollTo(0);
    await expect.poll(hidden).toBe(false);
  });

  it('the desktop highlights player switches video from the playlist', async () => {
    const playlist = page.getByRole('list', { name: 'Highlights playlist' });
    const entries = playlist.getByRole('button');
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThan(1);
    const second = entries.nth(1);
    const title = (await second.innerText()).trim();
    await second.click();
    // A tap before the section hydrates is replayed when it does: the player shows the video first.
    await page.getByRole('group', { name: `Video: ${title}` }).waitFor();
    expect(await second.getAttribute('aria-current')).toBe('true');
  });

  it('the video player changes volume in steps of 0.1 and mutes', async () => {
    const player = page
      .locator('#highlights')
      .getByRole('group', { name: /^Video: / })
      .first();
    await player.focus();
    await page.keyboard.press('ArrowDown');
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.9, 5);
    await player.getByRole('button', { name: 'Mute' }).click();
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await player.getByRole('button', { name: 'Unmute' }).waitFor();
  });

  it('two featured products with View all products, and the partner grids', async () => {
    const platform = page.locator('#platform');
    await platform.scrollIntoViewIfNeeded();
    const featured = (await api<Product[]>('GET', '/products?limit=2')).body.data as { name: string }[];
    expect(featured.map((product) => product.name)).toContain('TrackEdge DRS');
    for (const product of featured) await platform.getByRole('heading', { name: product.name }).waitFor();
    expect(await platform.getByRole('article').count()).toBe(2);
    expect(await page.locator('#organizations').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.locator('#leagues').getByRole('listitem').count()).toBeGreaterThan(0);
  });

  it('a testimonial with a description opens a modal that locks page scroll and closes on ×', async () => {
    // With reduced motion the marquee stands still, so the card can be clicked where it is.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const card = page
      .getByRole('region', { name: 'What the game says about us' })
      .getByRole('button', { name: /Read more$/ })
      .first();
    await card.scrollIntoViewIfNeeded();
    const testimonials = (await (await fetch(`${SITE_URL}/api/testimonials?limit=20`)).json()).data as { name: string }[];
    // textContent: an off-screen section's rendering is skipped until shown (decision 0061), and
    // innerText reads rendered text.
    const text = (await card.textContent()) ?? '';
    const author = testimonials.find((t) => text.includes(t.name))!.name;
    await card.click();
    const dialog = page.getByRole('dialog', { name: author });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.emulateMedia({ reducedMotion: null });
  });

  it('View all products leads to the list; a product opens and Back to Products returns', async () => {
    await page.getByRole('link', { name: 'View all products' }).click();
    await page.waitForURL(`${SITE_URL}/products`);
    await page.getByRole('link', { name: 'TrackEdge DRS' }).click();
    await heading('TrackEdge DRS').waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL(`${SITE_URL}/products`);
    await page.goto(`${SITE_URL}/products/no-such-product`);
    await page.getByText('Product not found.').waitFor();
  });

  it('list cards load their image at the width the screen needs: 800px on a 2x phone, 480px on a desktop', async () => {
    for (const [viewport, deviceScaleFactor, width] of [
      [PHONE, 2, 800],
      [DESKTOP, 1, 480],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor, serviceWorkers: 'block' });
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
      const cardPage = await context.newPage();
      // Seeded cards: other tests add posts and courses whose images come first and may be gone.
      for (const [path, src] of [
        ['/blog', '/uploads/media/blogs/press-academy-analytics.jpg'],
        ['/courses', '/uploads/media/courses/drs-operations.jpg'],
      ]) {
        await cardPage.goto(`${SITE_URL}${path}`);
        const image = cardPage.locator(`article img[src="${src}"]`);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
        expect(await image.evaluate((el: HTMLImageElement) => el.currentSrc), path).toMatch(new RegExp(`\\?w=${width}$`));
        await screenshotForReview(cardPage, `cards${path.replace('/', '-')}`);
      }
      await context.close();
    }
  });

  it('blog: internal posts open their page; external ones open in a new or the same tab as set', async () => {
    await page.goto(`${SITE_URL}/blog`);
    const newTab = page.getByRole('link', { name: /How a crew of three/ });
    expect(await newTab.getAttribute('target')).toBe('_blank');
    const sameTab = page.getByRole('link', { name: /Academies are going data-first/ });
    expect(await sameTab.getAttribute('target')).toBeNull();
    await page.getByRole('link', { name: /How a DRS review decides an LBW/ }).click();
    await heading(/How a DRS review decides an LBW/).waitFor();
    await page.getByRole('heading', { name: '1. Where did the ball pitch?' }).waitFor();
    await page.goto(`${SITE_URL}/blog/no-such-post`);
    await page.getByText('Blog post not found.').waitFor();
  });

  it('hostile HTML in a blog post never runs in the browser', async () => {
    await testDb().collection('blogs').doc('e2e-hostile').set({
      title: 'Hostile markup',
      date: '2020-01-01',
      summary: 'x',
      isActive: true,
      isExternal: false,
      content:
        '<p>Visible text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">click</a>',
    });
    await page.goto(`${SITE_URL}/blog/e2e-hostile`);
    await page.getByText('Visible text').waitFor();
    await page.getByText('click', { exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await testDb().collection('blogs').doc('e2e-hostile').delete();
  });

  it('two career filters chosen before the list re-renders both apply', async () => {
    await page.goto(`${SITE_URL}/careers`);
    const jobs = page.getByRole('main').getByRole('heading', { level: 2 });
    await jobs.first().waitFor();
    await waitForHydration(page);
    await page.getByLabel('Type').selectOption('Internship');
    await expect.poll(() => jobs.count()).toBe(1);
    // A slow phone, or quick hands: the second choice lands before the first has re-rendered the list.
    await page.evaluate(() => {
      const select = (label: string, value: string) => {
        const element = Array.from(document.querySelectorAll('label')).find(
          (candidate) => candidate.textContent?.trim() === label,
        )?.control as HTMLSelectElement;
        element.value = value;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      };
      select('Type', '');
      select('Location', 'Mumbai');
    });
    await page.waitForURL(/\/careers\?location=Mumbai$/);
    await expect.poll(() => jobs.count()).toBe(2);
  });

  it('careers filter by text, type and location, say when nothing matches, and clear', async () => {
    await page.goto(`${SITE_URL}/careers`);
    const jobs = page.getByRole('main').getByRole('heading', { level: 2 });
    await jobs.first().waitFor();
    const all = await jobs.count();
    // The filters live in the URL, so the list settles a render after each choice.
    await page.getByLabel('Type').selectOption('Internship');
    await expect.poll(() => jobs.count()).toBe(1);
    await page.getByLabel('Type').selectOption('');
    await page.getByLabel('Location').selectOption('Mumbai');
    await expect.poll(() => jobs.count()).toBe(2);
    await page.getByLabel('Search').fill('no such role anywhere');
    await page.getByText('No jobs found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => jobs.count()).toBe(all);
    await page.getByRole('link', { name: 'Senior Computer Vision Engineer' }).click();
    await heading('Senior Computer Vision Engineer').waitFor();
    await page.getByRole('link', { name: 'Back to Careers' }).click();
    await page.waitForURL(`${SITE_URL}/careers`);
    await page.goto(`${SITE_URL}/careers/no-such-job`);
    await page.getByText('Job not found').waitFor();
  });

  it('contact asks for every field, then sends and stores the message', async () => {
    await page.goto(`${SITE_URL}/contact`);
    await page.getByText('Mon-Fri 9 AM to 6 PM IST').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please fill out all fields.').waitFor();
    const marker = `e2e contact ${Date.now()}`;
    await page.getByLabel('Full name', { exact: true }).fill('Nikhil Rao');
    await page.getByLabel('Email', { exact: true }).fill('nikhil.rao@example.com');
    await page.getByLabel('Message', { exact: true }).fill(marker);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    const stored = await testDb().collection('contacts').where('message', '==', marker).get();
    expect(stored.docs.map((doc) => doc.data().status)).toEqual(['new']);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
  });

  it('about, our story, privacy and terms are complete pages', async () => {
    await page.goto(`${SITE_URL}/our-story`);
    await page.getByText('camera angles').waitFor();
    await page.getByText('certified DRS provider in India').waitFor();
    await page.getByRole('link', { name: 'TrackEdge DRS' }).waitFor();
    await page.goto(`${SITE_URL}/about`);
    await heading('Technology that serves the game').waitFor();
    await page.goto(`${SITE_URL}/privacy`);
    await heading('Privacy Policy').waitFor();
    expect(await page.locator('main section h2').count()).toBeGreaterThan(8);
    await page.goto(`${SITE_URL}/terms`);
    await heading('Terms of Service').waitFor();
    await heading(/Refunds/).waitFor();
  });

  // One test a screen: each checks the screen at both widths, so a failure names it.
  describe('no public page has a serious accessibility violation (axe-core), on desktop or phone', () => {
    let checker: Awaited<ReturnType<typeof a11yChecker>>;
    beforeAll(async () => {
      checker = await a11yChecker(browser, {});
    });
    afterAll(async () => {
      await checker?.close();
    });
    it.each([
      '/',
      '/about',
      '/our-story',
      '/products',
      '/products/trackedge-drs',
      '/courses',
      '/courses/certified-cricket-video-analyst',
      '/enroll',
      '/blog',
      '/blog/how-drs-decides-an-lbw',
      '/careers',
      '/careers/senior-computer-vision-engineer',
      '/contact',
      '/privacy',
      '/terms',
      '/join',
    ])('%s', async (route) => {
      expect(await checker.check(route)).toEqual({});
    });
  });

  it('on a phone the highlights are stacked players, one per highlight', async () => {
    const { context, page: phone } = await newPage(browser, PHONE);
    await phone.goto(`${SITE_URL}/`);
    const section = phone.locator('#highlights');
    await section.scrollIntoViewIfNeeded();
    await section
      .getByRole('group', { name: /^Video: / })
      .first()
      .waitFor();
    const players = await section.getByRole('group', { name: /^Video: / }).count();
    const highlights = (await (await fetch(`${SITE_URL}/api/highlights`)).json()).data.length;
    expect(players).toBe(highlights);
    expect(await section.getByRole('list', { name: 'Highlights playlist' }).count()).toBe(0);
    await context.close();
  });
});
