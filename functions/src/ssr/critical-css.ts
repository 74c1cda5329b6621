/*
 * The CSS a rendered page needs for its first paint, picked from the site's stylesheet by what the
 * page's HTML holds (decision 0059). The build indexes the stylesheet once (web/src/server/
 * critical-css-index.ts): each selector with the class names and attributes an element must have
 * for it to match. A render keeps the selectors whose needs all occur somewhere in its HTML. That
 * over-approximates (`.a .b` stays when `.a` and `.b` are both on the page, wherever they are), so
 * everything the page shows is styled; it never drops a rule the page's elements could match.
 */

/** A selector and what an element must carry for it to match: `.class`, `[attribute` or `[attribute=value`. */
export type IndexedSelector = [selector: string, needs: string[]];

/** The stylesheet as the build indexed it, in source order. */
export type CssNode =
  /** A style rule: its selectors, its declaration block, and the @keyframes its declarations name. */
  | { rule: IndexedSelector[]; block: string; keyframes?: string[] }
  /** A conditional group (@media, @supports, @layer with rules, @container): kept if any rule inside is. */
  | { group: string; nodes: CssNode[] }
  /** An @keyframes block, kept if a kept rule names it. */
  | { keyframes: string; css: string }
  /** Kept as it is: @layer statements, @font-face, @property, rules nesting others. */
  | { raw: string };

const ATTRIBUTE = /\s([a-zA-Z_:][-\w:.]*)="([^"]*)"/g;

/**
 * What a page's HTML offers selectors: every class name, attribute and attribute=value pair in it.
 * It reads the whole document, text included, so it can only find more than the elements carry.
 */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, rawName, value] of html.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    tokens.add(`[${name}`);
    tokens.add(`[${name}=${value}`);
    if (name === 'class') for (const token of value.split(/\s+/)) if (token) tokens.add(`.${token}`);
  }
  return tokens;
}

const matches = (needs: string[], tokens: Set<string>) => needs.every((need) => tokens.has(need));

function namedKeyframes(nodes: CssNode[], tokens: Set<string>, names: Set<string>): void {
  for (const node of nodes) {
    if ('rule' in node) {
      if (node.keyframes && node.rule.some(([, needs]) => matches(needs, tokens)))
        node.keyframes.forEach((name) => names.add(name));
    } else if ('group' in node) namedKeyframes(node.nodes, tokens, names);
  }
}

function pick(nodes: CssNode[], tokens: Set<string>, keyframes: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    if ('rule' in node) {
      const selectors = node.rule.filter(([, needs]) => matches(needs, tokens)).map(([selector]) => selector);
      if (selectors.length) css += `${selectors.join(',')}${node.block}`;
    } else if ('group' in node) {
      const inner = pick(node.nodes, tokens, keyframes);
      if (inner) css += `${node.group}{${inner}}`;
    } else if ('keyframes' in node) {
      if (keyframes.has(node.keyframes)) css += node.css;
    } else css += node.raw;
  }
  return css;
}

/** The part of the indexed stylesheet that can apply to the elements in `html`, in source order. */
export function criticalCss(index: CssNode[], html: string): string {
  const tokens = pageTokens(html);
  const keyframes = new Set<string>();
  namedKeyframes(index, tokens, keyframes);
  // `</style` cannot occur in CSS the build wrote, but the text goes inside a <style> element.
  return pick(index, tokens, keyframes).replace(/<\/style/gi, '<\\/style');
}
