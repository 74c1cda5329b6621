import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

/** A small real PNG. */
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 215, g: 31, b: 49 } } })
    .png()
    .toBuffer();

/** A JPEG carrying GPS coordinates in its EXIF, as a phone photo would. */
export const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 11, g: 27, b: 63 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
    .toBuffer();

/** A real MP4 from the demo media. */
export const mp4Bytes = () => readFileSync(join(process.cwd(), 'emulator-data/media/features/feature-1.mp4'));

/** The smallest well-formed PDF. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart form of text fields and named files. */
export function form(fields: Record<string, string | number | boolean>, files: Record<string, [Buffer, string]> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  for (const [name, [bytes, filename]] of Object.entries(files)) data.append(name, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}
