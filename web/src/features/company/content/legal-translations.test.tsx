import { describe, expect, it } from 'vitest';

import type { LegalBlock, LegalDocument } from './legal-document';
import { PRIVACY_POLICY } from './privacy-policy';
import { PRIVACY_POLICY_HI } from './privacy-policy.hi';
import { TERMS_OF_SERVICE } from './terms-of-service';
import { TERMS_OF_SERVICE_HI } from './terms-of-service.hi';

/** A document's outline: its sections, each a list of paragraphs (0) and lists (their item count). */
const outline = (document: LegalDocument) =>
  document.sections.map((section) => section.body.map((block: LegalBlock) => (typeof block === 'string' ? 0 : block.length)));

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each([
  ['the Privacy Policy', PRIVACY_POLICY, PRIVACY_POLICY_HI],
  ['the Terms of Service', TERMS_OF_SERVICE, TERMS_OF_SERVICE_HI],
])('%s in Hindi', (_, english, hindi) => {
  it('follows the English section for section, paragraph for paragraph and item for item (its anchors are the English ones)', () => {
    expect(outline(hindi)).toEqual(outline(english));
  });

  it('is written in Hindi throughout: every title, paragraph and item', () => {
    const texts = [
      hindi.title,
      hindi.summary,
      hindi.updated,
      hindi.intro,
      ...hindi.sections.flatMap((section) => [section.title, ...section.body.flat()]),
    ];
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
  });

  it('says the English version prevails', () => {
    expect(hindi.intro).toContain('अंग्रेज़ी संस्करण मान्य होगा');
  });
});
