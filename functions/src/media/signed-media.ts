import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { linkSignature, signatureMatches } from '../lib/link-signature';

/**
 * Paid media: lesson videos and documents, uploaded (`lessons/`) or seeded (`media/lessons/`), and
 * lesson videos processed into HLS (`lesson-videos/`). Everything else under /uploads (covers,
 * logos, highlights) is marketing media and stays public.
 */
const PAID_PREFIXES = ['lessons/', 'media/lessons/', 'lesson-videos/'];
export const isPaidMedia = (path: string) => PAID_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Long enough to watch the longest lesson with pauses; short enough that a shared link soon dies. */
const LINK_LIFETIME_SECONDS = 3 * 60 * 60;
/**
 * An HLS segment's link, written into its playlist as the playlist is served: segments are the
 * one kind of file fetched every few seconds, so they are not checked against the enrolment (a
 * Firestore read each) but die this soon; the player signs them afresh through their playlist,
 * which is checked (decision 0069).
 */
export const SEGMENT_LINK_SECONDS = 10 * 60;

const signatureOf = (path: string, holder: string, expires: number, grant?: string) =>
  grant ? linkSignature(path, holder, expires, grant) : linkSignature(path, holder, expires);

/**
 * A grant names the enrolment a link was made for, sealed (AES-256-GCM under a key derived from
 * the signing key) so the link neither shows the learner's uid nor can point at another enrolment.
 * Every lesson file a learner is handed carries it but HLS segments, so a learner whose enrolment
 * ended loads none of them again (media.routes.ts).
 */
const grantKey = () => Buffer.from(linkSignature('enrolment grant key'), 'base64url');

export function sealGrant(enrollmentId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', grantKey(), iv);
  const sealed = Buffer.concat([cipher.update(enrollmentId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The enrolment a grant names, or null when it was not sealed here. */
export function openGrant(grant: string): string | null {
  try {
    const bytes = Buffer.from(grant, 'base64url');
    if (bytes.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', grantKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The learner as a link names them: a keyed hash of the uid, so a link that travels (a shared
 * download, a proxy's log) binds one learner without telling anyone who.
 */
const holderTag = (uid: string) => linkSignature('holder', uid).slice(0, 22);

const signedLink = (path: string, holder: string, expires: number, grant?: string) =>
  `/uploads/${path}?u=${holder}&e=${expires}${grant ? `&g=${grant}` : ''}&s=${signatureOf(path, holder, expires, grant)}`;

/**
 * A lesson file's address for one learner: the path signed with the learner's tag and an expiry,
 * because a <video src> or a download link cannot carry the bearer token, and the learner's
 * enrolment sealed in (`enrollmentId`: none for an admin's preview). Other URLs come back unchanged.
 */
export function signLessonUrl<T extends string | null | undefined>(
  url: T,
  uid: string,
  { enrollmentId, now = Date.now() }: { enrollmentId?: string; now?: number } = {},
): T | string {
  if (!url || !url.startsWith('/uploads/')) return url;
  const path = url.slice('/uploads/'.length).split('?')[0];
  if (!isPaidMedia(path)) return url;
  return signedLink(path, holderTag(uid), Math.floor(now / 1000) + LINK_LIFETIME_SECONDS, enrollmentId && sealGrant(enrollmentId));
}

export type SignedAccess = 'none' | 'valid' | 'invalid';

/** Whether a request for a paid file carries a valid, unexpired signature for that path. */
export function signedAccess(path: string, query: Record<string, unknown>, now = Date.now()): SignedAccess {
  const { u, e, s, g } = query;
  if (u === undefined && e === undefined && s === undefined) return 'none';
  if (g !== undefined && typeof g !== 'string') return 'invalid';
  if (typeof u !== 'string' || typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'invalid';
  const expires = Number(e);
  if (expires * 1000 < now) return 'invalid';
  return signatureMatches(signatureOf(path, u, expires, g), s) ? 'valid' : 'invalid';
}

/**
 * A paid HLS playlist as one learner receives it: every playlist or segment it names, signed for
 * the same learner, so hls.js follows plain links and each file still needs its own signature. The
 * playlists it names keep its grant and expiry; its segments get no grant and live
 * SEGMENT_LINK_SECONDS from `now` (never past the playlist's own expiry). `query` is the playlist
 * request's, already found valid.
 */
export function signPlaylist(
  text: string,
  playlistPath: string,
  query: { u: string; e: string; g?: string },
  now = Date.now(),
): string {
  const sign = signerBeside(playlistPath, query, now);
  return text
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      if (!uri || uri.startsWith('#') || uri.includes('/..') || uri.startsWith('..') || /^[a-z]+:|^\//i.test(uri)) return line;
      return sign(uri);
    })
    .join('\n');
}

/** A preview sprite's tile as a WebVTT cue names it: a file beside the index, and its rectangle. */
const SPRITE_TILE = /^([A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpg|png|webp))(#xywh=\d+,\d+,\d+,\d+)$/;

/** A paid video's seek-preview index (WebVTT) as one learner receives it: its sprite signed like the index, grant and all. */
export function signThumbnailIndex(text: string, indexPath: string, query: { u: string; e: string; g?: string }): string {
  const sign = signerBeside(indexPath, query);
  return text
    .split('\n')
    .map((line) => {
      const tile = SPRITE_TILE.exec(line.trim());
      return tile ? `${sign(tile[1])}${tile[2]}` : line;
    })
    .join('\n');
}

const isSegment = (path: string) => path.endsWith('.ts');

/**
 * Signs file names relative to `path`'s folder for the same holder as `query`: a segment for
 * SEGMENT_LINK_SECONDS from `now` without a grant, anything else for the same expiry and grant.
 */
function signerBeside(path: string, query: { u: string; e: string; g?: string }, now = Date.now()) {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  const expires = Number(query.e);
  const segmentExpires = Math.min(expires, Math.floor(now / 1000) + SEGMENT_LINK_SECONDS);
  return (name: string) => {
    const target = `${dir}${name}`;
    return isSegment(target) ? signedLink(target, query.u, segmentExpires) : signedLink(target, query.u, expires, query.g);
  };
}
