/*
 * Build time only (web/vite.config.ts): indexes the site's stylesheet for the server renderer, which
 * inlines on each rendered page the part of it the page's HTML can use (functions/src/ssr/
 * critical-css.ts, decision 0060). Each selector is listed with the class names and attributes an
 * element must carry for it to match. Whatever cannot be read with certainty needs nothing, so it
 * is always kept: an index may keep too much, never too little.
 */
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

import type { CssNode, IndexedSelector } from '../../../functions/src/ssr/critical-css';

const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope']);
const ATTRIBUTE = /\[\s*([-\w]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\s\]"']+))\s*([iIsS])?\s*)?\]/g;
const CLASS = /\.(-?[_a-zA-Z][-\w]*)/g;

/** Removes every parenthesised part: `:not(.a)` must not need `.a`, and `:is(.a)` may go unneeded. */
function withoutArguments(selector: string): string {
  let depth = 0;
  let out = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/** What an element must carry for `selector` to match anything: `.class`, `[name` or `[name=value`. */
export function needsOf(selector: string): string[] {
  // Escapes and strings with brackets are beyond this reading: such a selector is always kept.
  if (/\\/.test(selector)) return [];
  const needs = new Set<string>();
  const rest = withoutArguments(selector).replace(ATTRIBUTE, (_match, name: string, operator?: string, ...values: string[]) => {
    const [double, single, bare, flag] = values;
    const value = double ?? single ?? bare;
    const attribute = name.toLowerCase();
    // An exact value the HTML writes as it is (no entity) is needed as a pair; otherwise the name.
    needs.add(
      operator === '=' && !flag && value !== undefined && /^[-\w]+$/.test(value) ? `[${attribute}=${value}` : `[${attribute}`,
    );
    return ' ';
  });
  if (rest.includes('[')) return [];
  for (const [, name] of rest.matchAll(CLASS)) needs.add(`.${name}`);
  return [...needs];
}

function indexRule(rule: Rule, keyframeNames: Set<string>): CssNode {
  if (rule.nodes.some((node) => node.type === 'rule' || node.type === 'atrule')) return { raw: rule.toString() };
  const declarations = rule.nodes.flatMap((node) => (node.type === 'decl' ? [node] : []));
  const keyframes = new Set<string>();
  for (const declaration of declarations)
    for (const word of declaration.value.split(/[\s,()]+/)) if (keyframeNames.has(word)) keyframes.add(word);
  const selectors: IndexedSelector[] = rule.selectors.map((selector) => [selector, needsOf(selector)]);
  return {
    rule: selectors,
    declarations: declarations.map((declaration) => declaration.toString()),
    ...(keyframes.size ? { keyframes: [...keyframes] } : {}),
  };
}

function indexNodes(nodes: ChildNode[], keyframeNames: Set<string>): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.type === 'rule') return [indexRule(node, keyframeNames)];
    if (node.type !== 'atrule') return [];
    const name = node.name.toLowerCase();
    if (name.endsWith('keyframes')) return [{ keyframes: node.params, css: node.toString() }];
    if (GROUPS.has(name) && node.nodes)
      return [{ group: `@${node.name} ${node.params}`.trim(), nodes: indexNodes(node.nodes, keyframeNames) }];
    return [{ raw: node.toString() }];
  });
}

/** The stylesheet's index: its rules in source order, with what each selector needs. */
export function indexStylesheet(css: string): CssNode[] {
  const root = postcss.parse(css);
  const keyframeNames = new Set<string>();
  root.walkAtRules(/keyframes$/i, (rule: AtRule) => void keyframeNames.add(rule.params));
  return indexNodes(root.nodes, keyframeNames);
}
