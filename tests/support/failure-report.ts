import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';

/*
 * What a browser test's pages showed when it failed, so that a failure seen once in CI can be
 * explained from its log: each open page's address, its open dialogs and the accessibility tree of
 * what it showed go into the failure's message, and a screenshot with the full tree into
 * .local/failures/. Registered for the e2e project in vitest.config.ts.
 */

const browsers = new Set<Browser>();
const contexts = new Set<BrowserContext>();
const FAILURES_DIR = join(process.cwd(), '.local/failures');
/** Lines of each page's tree in the message: a CI log shows the first 40 lines of a failure. */
const TREE_LINES = 14;

/** Called by launchBrowser and launchProfile: their pages are shown when a test fails. */
export function trackForFailures(opened: Browser | BrowserContext): void {
  if ('contexts' in opened) {
    browsers.add(opened);
    opened.once('disconnected', () => browsers.delete(opened));
  } else {
    contexts.add(opened);
    opened.once('close', () => contexts.delete(opened));
  }
}

function openPages(): Page[] {
  const all = [...[...browsers].flatMap((browser) => browser.contexts()), ...contexts];
  return [...new Set(all)].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
}

async function describePage(page: Page, name: string): Promise<string> {
  const within = { timeout: 2_000 };
  const treeOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .ariaSnapshot(within)
      .catch((error: Error) => `(no tree of ${selector}: ${error.message.split('\n')[0]})`);
  const [main, body, dialogs] = await Promise.all([
    treeOf('main'),
    treeOf('body'),
    // Hidden ones too: a dialog in the page but not shown is what a wait for it cannot see.
    page
      .locator('[role="dialog"]')
      .evaluateAll((found) =>
        found.map((dialog) => {
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const name =
            dialog.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent) ?? '';
          return `'${name}'${dialog.checkVisibility() ? '' : ' (hidden)'}`;
        }),
      )
      .catch(() => [] as string[]),
  ]);
  await mkdir(FAILURES_DIR, { recursive: true });
  await Promise.all([
    page.screenshot({ path: join(FAILURES_DIR, `${name}.png`), fullPage: true, ...within }).catch(() => undefined),
    writeFile(join(FAILURES_DIR, `${name}.aria.yml`), `${page.url()}\n${body}\n`),
  ]);
  const lines = main.split('\n');
  const more = lines.length > TREE_LINES ? `\n  … the rest in .local/failures/${name}.aria.yml` : '';
  return `${page.url()} · dialogs: ${dialogs.join(', ') || 'none'}\n${lines.slice(0, TREE_LINES).join('\n')}${more}`;
}

afterEach(async (context) => {
  const { result, name, file } = context.task;
  const error = result?.errors?.[0];
  if (result?.state !== 'fail' || !error) return;
  const pages = openPages();
  if (!pages.length) return;
  const base = `${file.name.replace(/^.*\//, '').replace(/\.test\.ts$/, '')}-${name}`.replace(/[^\w.-]+/g, '-').slice(0, 100);
  const shown = await Promise.all(pages.map((page, index) => describePage(page, `${base}-${index + 1}`)));
  const extra = `\n--- what the open pages showed (screenshots in .local/failures/) ---\n${shown.join('\n')}`;
  error.message += extra;
  // The report prints the stack, whose first lines are the message: the pages go right after it.
  if (error.stack) {
    const frames = error.stack.indexOf('\n    at ');
    error.stack = frames < 0 ? error.stack + extra : error.stack.slice(0, frames) + extra + error.stack.slice(frames);
  }
});
