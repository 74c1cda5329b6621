import { describe, expect, it } from 'vitest';

import { cleanBlogHtml } from './blog-html';

describe('cleanBlogHtml', () => {
  it('gives every new-tab link rel="noopener noreferrer", whatever the case of its target', async () => {
    for (const target of ['_blank', '_BLANK', ' _Blank ', 'someWindow']) {
      const html = await cleanBlogHtml(`<a href="https://example.com" target="${target}" rel="opener">x</a>`);
      expect(html, target).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps same-tab links without a target and drops rel="opener" from them', async () => {
    expect(await cleanBlogHtml('<a href="/blog" target="_self" rel="opener nofollow">x</a>')).toBe(
      '<a href="/blog" rel="nofollow">x</a>',
    );
    expect(await cleanBlogHtml('<a href="/blog">x</a>')).toBe('<a href="/blog">x</a>');
  });
});
