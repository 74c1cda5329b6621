import { describe, expect, it } from 'vitest';

import { rupeesInWords } from './amount-in-words';
import { splitInclusiveAmount } from './tax';

describe('splitInclusiveAmount', () => {
  it('takes the taxable value as the amount ÷ 1.18 to the paisa and leaves the rest as tax', () => {
    expect(splitInclusiveAmount(1_180_00, false)).toEqual({
      taxablePaise: 1_000_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_00,
      totalPaise: 1_180_00,
      intraState: false,
    });
    // ₹14,999 ÷ 1.18 = ₹12,711.0169… → ₹12,711.02; tax ₹2,287.98.
    const split = splitInclusiveAmount(14_999_00, false);
    expect(split.taxablePaise).toBe(12_711_02);
    expect(split.igstPaise).toBe(2_287_98);
  });

  it('halves the tax into CGST and SGST within the state, the odd paisa to CGST, adding up exactly', () => {
    // ₹9,999 → taxable ₹8,473.73, tax ₹1,525.27: CGST ₹762.64 + SGST ₹762.63.
    expect(splitInclusiveAmount(9_999_00, true)).toEqual({
      taxablePaise: 8_473_73,
      cgstPaise: 762_64,
      sgstPaise: 762_63,
      igstPaise: 0,
      totalPaise: 9_999_00,
      intraState: true,
    });
  });

  it('always adds up to the amount paid, for every amount from 1 paisa to ₹2,000', () => {
    const wrong: string[] = [];
    for (let paise = 1; paise <= 2_000_00; paise += 1) {
      for (const intraState of [true, false]) {
        const s = splitInclusiveAmount(paise, intraState);
        const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
        // The parts add up; CGST and SGST differ by at most the odd paisa; the tax is 18 % of the taxable value to within rounding.
        if (
          s.taxablePaise + tax !== paise ||
          Math.abs(s.cgstPaise - s.sgstPaise) > 1 ||
          Math.abs(tax - s.taxablePaise * 0.18) > 1
        )
          wrong.push(`${paise} ${intraState}: ${JSON.stringify(s)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => splitInclusiveAmount(10.5, true)).toThrow();
    expect(() => splitInclusiveAmount(-1, true)).toThrow();
  });
});

describe('amounts in words', () => {
  it('writes amounts in words with lakh and crore', () => {
    expect(rupeesInWords(13_499_00)).toBe('Rupees Thirteen Thousand Four Hundred Ninety Nine Only');
    expect(rupeesInWords(12_34_567_50)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paise Only',
    );
    expect(rupeesInWords(2_00_00_000_00)).toBe('Rupees Two Crore Only');
  });
});
