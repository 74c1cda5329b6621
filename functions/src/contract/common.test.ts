import { describe, expect, it } from 'vitest';

import { requiredText, webAddress } from './common';

describe('webAddress', () => {
  const accepts = (value: string) => webAddress().safeParse(value).success;

  it('takes http(s) URLs, paths on this site and the empty value that clears a field', () => {
    for (const value of ['https://example.com/a.png', 'http://cdn.example.com/v.mp4', '/uploads/blogs/x.webp', ''])
      expect(accepts(value), value).toBe(true);
  });

  it('refuses addresses that could run script or leave the site silently', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example/x.png',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      'uploads/relative.png',
      'ftp://example.com/file',
    ])
      expect(accepts(value), value).toBe(false);
  });
});

describe('text', () => {
  it('refuses an unpaired UTF-16 surrogate and keeps paired ones (emoji)', () => {
    for (const value of ['a\ud800b', 'a\udc00', '\ud83d'])
      expect(requiredText('Name').safeParse(value).success, value).toBe(false);
    expect(requiredText('Name').parse('Bat 🏏')).toBe('Bat 🏏');
  });
});
