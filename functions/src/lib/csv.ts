/** A field as RFC 4180 writes it: quoted when it holds a comma, quote or line break, or starts or ends with a space. */
export const quoteCsvField = (text: string) => (/[",\n\r]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A value a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) kept as text by a leading apostrophe. One already led by apostrophes gets another, so
 * `restoreFormulaText` undoes exactly this and nothing a person wrote.
 */
export const formulaSafeText = (text: string) => (/^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The text `formulaSafeText` was given, from what it made: one apostrophe before a formula's first character dropped. */
export const restoreFormulaText = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** One CSV cell: quoted where needed, and a value a spreadsheet would run as a formula kept as text. */
export function csvCell(value: string | number | null): string {
  return quoteCsvField(formulaSafeText(value === null ? '' : String(value)));
}

/** Rows as CSV text, CRLF line ends as RFC 4180 writes them. */
export const csvText = (rows: Array<Array<string | number | null>>) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
