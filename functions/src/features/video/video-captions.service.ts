import {
  CAPTION_TOO_LARGE,
  CaptionInputSchema,
  MAX_CAPTION_BYTES,
  MAX_CAPTION_LANGUAGES,
  canonicalLanguage,
  type AuditActor,
  type VideoCaption,
} from '../../contract';
import type { MultipartBody } from '../../http/multipart';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { getMediaStore } from '../../media';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry, changedFields, type AuditWriter } from '../audit/audit.service';

import { captionsFor } from './caption-links';
import { updateVideoCaptions } from './video-captions.repository';
import { videoFolder } from './video-folder';
import { checkWebVtt } from './webvtt';
import { findVideo, type CaptionRecord, type VideoRecord } from './videos.repository';

const VIDEO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function existingVideo(videoId: string): Promise<VideoRecord> {
  const video = VIDEO_ID.test(videoId) ? await findVideo(videoId) : null;
  if (!video) throw AppError.notFound('No such video');
  return video;
}

/** `en-IN` → 'English (India)': what the player's menu shows when the admin gave no label. */
function languageName(language: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

const CAPTION_FIELDS = ['label', 'path', 'version'];

/** Writes the audit entry of one language's captions changing, in the change's transaction. */
function auditCaption(actor: AuditActor, videoId: string, language: string) {
  return (tx: AuditWriter, before: CaptionRecord[], after: CaptionRecord[]) => {
    const was = before.find((caption) => caption.language === language) ?? null;
    const now = after.find((caption) => caption.language === language) ?? null;
    const label = `${(now ?? was)?.label ?? language} captions of video ${videoId}`;
    const action = !was ? 'created' : !now ? 'deleted' : 'updated';
    const resource = { type: 'caption' as const, id: `${videoId}/${language}`, label };
    recordAuditInTransaction(tx, auditEntry(actor, resource, action, changedFields(was, now, CAPTION_FIELDS)));
  };
}

const byLanguage = (a: CaptionRecord, b: CaptionRecord) => a.label.localeCompare(b.label);

/**
 * Adds a WebVTT caption file to a video, or replaces the one in its language. The file is checked
 * before anything is stored; a video deleted meanwhile takes the new file with it.
 */
export async function addCaption(videoId: string, form: MultipartBody, actor: AuditActor): Promise<VideoCaption[]> {
  const video = await existingVideo(videoId);
  const input = parse(CaptionInputSchema, form.fields);
  const file = form.files.file;
  if (!file)
    throw AppError.badRequest('Choose a WebVTT (.vtt) caption file', [
      { msg: 'Choose a WebVTT (.vtt) caption file', path: 'file' },
    ]);
  if (file.bytes.length > MAX_CAPTION_BYTES)
    throw new AppError(413, CAPTION_TOO_LARGE, [{ msg: CAPTION_TOO_LARGE, path: 'file' }]);
  const check = checkWebVtt(file.bytes);
  if (!check.ok) throw AppError.badRequest(check.reason, [{ msg: check.reason, path: 'file' }]);

  const isNew = !video.captions.some((caption) => caption.language === input.language);
  if (isNew && video.captions.length >= MAX_CAPTION_LANGUAGES)
    throw AppError.badRequest(`A video can have captions in at most ${MAX_CAPTION_LANGUAGES} languages`);

  const caption: CaptionRecord = {
    language: input.language,
    label: input.label || languageName(input.language),
    path: `${videoFolder(video)}/captions/${input.language}.vtt`,
    version: Date.now(),
  };
  const store = getMediaStore();
  await store.put(caption.path, file.bytes, 'text/vtt');
  let captions: CaptionRecord[] | null;
  try {
    captions = await updateVideoCaptions(
      videoId,
      (current) => {
        const others = current.filter((existing) => existing.language !== caption.language);
        if (others.length >= MAX_CAPTION_LANGUAGES)
          throw AppError.badRequest(`A video can have captions in at most ${MAX_CAPTION_LANGUAGES} languages`);
        return [...others, caption].sort(byLanguage);
      },
      auditCaption(actor, videoId, caption.language),
    );
  } catch (error) {
    if (isNew) await store.delete(caption.path);
    throw error;
  }
  if (!captions) {
    await store.delete(caption.path);
    throw AppError.notFound('No such video');
  }
  return captionsFor({ ...video, captions }, actor.uid);
}

/** Removes a video's captions in one language, file and record. */
export async function removeCaption(videoId: string, languageTag: string, actor: AuditActor): Promise<VideoCaption[]> {
  const video = await existingVideo(videoId);
  const language = canonicalLanguage(languageTag);
  const missing = () => AppError.notFound('This video has no captions in that language');
  const removed = video.captions.find((caption) => caption.language === language);
  if (!removed) throw missing();
  const captions = await updateVideoCaptions(
    videoId,
    (current) => {
      if (!current.some((caption) => caption.language === language)) throw missing();
      return current.filter((caption) => caption.language !== language);
    },
    auditCaption(actor, videoId, removed.language),
  );
  if (!captions) throw AppError.notFound('No such video');
  await getMediaStore().delete(removed.path);
  return captionsFor({ ...video, captions }, actor.uid);
}
