/*
 * The CSS a rendered page needs for its first paint, picked from the site's stylesheet by what the
 * page's HTML holds (decision 0060). The build indexes the stylesheet once (web/src/server/
 * critical-css-index.ts): each selector with the class names and attributes an element must have
 * for it to match. A render keeps the selectors whose needs all occur somewhere in its HTML. That
 * over-approximates (`.a .b` stays when `.a` and `.b` are both on the page, wherever they are), so
 * everything the page shows is styled; it never drops a rule the page's elements could match. Of
 * the custom properties those rules set, it keeps the ones something kept (or the HTML) reads.
 */

/** A selector and what an element must carry for it to match: `.class`, `[attribute` or `[attribute=value`. */
export type IndexedSelector = [selector: string, needs: string[]];

/** The stylesheet as the build indexed it, in source order. */
export type CssNode =
  /** A style rule: its selectors, its declarations (`name:value`), and the @keyframes they name. */
  | { rule: IndexedSelector[]; declarations: string[]; keyframes?: string[] }
  /** A conditional group (@media, @supports, @layer with rules, @container): kept if any rule inside is. */
  | { group: string; nodes: CssNode[] }
  /** An @keyframes block, kept if a kept rule names it. */
  | { keyframes: string; css: string }
  /** Kept as it is: @layer statements, @font-face, @property, rules nesting others. */
  | { raw: string };

/** What a page keeps: its rules with their matching selectors, their groups, and what stays whole. */
type Kept =
  { selectors: string[]; declarations: string[] } | { group: string; nodes: Kept[] } | { css: string; keyframes?: string };

const ATTRIBUTE = /\s([a-zA-Z_:][-\w:.]*)="([^"]*)"/g;
const VARIABLE_READ = /var\(\s*(--[-\w]+)/g;

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

function keep(nodes: CssNode[], tokens: Set<string>, keyframes: Set<string>): Kept[] {
  return nodes.flatMap((node): Kept[] => {
    if ('rule' in node) {
      const selectors = node.rule.filter(([, needs]) => matches(needs, tokens)).map(([selector]) => selector);
      if (!selectors.length) return [];
      node.keyframes?.forEach((name) => keyframes.add(name));
      return [{ selectors, declarations: node.declarations }];
    }
    if ('group' in node) {
      const inner = keep(node.nodes, tokens, keyframes);
      return inner.length ? [{ group: node.group, nodes: inner }] : [];
    }
    if ('keyframes' in node) return [{ css: node.css, keyframes: node.keyframes }];
    return [{ css: node.raw }];
  });
}

/** The custom properties the kept CSS or the HTML reads, following what their values read in turn. */
function readVariables(kept: Kept[], html: string, keyframes: Set<string>): Set<string> {
  const valuesOf = new Map<string, string[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (text: string) => {
    for (const [, name] of text.matchAll(VARIABLE_READ))
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
  };
  const walk = (nodes: Kept[]) => {
    for (const node of nodes) {
      if ('selectors' in node) {
        for (const declaration of node.declarations) {
          const name = declaration.slice(0, declaration.indexOf(':')).trim();
          if (name.startsWith('--')) valuesOf.set(name, [...(valuesOf.get(name) ?? []), declaration]);
          else reads(declaration);
        }
      } else if ('group' in node) walk(node.nodes);
      else if (!node.keyframes || keyframes.has(node.keyframes)) reads(node.css);
    }
  };
  walk(kept);
  reads(html);
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const value of valuesOf.get(name) ?? []) reads(value);
  return read;
}

function serialise(kept: Kept[], variables: Set<string>, keyframes: Set<string>): string {
  let css = '';
  for (const node of kept) {
    if ('selectors' in node) {
      const declarations = node.declarations.filter((declaration) => {
        const name = declaration.slice(0, declaration.indexOf(':')).trim();
        return !name.startsWith('--') || variables.has(name);
      });
      if (declarations.length) css += `${node.selectors.join(',')}{${declarations.join(';')}}`;
    } else if ('group' in node) {
      const inner = serialise(node.nodes, variables, keyframes);
      if (inner) css += `${node.group}{${inner}}`;
    } else if (!node.keyframes || keyframes.has(node.keyframes)) css += node.css;
  }
  return css;
}

/** The part of the indexed stylesheet that can apply to the elements in `html`, in source order. */
export function criticalCss(index: CssNode[], html: string): string {
  const keyframes = new Set<string>();
  const kept = keep(index, pageTokens(html), keyframes);
  const css = serialise(kept, readVariables(kept, html, keyframes), keyframes);
  // `</style` cannot occur in CSS the build wrote, but the text goes inside a <style> element.
  return css.replace(/<\/style/gi, '<\\/style');
}
