import type { Page } from 'playwright-core';

export interface KeyboardSweep {
  /** Visible controls that Tab never reached. */
  unreachable: string[];
  /** Controls whose look did not change when they had keyboard focus. */
  noVisibleFocus: string[];
  /** How many controls the sweep walked through. */
  reached: number;
  /** The controls in the order Tab reached them, and why the sweep stopped: to read when it fails. */
  path: string[];
}

/**
 * Walks the page with Tab from the top until focus leaves the document or comes round again,
 * and reports the visible controls Tab never reached and those with no visible focus. A control
 * shows focus when the outline, shadow, border, background or underline of it, its next sibling
 * (where Mantine draws a switch's ring) or one of its four nearest ancestors (a card whose one
 * link has focus) differs from how they looked unfocused. Radios and tabs in one group count as reached through any member:
 * arrow keys move inside a group.
 */
export async function keyboardSweep(page: Page): Promise<KeyboardSweep> {
  // A focus style that fades in would read as unchanged right after Tab.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Tab into a frame still navigating (a lazy map coming into view) finds nothing to focus and
  // leaves the page: load every frame first. A load that cannot finish is not waited for long.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll('iframe')).map(
        (frame) =>
          new Promise((resolve) => {
            frame.addEventListener('load', resolve, { once: true });
            setTimeout(resolve, 5000);
            frame.loading = 'eager';
            frame.setAttribute('src', frame.src);
          }),
      ),
    ),
  );
  const total = await page.evaluate(() => {
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="slider"], [contenteditable="true"]';
    const looks = (el: Element | null) => {
      if (!el) return '';
      const s = getComputedStyle(el);
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.backgroundColor,
        s.textDecorationLine,
      ].join('|');
    };
    const neighbourhood = (el: Element) => {
      const near = [el, el.nextElementSibling];
      for (let up = el.parentElement, level = 0; up && level < 4; up = up.parentElement, level += 1) near.push(up);
      return near;
    };
    const w = window as unknown as { __kb: { looks: (el: Element) => string; baseline: Map<Element, string> } };
    w.__kb = { looks: (el) => neighbourhood(el).map(looks).join('#'), baseline: new Map() };
    const groupIds = new Map<Element, string>();
    let count = 0;
    for (const el of Array.from(document.querySelectorAll(interactive))) {
      const html = el as HTMLElement;
      const rect = el.getBoundingClientRect();
      const hidden =
        rect.width === 0 ||
        rect.height === 0 ||
        getComputedStyle(el).visibility === 'hidden' ||
        el.closest('[aria-hidden="true"], [inert], [hidden]') !== null ||
        el.getAttribute('tabindex') === '-1' ||
        (el as HTMLButtonElement).disabled === true;
      if (hidden) continue;
      const field = el as HTMLInputElement;
      const composite = el.closest('[role="tablist"], [role="radiogroup"]');
      if (composite && !groupIds.has(composite)) groupIds.set(composite, `group:${groupIds.size}`);
      html.dataset.kbGroup =
        field.type === 'radio' ? `radio:${field.name}` : (composite && groupIds.get(composite)) || `el:${count}`;
      const name =
        html.getAttribute('aria-label') ||
        field.labels?.[0]?.innerText ||
        field.placeholder ||
        (el.tagName === 'SELECT' ? field.name : html.innerText) ||
        field.name ||
        '';
      html.dataset.kbName = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`;
      w.__kb.baseline.set(el, w.__kb.looks(el));
      count += 1;
    }
    // Blurring keeps Tab's starting point where focus was (a page may focus what a link pointed at):
    // focus a mark before everything else instead, which Tab itself never stops at.
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
    return count;
  });

  const reachedGroups = new Set<string>();
  const noVisibleFocus = new Set<string>();
  let first: string | null = null;
  let reached = 0;
  const path: string[] = [];
  for (let press = 0; press < total * 2 + 20; press += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(async () => {
      type Focused = { el: Element; name: string; looks: string };
      const w = window as unknown as {
        __kb: {
          looks: (el: Element) => string;
          baseline: Map<Element, string>;
          previous?: Focused | null;
          ids?: Map<Element, number>;
        };
      };
      // Focus entering a frame of another site crosses processes and lands a moment after the key:
      // until then the page reads as having let focus go. Waiting here, not in a second round trip,
      // keeps a sweep of a long page to one call per key.
      for (const deadline = Date.now() + 500; !document.activeElement || document.activeElement === document.body;) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The control Tab just left is judged now: how it looked focused against how it looked before
      // the sweep and how it looks now focus has moved on. A page that changed meanwhile (a video's
      // metadata arriving, a section fading in) cannot make a visible focus look invisible.
      const left = w.__kb.previous;
      w.__kb.previous = null;
      const previous = left && {
        name: left.name,
        visible:
          (w.__kb.baseline.has(left.el) && left.looks !== w.__kb.baseline.get(left.el)) || left.looks !== w.__kb.looks(left.el),
      };
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { done: true as const, previous };
      if (el.tagName === 'IFRAME') return { done: false as const, key: 'iframe', group: null, name: 'iframe', previous };
      // Tells two controls of one name apart (the key that says focus came round to the first).
      const ids = (w.__kb.ids ??= new Map());
      const idOf = (node: Element) => {
        if (!ids.has(node)) ids.set(node, ids.size);
        return ids.get(node);
      };
      const marked = el.closest<HTMLElement>('[data-kb-group]');
      const target = marked ?? el;
      const key = target.dataset.kbName ?? `${el.tagName.toLowerCase()} (not listed)`;
      // The focused control itself is judged, never the group around it: a control that appeared
      // after the sweep began (a seek bar once the video's length is known) has no baseline, and is
      // judged by its unfocused look alone.
      const own =
        el.dataset.kbName ?? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? '').slice(0, 40)}" in ${key}`;
      w.__kb.previous = { el, name: own, looks: w.__kb.looks(el) };
      return {
        done: false as const,
        key: `${key}@${idOf(target)}`,
        group: marked?.dataset.kbGroup ?? null,
        name: key,
        previous,
      };
    });
    if (state.previous && !state.previous.visible) noVisibleFocus.add(state.previous.name);
    if (state.done) {
      path.push('(focus left the page)');
      break;
    }
    if (state.key === first) {
      path.push('(back to the first)');
      break;
    }
    path.push(state.name);
    first ??= state.key;
    reached += 1;
    if (state.group) reachedGroups.add(state.group);
  }

  const unreachable = await page.evaluate(
    (groups) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-kb-group]'))
        .filter((el) => !groups.includes(el.dataset.kbGroup!) && el.getBoundingClientRect().width > 0)
        .map((el) => el.dataset.kbName!),
    [...reachedGroups],
  );
  return { unreachable: [...new Set(unreachable)], noVisibleFocus: [...noVisibleFocus], reached, path };
}
