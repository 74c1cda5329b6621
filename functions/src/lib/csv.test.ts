import { describe, expect, it } from 'vitest';

import { csvCell, csvText, formulaSafeText, restoreFormulaText } from './csv';

describe('CSV cells', () => {
  it('keep cells a spreadsheet would run as formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(['+1', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx"]);
  });

  it('read back what they wrote, and leave a person’s own apostrophe alone', () => {
    for (const text of ['=1+1', "'=1+1", "''@x", "'plain", 'plain', '-4', ''])
      expect(restoreFormulaText(formulaSafeText(text)), text).toBe(text);
    expect(restoreFormulaText("'plain")).toBe("'plain");
  });

  it('quote commas, quotes and line breaks, and write numbers and nulls plainly', () => {
    expect(csvText([['Ravi, K', 'say "hi"', 42, null]])).toBe('"Ravi, K","say ""hi""",42,\r\n');
  });
});
