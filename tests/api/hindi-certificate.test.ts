import { beforeAll, describe, expect, it } from 'vitest';

import { SITE_URL } from '../support/env';
import { graduate } from '../support/graduate';
import { alternatesOf, bodyText, fetchPage, langOf, metaOf, textOf } from '../support/page-html';

/**
 * A certificate's page speaks the viewer's language (issue 37): /hi/verify-certificate/{hash} labels
 * it in Hindi, and what it certifies (the learner, the course) stays as issued.
 */
describe('a certificate checked in Hindi', () => {
  let hash: string;
  let learnerName: string;

  beforeAll(async () => {
    const graduated = await graduate('hindi-certificate');
    hash = graduated.hash;
    learnerName = graduated.learner.user.name;
  });

  it('is labelled in Hindi, with Hindi month names, asks not to be indexed, and pairs with its English page both ways', async () => {
    const hindiPath = `/hi/verify-certificate/${hash}`;
    const englishPath = `/verify-certificate/${hash}`;
    const page = await fetchPage(hindiPath);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toBe('कोर्स पूरा करने का प्रमाणपत्र');
    expect(textOf(page.html, 'title')).toContain(`प्रमाणपत्र — ${learnerName}`);
    const text = bodyText(page.html);
    for (const label of [
      'प्रमाणपत्र सत्यापित',
      'प्रमाणित किया जाता है कि',
      'पूरा करने की तिथि',
      'सत्यापन का ब्योरा',
      'प्रमाणपत्र प्रिंट करें',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(learnerName);
    expect(text).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
    expect(text).not.toContain('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।');
    expect(metaOf(page.html, 'robots')).toMatch(/noindex/);
    const pair = { en: `${SITE_URL}${englishPath}`, hi: `${SITE_URL}${hindiPath}`, 'x-default': `${SITE_URL}${englishPath}` };
    expect(alternatesOf(page.html)).toEqual(pair);

    const english = await fetchPage(englishPath);
    expect(english.status).toBe(200);
    expect(textOf(english.html, 'h1')).toBe('Certificate of Completion');
    expect(bodyText(english.html)).toContain('Certificate Verified');
    expect(alternatesOf(english.html)).toEqual(pair);
  });

  it('an unknown certificate is a Hindi 404', async () => {
    const page = await fetchPage('/hi/verify-certificate/0000000000000000000000000000000000000000000000000000000000000000');
    expect(page.status).toBe(404);
    expect(langOf(page.html)).toBe('hi');
    expect(textOf(page.html, 'h1')).toBe('प्रमाणपत्र नहीं मिला');
  });
});
