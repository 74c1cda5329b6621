import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Browser, Page } from 'playwright-core';

import { DESKTOP, openPage, PHONE } from './browser';
import { SITE_URL } from './env';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id as string,
      impact: v.impact as string,
      help: v.help as string,
      targets: (v.nodes as { target: string[] }[]).slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Opens each route at desktop and phone width (with `session` stored, when given) and returns the
 * serious and critical violations by `{width}px {route}`; `extra` may open more states on the page
 * (a modal, say) and report them under its own names.
 */
export async function a11yViolationsOver(
  browser: Browser,
  routes: string[],
  options: { session?: string; extra?: (page: Page, report: (name: string) => Promise<void>) => Promise<void> } = {},
): Promise<Record<string, A11yViolation[]>> {
  const found: Record<string, A11yViolation[]> = {};
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page } = await openPage(browser, { session: options.session, viewport });
    const report = async (name: string) => {
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[`${viewport.width}px ${name}`] = violations;
    };
    for (const route of routes) {
      await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
      await report(route);
    }
    await options.extra?.(page, report);
    await context.close();
  }
  return found;
}
