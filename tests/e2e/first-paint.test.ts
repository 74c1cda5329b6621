import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Blog, Career, Course } from '../../functions/src/contract';
import { browserSkipReason, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from '../support/browser';
import { SITE_URL } from '../support/env';
import { api, testClientAddress } from '../support/http';

const SITE_STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

/** Computed styles that place and paint an element, and do not change with its text or an animation. */
const PROPERTIES = [
  'display',
  'position',
  'float',
  'box-sizing',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-bottom-width',
  'border-radius',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'gap',
  'grid-template-columns',
  'text-align',
  'text-transform',
  'list-style-type',
  'overflow-x',
  'visibility',
  'z-index',
];

/**
 * Every element of the page with the PROPERTIES it is painted with, and, for HTML elements, where
 * its layout box starts and how wide it is (offsets: no transform or animation moves them). Side
 * margins are compared by that box: Chromium at times reports an `auto` side margin of a laid-out
 * element as 0px where it placed the element 60px in.
 */
const paintedStyles = (page: Page) =>
  page.evaluate(
    (properties) =>
      Array.from(document.querySelectorAll('body *'), (element) => {
        const style = getComputedStyle(element);
        const box = element instanceof HTMLElement ? [`left: ${element.offsetLeft}`, `width: ${element.offsetWidth}`] : [];
        return {
          element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
          styles: [...properties.map((name) => `${name}: ${style.getPropertyValue(name)}`), ...box],
        };
      }),
    PROPERTIES,
  );

const stylesheetLoaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        // A refused stylesheet still leaves a sheet behind, whose rules cannot be read.
        return /\/assets\/style-[\w-]+\.css$/.test(sheet.href ?? '') && sheet.cssRules.length > 0;
      } catch {
        return false;
      }
    }),
  );

/**
 * A public page paints with only its inlined CSS (decision 0060): its server HTML must look exactly
 * as it does with the whole site stylesheet. Compared without JavaScript, where the <noscript> link
 * brings the stylesheet, with that stylesheet refused, then delivered.
 */
describe.skipIf(browserSkipReason !== null)('first paint without the site stylesheet', () => {
  let browser: Browser;
  const paths: string[] = ['/', '/courses', '/blog'];

  beforeAll(async () => {
    browser = await launchBrowser();
    const first = async <T>(path: string) => (await api<T[]>('GET', path)).body.data[0];
    const [course, career] = await Promise.all([first<Course>('/courses'), first<Career>('/careers')]);
    const post = (await api<Blog[]>('GET', '/blogs')).body.data.find((blog) => !blog.isExternal);
    paths.push(`/courses/${course.uid}`, `/blog/${post!.blogId}`, `/careers/${career.careerId}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function stylesOf(path: string, viewport: typeof DESKTOP, siteStylesheet: boolean) {
    const context = await browser.newContext({ viewport, baseURL: SITE_URL, javaScriptEnabled: false, serviceWorkers: 'block' });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
      if (!siteStylesheet) await context.route(SITE_STYLESHEET, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'load' });
      expect(await stylesheetLoaded(page), path).toBe(siteStylesheet);
      return await paintedStyles(page);
    } finally {
      await context.close();
    }
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`every public page's server HTML looks the same with its inlined CSS alone as with the site stylesheet (${name})`, async () => {
      for (const path of paths) {
        const inlinedOnly = await stylesOf(path, viewport, false);
        const complete = await stylesOf(path, viewport, true);
        expect(inlinedOnly.length, path).toBeGreaterThan(50);
        expect(inlinedOnly.map(({ element }) => element)).toEqual(complete.map(({ element }) => element));
        const differences = inlinedOnly.flatMap(({ element, styles }, i) =>
          styles.flatMap((style, j) =>
            style === complete[i].styles[j] ? [] : [`${element} ${style} → ${complete[i].styles[j]}`],
          ),
        );
        expect(differences, path).toEqual([]);
      }
    });

  it('the app hydrates once the site stylesheet is there, so what it adds is never unstyled', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    try {
      await context.route(SITE_STYLESHEET, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/');
      // The moment React owns the page (waitForHydration would wait for the stylesheet as well).
      await page.waitForFunction(() => {
        const last = Array.from(document.querySelectorAll('#root *')).pop();
        return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
      });
      expect(await stylesheetLoaded(page)).toBe(true);
      await waitForHydration(page);
    } finally {
      await context.close();
    }
  });
});
