import { type Request, Router } from 'express';

import { resolveAdmin } from '../http/authenticate';
import { AppError } from '../lib/app-error';

import { getMediaStore, isSafeMediaPath } from './index';
import { parseRange } from './byte-range';
import { imageVariant, requestedWidth, VARIANTS_PREFIX } from './image-variants';

import { isPaidMedia, openGrant, type SignedAccess, signedAccess, signPlaylist, signThumbnailIndex } from './signed-media';

/**
 * What the media port asks of the site about a paid file's reader: whether the enrolment a
 * learner's link names still opens its course (app.ts answers it with the enrolments').
 */
export interface MediaAccess {
  isEnrollmentOpen(enrollmentId: string): Promise<boolean>;
}

// Submissions are a learner's work: opened only through their signed links (assignment-files.service.ts).
const PRIVATE_PREFIXES = ['staging/', 'video-sources/', 'submissions/', VARIANTS_PREFIX];

/**
 * A paid file that names other files (a playlist its renditions and segments, a seek-preview index
 * its sprite) is served with each of them signed for the same learner and expiry.
 */
function linkSigner(path: string) {
  if (path.endsWith('.m3u8')) return signPlaylist;
  if (path.endsWith('/thumbnails.vtt')) return signThumbnailIndex;
  return null;
}

/**
 * A lesson file needs the signed link the enrolled learner's course view hands out, or an admin's
 * bearer token. Without either: 401; a signed-in learner without a valid link, or a forged or
 * expired link: 403.
 */
async function requireLessonAccess(req: Request, access: SignedAccess): Promise<void> {
  if (access === 'valid') return;
  if (await resolveAdmin(req)) return;
  if (access === 'none' && !req.headers.authorization) {
    throw AppError.unauthorized('Sign in and open this lesson from your course to view it.');
  }
  throw AppError.forbidden('This lesson link is not valid for you or has expired. Open the lesson again from your course.');
}

/**
 * A learner's link names their enrolment (a sealed grant): an enrolment that has ended (refunded,
 * closed) loads no lesson file again, whatever the link's expiry, at one read per request. An
 * admin's preview has none, nor do HLS segments, whose links die within minutes (signed-media.ts).
 */
async function requireLiveEnrollment(grant: string, access: MediaAccess): Promise<void> {
  const enrollmentId = openGrant(grant);
  if (!enrollmentId || !(await access.isEnrollmentOpen(enrollmentId)))
    throw AppError.forbidden('Your access to this course has ended. Open the course again from your dashboard.');
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Files under /uploads: public media as they are, paid lesson files to their learner and admins. */
export function mediaRouter(mediaAccess: MediaAccess) {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const path = ([] as string[]).concat(req.params.path ?? []).join('/');
    // Staging objects are uploads not yet checked, and a video's source is the job's alone: never served.
    if (!isSafeMediaPath(path) || PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)))
      throw AppError.notFound('File not found');
    const paid = isPaidMedia(path);
    const access = paid ? signedAccess(path, req.query as Record<string, unknown>) : 'none';
    if (paid) {
      res.setHeader('Cache-Control', 'private, no-store');
      await requireLessonAccess(req, access);
      if (access === 'valid' && typeof req.query.g === 'string') await requireLiveEnrollment(req.query.g, mediaAccess);
    }
    const store = getMediaStore();
    const width = paid ? null : requestedWidth(req.query.w, path);
    const original = await store.stat(path);
    if (!original) throw AppError.notFound('File not found');
    const { path: servedPath, info } = (width && (await imageVariant(path, width))) || { path, info: original };

    const signLinks = access === 'valid' && linkSigner(path);
    if (signLinks) {
      const text = await streamText(store.read(path));
      res.setHeader('Content-Type', info.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(signLinks(text, path, req.query as { u: string; e: string; g?: string }));
      return;
    }

    res.setHeader('Content-Type', info.contentType);
    res.setHeader('Accept-Ranges', 'bytes');
    // Upload names are unique per upload, so a stored file never changes; a lesson file is the
    // learner's alone and no shared cache may keep it.
    res.setHeader('Cache-Control', paid ? 'private, no-store' : 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (info.contentType === 'image/svg+xml')
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");

    const range = parseRange(req.headers.range, info.size);
    if (range === 'invalid') {
      res.status(416).setHeader('Content-Range', `bytes */${info.size}`).end();
      return;
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.setHeader('Content-Length', String(info.size));
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      store
        .read(servedPath, range ?? undefined)
        .on('error', reject)
        .pipe(res)
        .on('finish', resolve)
        .on('error', reject);
    });
  });
  return router;
}
