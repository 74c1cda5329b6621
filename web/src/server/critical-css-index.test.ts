import { describe, expect, it } from 'vitest';

import { criticalCss, pageTokens } from '../../../functions/src/ssr/critical-css';
import { indexStylesheet, needsOf } from './critical-css-index';

describe('needsOf', () => {
  it('needs the classes and attributes an element must carry', () => {
    expect(needsOf('._card_x1 ._title_x1')).toEqual(['._card_x1', '._title_x1']);
    expect(needsOf('.m_1:where([data-variant=filled])')).toEqual(['.m_1']);
    expect(needsOf('.m_1[data-variant="filled"]')).toEqual(['[data-variant=filled', '.m_1']);
    expect(needsOf('[data-mantine-color-scheme=dark] .m_2')).toEqual(['[data-mantine-color-scheme=dark', '.m_2']);
    expect(needsOf('a[href$=".pdf"]')).toEqual(['[href']);
    expect(needsOf('[data-size=md i]')).toEqual(['[data-size']);
  });

  it('does not need what a selector excludes or what it cannot read', () => {
    expect(needsOf('.a:not(.b)')).toEqual(['.a']);
    expect(needsOf('.a:hover>.c::before')).toEqual(['.a', '.c']);
    expect(needsOf('body,:root')).toEqual([]);
    expect(needsOf('.sm\\:flex')).toEqual([]);
  });
});

describe('criticalCss', () => {
  const css =
    '@layer mantine{:root{--x:1;--y:var(--x);--unread:2}.m_a{color:red;--z:var(--gone)}.m_b{color:blue}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
    '._hero_1 p,._admin_2{animation:spin 1s}@media (max-width:48em){._hero_1{padding:0}._admin_2{padding:1px}}' +
    '._gone_3{animation:fade 1s}[data-mantine-color-scheme=dark] ._hero_1{color:#fff}';
  const index = indexStylesheet(css);

  it("keeps, in source order, the rules the page's elements can match, the keyframes they name and the custom properties read", () => {
    const html =
      '<html data-mantine-color-scheme="light"><body><section class="_hero_1 m_a" style="margin:var(--y)"><p>x</p></section></body></html>';
    expect(criticalCss(index, html)).toBe(
      '@layer mantine{:root{--x:1;--y:var(--x)}.m_a{color:red}}@keyframes spin{to{transform:rotate(1turn)}}' +
        '._hero_1 p{animation:spin 1s}@media (max-width:48em){._hero_1{padding:0}}',
    );
  });

  it('reads every attribute of the document, names in lower case', () => {
    expect([...pageTokens('<div class="a  b" data-Active="true">')]).toEqual([
      '[class',
      '[class=a  b',
      '.a',
      '.b',
      '[data-active',
      '[data-active=true',
    ]);
  });
});
