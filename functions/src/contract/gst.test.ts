import { describe, expect, it } from 'vitest';

import { gstinCheckCharacter, gstinProblem } from './gst';

describe('gstinProblem', () => {
  it('accepts GSTINs whose check character is right and whose state is the chosen one', () => {
    // The GSTN's published sample, and the local supplier of docs/gst-invoices.md.
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinProblem('29AAKCC4721M1Z9', '29')).toBeNull();
  });

  it('computes the check character with the base-36 weighted sum', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAKCC4721M1Z')).toBe('9');
  });

  it('refuses a wrong check character, naming it', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toMatch(/check character/);
    expect(gstinProblem('29AAKCC4721M1Z8', '29')).toMatch(/check character/);
  });

  it('refuses a GSTIN of another state than the chosen one, and one without a chosen state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe('This GSTIN is registered in Maharashtra, not in the chosen state');
    expect(gstinProblem('27AAPFU0939F1ZV', null)).toMatch(/choose the state/);
  });

  it('refuses the wrong shape: length, lower case, a missing Z, an unknown state code', () => {
    for (const gstin of ['27AAPFU0939F1Z', '27aapfu0939f1zv', '27AAPFU0939F1YV', '99AAPFU0939F1Z4', '27AAPFU0939F1ZV0', ''])
      expect(gstinProblem(gstin, '27'), gstin).not.toBeNull();
  });
});
