import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  SUBMISSION_FILE_BYTES,
  SUBMISSION_FILE_MB,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_FILES_HINT,
  type SubmissionFile,
} from '../../contract';
import type { UploadedFile } from '../../http/multipart';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { linkSignature, signatureMatches } from '../../lib/link-signature';
import { getMediaStore } from '../../media';

import { findSubmission, type StoredFile } from './assignments.repository';

/** Submissions are kept under a prefix /uploads never serves (media.routes.ts): only signed links open them. */
export const SUBMISSIONS_PREFIX = 'submissions/';
/** A file link lives long enough to open the work while marking, not long enough to pass around. */
const LINK_SECONDS = 60 * 60;

async function sniff(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** A name a download can carry: the learner's own, without paths or characters a header cannot hold. */
function displayName(filename: string, extension: string, index: number): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N} ._()-]/gu, '').trim().slice(0, 120);
  return clean || `file-${index + 1}.${extension}`;
}

/**
 * Checks each file by its content (PDF or a JPEG, PNG or WebP image, at most SUBMISSION_FILE_MB)
 * before any is stored, then stores them in a folder of this hand-in's own: one refused because
 * another got there first deletes only its files.
 */
export async function storeSubmissionFiles(submissionId: string, files: UploadedFile[]): Promise<StoredFile[]> {
  const checked = await Promise.all(
    files.map(async (file, index) => {
      if (file.bytes.length > SUBMISSION_FILE_BYTES)
        throw AppError.badRequest(`${file.filename || file.field} is larger than ${SUBMISSION_FILE_MB} MB`, [
          { msg: `Each file must be at most ${SUBMISSION_FILE_MB} MB`, path: file.field },
        ]);
      const mime = await sniff(file.bytes);
      const extension = mime ? SUBMISSION_FILE_TYPES[mime] : undefined;
      if (!mime || !extension)
        throw AppError.badRequest(`${file.filename || file.field} is not a PDF or an image`, [
          { msg: SUBMISSION_FILES_HINT, path: file.field },
        ]);
      return { file, mime, extension, index };
    }),
  );
  const store = getMediaStore();
  const folder = `${SUBMISSIONS_PREFIX}${submissionId}/${randomUUID()}`;
  return Promise.all(
    checked.map(async ({ file, mime, extension, index }) => {
      const path = `${folder}/${index + 1}.${extension}`;
      await store.put(path, file.bytes, mime);
      return { name: displayName(file.filename, extension, index), path, contentType: mime, size: file.bytes.length };
    }),
  );
}

export async function deleteSubmissionFiles(files: StoredFile[]): Promise<void> {
  const store = getMediaStore();
  await Promise.all(files.map((file) => store.delete(file.path).catch(() => undefined)));
}

const signatureOf = (submissionId: string, index: number, expires: number) =>
  linkSignature('assignment-file', submissionId, index, expires);

/** The submission's files with links that open them for an hour, for whoever may read the submission. */
export function signedFiles(submissionId: string, files: StoredFile[], now = Date.now()): SubmissionFile[] {
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  return files.map((file, index) => ({
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: `/api/assignment-files/${encodeURIComponent(submissionId)}/${index + 1}?exp=${expires}&sig=${signatureOf(submissionId, index + 1, expires)}`,
  }));
}

/** Whether a file link was made here and has not expired; a forged or old one opens nothing. */
export function fileLinkValid(submissionId: string, index: number, exp: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return signatureMatches(signatureOf(submissionId, index, Number(exp)), sig);
}

/** A submission's file (`index` from 1) to a valid signed link; 404 for anything else, forged links included. */
export async function openSubmissionFile(
  submissionId: string,
  index: string,
  exp: unknown,
  sig: unknown,
): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
  const position = /^[1-9]$/.test(index) ? Number(index) : 0;
  const valid = position > 0 && isDocumentId(submissionId) && fileLinkValid(submissionId, position, exp, sig);
  const file = valid ? (await findSubmission(submissionId))?.files[position - 1] : undefined;
  if (!file) throw AppError.notFound('File not found, or its link has expired. Open the submission again for a fresh link.');
  return { name: file.name, contentType: file.contentType, size: file.size, stream: getMediaStore().read(file.path) };
}
