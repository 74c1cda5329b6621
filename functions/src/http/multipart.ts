import type { Request } from 'express';

import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../contract';
import { AppError } from '../lib/app-error';

const MAX_FIELD_BYTES = 512 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

/**
 * The text fields and files of a multipart form (Cloud Functions hand it over as `req.rawBody`);
 * a JSON body is accepted as fields alone. Only the `fileFields` named are taken; an empty file
 * input counts as no file.
 */
export async function readForm(req: Request, fileFields: readonly string[]): Promise<MultipartBody> {
  if (!isMultipart(req)) {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    return { fields: body as Record<string, string>, files: {} };
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const { default: busboy } = await import('busboy');
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: fileFields.length, fields: 60, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    // busboy throws at once on a multipart type without a boundary (or with a malformed one).
    throw AppError.badRequest('The form could not be read: multipart/form-data needs a boundary');
  }
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let failure: AppError | null = null;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= AppError.badRequest(`The ${name} field is too long`);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new AppError(413, UPLOAD_TOO_LARGE);
      });
      stream.on('close', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0) files[name] = { field: name, filename: info.filename ?? '', bytes };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= AppError.badRequest('Too many files in one form');
    });
    parser.on('error', () => reject(AppError.badRequest('The form could not be read')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
