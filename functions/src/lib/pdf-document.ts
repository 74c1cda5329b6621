import { dirname, join } from 'node:path';

/** Inter, the site's typeface: its full files carry the rupee sign (₹), which the PDF standard fonts lack. */
function fontFile(weight: '400Regular' | '600SemiBold' | '700Bold'): string {
  return join(dirname(require.resolve('@expo-google-fonts/inter/package.json')), weight, `Inter_${weight}.ttf`);
}

/** Noto Sans Devanagari, for a Hindi line beside the English (Inter has no Devanagari). */
function devanagariFile(): string {
  return join(
    dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json')),
    '400Regular',
    'NotoSansDevanagari_400Regular.ttf',
  );
}

/**
 * A PDFKit document in the site's typeface (fonts 'regular', 'semibold' and 'bold'; 'devanagari'
 * for Hindi), and its bytes
 * once the caller has drawn it and called `doc.end()`. pdfkit loads on first use, not at cold start.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument(options);
  doc.registerFont('regular', fontFile('400Regular'));
  doc.registerFont('semibold', fontFile('600SemiBold'));
  doc.registerFont('bold', fontFile('700Bold'));
  doc.registerFont('devanagari', devanagariFile());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
