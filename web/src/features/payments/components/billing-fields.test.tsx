import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n/i18n';
import { renderPart } from '@/test/render';

import { BillingFields, billingErrors, EMPTY_BILLING, type BillingValues } from './billing-fields';
import { billingMessage } from './billing-messages';

const ACADEMY: BillingValues = {
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Deccan Cricket Academy',
  line1: '12 Stadium Road',
  line2: '',
  city: 'Pune',
  pinCode: '411001',
  declared: true,
};

/** One of each message the contract's billing checks give, with the values that give it. */
const CASES: Array<[string, Partial<BillingValues>]> = [
  ['a GSTIN of the wrong shape', { gstin: '27AAPFU0939' }],
  ['a GSTIN without a state', { gstin: '99AAPFU0939F1ZV' }],
  ['a GSTIN whose check character is wrong', { gstin: '27AAPFU0939F1ZW' }],
  ['no state', { stateCode: '' }],
  ['another state', { stateCode: '09' }],
  ['no legal name', { businessName: '' }],
  ['no declaration', { declared: false }],
  ['no address', { line1: '' }],
  ['no city', { city: '' }],
  ['no PIN code', { pinCode: '' }],
  ['a PIN code of 5 digits', { pinCode: '41100' }],
];

describe('the billing step in the page’s language', () => {
  it.each(CASES)('says what is wrong with %s in English exactly as the contract does, and in Hindi in Hindi', async (_, change) => {
    const [english, hindi] = await Promise.all([createI18n('en'), createI18n('hi')]);
    const problems = Object.values(billingErrors({ ...ACADEMY, ...change }, true));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(billingMessage((id, values) => english._(id, values), problem)).toBe(problem);
      const inHindi = billingMessage((id, values) => hindi._(id, values), problem);
      expect(inHindi).not.toBe(problem);
      expect(inHindi).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('shows a Hindi page its labels and a wrong GSTIN’s errors in Hindi, with the English declaration the order records', () => {
    renderPart(
      <BillingFields
        values={{ ...EMPTY_BILLING, gstin: '27AAPFU0939F1ZW', stateCode: '27' }}
        onChange={() => undefined}
        errors={billingErrors({ ...EMPTY_BILLING, gstin: '27AAPFU0939F1ZW', stateCode: '27' }, false)}
        emailVerified={false}
        resendVerification={null}
      />,
      { language: 'hi' },
    );
    expect(screen.getByLabelText('GSTIN (वैकल्पिक)')).toBeDefined();
    expect(screen.getByText('यह GSTIN सही नहीं है: इसका जाँच अक्षर मेल नहीं खाता')).toBeDefined();
    expect(screen.getByText('GSTIN के साथ, कृपया व्यवसाय का वही कानूनी नाम लिखें जो पंजीकृत है')).toBeDefined();
    expect(screen.getAllByText('पता लिखना ज़रूरी है')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('GSTIN वाला टैक्स इनवॉइस केवल पक्के किए गए ईमेल पते पर भेजा जाता है।');
    expect(screen.getByText(/^I am authorised to claim input tax credit/).getAttribute('lang')).toBe('en');
    expect(document.body.textContent).not.toMatch(/is required|Please|With a GSTIN|Address|Legal name/);
  });

  it('shows an English page the contract’s own words, and no second declaration', () => {
    renderPart(
      <BillingFields
        values={{ ...EMPTY_BILLING, gstin: '27AAPFU0939F1ZW', stateCode: '27' }}
        onChange={() => undefined}
        errors={billingErrors({ ...EMPTY_BILLING, gstin: '27AAPFU0939F1ZW', stateCode: '27' }, true)}
        emailVerified
        resendVerification={null}
      />,
    );
    expect(screen.getByText('This GSTIN is not valid: its check character does not match')).toBeDefined();
    expect(screen.getByText('Address is required')).toBeDefined();
    expect(screen.getAllByText(/I am authorised to claim input tax credit/)).toHaveLength(1);
  });
});
