import { describe, expect, it } from 'vitest';

import { chosenLanguage, languageToSuggest } from './language-choice';

describe('the language to suggest', () => {
  it('reads the remembered choice from the cookies, ignoring what is no language of the site', () => {
    expect(chosenLanguage('theme=dark; lang=hi; other=1')).toBe('hi');
    expect(chosenLanguage('lang=en')).toBe('en');
    expect(chosenLanguage('lang=xx')).toBeNull();
    expect(chosenLanguage('slang=hi')).toBeNull();
    expect(chosenLanguage('')).toBeNull();
  });

  it('offers the first of the browser’s languages the site has, unless it is the page’s', () => {
    expect(languageToSuggest('en', null, ['hi-IN', 'en-GB'])).toBe('hi');
    expect(languageToSuggest('en', null, ['ta-IN', 'HI'])).toBe('hi');
    expect(languageToSuggest('en', null, ['en-IN', 'hi-IN'])).toBeNull();
    expect(languageToSuggest('hi', null, ['en-US'])).toBe('en');
    expect(languageToSuggest('en', null, ['fr-FR'])).toBeNull();
  });

  it('follows a choice made before over the browser, and never argues with the page’s own language', () => {
    expect(languageToSuggest('en', 'hi', ['en-US'])).toBe('hi');
    expect(languageToSuggest('en', 'en', ['hi-IN'])).toBeNull();
    expect(languageToSuggest('hi', 'hi', ['en-US'])).toBeNull();
  });
});
