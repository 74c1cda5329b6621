import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Browser, Page } from 'playwright-core';

import { DESKTOP, openPage, PHONE } from './browser';
import { SITE_URL } from './env';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as axe-core's `run` reports it, as far as it is read here. */
interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical WCAG 2 A/AA violations axe-core finds on the page as it is now. axe is
 * evaluated through the DevTools protocol, so the site's CSP (no inline scripts) stays on.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A page at desktop and one at phone width (signed in with `session`, when given), checked route by route. */
export async function a11yChecker(browser: Browser, options: { session?: string } = {}) {
  const opened = await Promise.all([DESKTOP, PHONE].map((viewport) => openPage(browser, { session: options.session, viewport })));
  return {
    /**
     * The serious and critical violations of `route` by `{width}px {name}`, at both widths; `prepare`
     * may open another state of the page first (a modal, say), reported under `name`.
     */
    async check(route: string, prepare?: (page: Page) => Promise<void>, name = route) {
      const found: Record<string, A11yViolation[]> = {};
      for (const { page } of opened) {
        await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
        await prepare?.(page);
        const violations = await seriousA11yViolations(page);
        if (violations.length) found[`${page.viewportSize()?.width}px ${name}`] = violations;
      }
      return found;
    },
    close: () => Promise.all(opened.map(({ context }) => context.close())),
  };
}

/** The serious and critical violations of each route at desktop and phone width, by `{width}px {route}`. */
export async function a11yViolationsOver(
  browser: Browser,
  routes: string[],
  options: { session?: string } = {},
): Promise<Record<string, A11yViolation[]>> {
  const checker = await a11yChecker(browser, options);
  const found: Record<string, A11yViolation[]> = {};
  try {
    for (const route of routes) Object.assign(found, await checker.check(route));
  } finally {
    await checker.close();
  }
  return found;
}
