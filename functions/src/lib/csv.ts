/** A field as RFC 4180 writes it: quoted when it holds a comma, quote or line break, or starts or ends with a space. */
export const quoteCsvField = (text: string) => (/[",\n\r]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * One CSV cell: quoted where needed, and a value a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) kept as text by a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return quoteCsvField(safe);
}

/** Rows as CSV text, CRLF line ends as RFC 4180 writes them. */
export const csvText = (rows: Array<Array<string | number | null>>) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
