import { describe, expect, it } from 'vitest';

import { EnrollmentRequestSchema, gstinBillingProblems } from './payments';

const academy = {
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Mumbai Cricket Academy LLP',
  billingAddress: { line1: '14 Marine Drive', city: 'Mumbai', pinCode: '400020' },
  gstinDeclared: true,
} as const;

const paths = (body: Record<string, unknown>) => {
  const parsed = EnrollmentRequestSchema.safeParse({ courseId: 'course-1', paymentMethod: 'razorpay', amount: 4999, ...body });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the billing details a GSTIN needs (decision 0071)', () => {
  it('accepts a GSTIN with its legal name, an address in its state and the declaration', () => {
    expect(paths(academy)).toEqual([]);
    expect(gstinBillingProblems(academy)).toEqual([]);
  });

  it('needs nothing more without a GSTIN', () => {
    expect(paths({ stateCode: '27' })).toEqual([]);
    expect(gstinBillingProblems({ stateCode: '27', businessName: 'Anything' })).toEqual([]);
  });

  it('names each missing or wrong field', () => {
    expect(paths({ ...academy, gstinDeclared: false })).toEqual(['gstinDeclared']);
    expect(paths({ ...academy, businessName: '  ' })).toEqual(['businessName']);
    expect(paths({ ...academy, billingAddress: undefined })).toEqual(['billingAddress']);
    expect(paths({ ...academy, stateCode: '29' })).toEqual(['stateCode']);
    expect(paths({ ...academy, stateCode: undefined })).toEqual(['stateCode']);
    expect(paths({ ...academy, gstin: '27AAPFU0939F1ZW' })).toEqual(['gstin']);
  });

  it('wants a six-digit PIN code that does not start with 0, and a city', () => {
    expect(paths({ ...academy, billingAddress: { ...academy.billingAddress, pinCode: '40002' } })).toEqual([
      'billingAddress.pinCode',
    ]);
    expect(paths({ ...academy, billingAddress: { ...academy.billingAddress, pinCode: '040002' } })).toEqual([
      'billingAddress.pinCode',
    ]);
    expect(paths({ ...academy, billingAddress: { ...academy.billingAddress, city: '' } })).toEqual(['billingAddress.city']);
  });
});
