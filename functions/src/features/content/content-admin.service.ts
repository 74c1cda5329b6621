import type { Transaction } from 'firebase-admin/firestore';

import { ADMIN_PAGE_SIZE, type AuditAction, type AuditActor, type ListQuery } from '../../contract';
import { localiseContent, TRANSLATED_CONTENT_KINDS } from '../../contract/content-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import type { MultipartBody } from '../../http/multipart';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/paging';
import { deleteUpload, storeUpload } from '../../media/uploads';
import { recordActivity } from '../activity/activity.repository';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry, changedFields, type AuditWriter } from '../audit/audit.service';
import { mediaInUse } from '../courses/course-media.service';
import { isOwnPublicVideo } from '../video/public-videos.service';
import { deleteProcessedVideo, processedVideoId } from '../video/video.service';

import { CONTENT_KINDS, type ContentKind, type ContentKindName, type MediaField } from './content-kinds';
import {
  anyDocumentWith,
  createDocument,
  deleteDocument,
  findDocument,
  listAll,
  listPage,
  toggleActive,
  updateDocument,
  type Filters,
} from './content.repository';

type Item = Record<string, unknown> & { _id: string };

/** Product search reads the names of at most this many products (the catalogue is small). */
const SEARCH_SCAN_MAX = 500;

const kindOf = (name: ContentKindName): ContentKind => CONTENT_KINDS[name];
const nameOf = (kind: ContentKind, item: Record<string, unknown>) => String(item[kind.nameField] ?? '');

export async function listForAdmin(name: ContentKindName, query: ListQuery): Promise<Page<Item>> {
  const kind = kindOf(name);
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const filters: Filters = query.isActive === undefined ? {} : { isActive: query.isActive };
  const search = query.search?.toLowerCase();
  if (!search) return listPage<Item>(kind.collection, { page, limit, filters, idAlias: kind.idAlias });
  const all = await listAll<Item>(kind.collection, SEARCH_SCAN_MAX, kind.idAlias);
  const matches = all.filter(
    (item) =>
      nameOf(kind, item).toLowerCase().includes(search) &&
      (query.isActive === undefined || (item.isActive !== false) === query.isActive),
  );
  return { items: matches.slice((page - 1) * limit, page * limit), total: matches.length };
}

/** Every item of a small collection (organizations, leagues) in display order. */
export const listAllForAdmin = (name: ContentKindName) => {
  const kind = kindOf(name);
  return listAll<Item>(kind.collection, 100, kind.idAlias);
};

/**
 * One item, hidden or not. A kind with versions in other languages (decision 0098) answers as the
 * public read does, in `locale` with its `language` and `languages`, and with its `translations` too
 * (the back-office's editor reads them).
 */
export async function getForAdmin(name: ContentKindName, id: string, locale: Locale = SOURCE_LOCALE): Promise<Item> {
  const kind = kindOf(name);
  const item = await findDocument<Item>(kind.collection, id, kind.idAlias);
  if (!item) throw AppError.notFound(kind.messages.notFound);
  if (!(TRANSLATED_CONTENT_KINDS as string[]).includes(name)) return item;
  return { ...localiseContent(item, locale), _id: item._id, translations: item.translations ?? {} };
}

/**
 * A video URL sent in place of a file: the item's current one kept, or the master playlist of a
 * public video uploaded here (POST /api/admin/uploads/videos, completed for a highlight). Anything
 * else (another site's address, a paid lesson's video, an unknown id) is refused.
 */
async function acceptedVideoUrl(media: MediaField, given: unknown, current: Item | null): Promise<string> {
  if (typeof given === 'string' && given !== '' && (given === current?.[media.url] || (await isOwnPublicVideo(given))))
    return given;
  const msg = 'The video must be one uploaded here for a highlight (its /uploads/videos/…/master.m3u8 address)';
  throw AppError.badRequest(msg, [{ msg, path: media.url }]);
}

/**
 * The stored fields of a form: the parsed text fields, plus each media URL from a new upload (or,
 * for a processed video, the URL of one uploaded here), cleared by '' or (on edit) kept when absent.
 * Returns the new files stored, so the caller can remove them if the write fails.
 */
async function fieldsOf(kind: ContentKind, form: MultipartBody, current: Item | null) {
  const isNew = current === null;
  const parsed = parse(isNew ? (kind.createSchema ?? kind.schema) : kind.schema, form.fields);
  const data: Record<string, unknown> = { ...parsed };
  const stored: string[] = [];
  try {
    for (const media of kind.media) {
      delete data[media.url];
      const file = form.files[media.file];
      const given: unknown = form.fields[media.url];
      if (file) {
        const url = await storeUpload(file, media.kind, kind.collection);
        stored.push(url);
        data[media.url] = url;
      } else if (media.processedVideo && given !== undefined && given !== '') {
        data[media.url] = await acceptedVideoUrl(media, given, current);
      } else if (given === '' && !media.requiredMessage) {
        data[media.url] = null;
      } else if (isNew) {
        if (media.requiredMessage)
          throw AppError.badRequest(media.requiredMessage, [{ msg: media.requiredMessage, path: media.file }]);
        data[media.url] = null;
      }
    }
  } catch (error) {
    await Promise.all(stored.map(deleteUpload));
    throw error;
  }
  return { data, stored };
}

/** The files `before` pointed at that `after` (null once deleted) no longer does. */
function mediaLeftBehind(kind: ContentKind, before: Item, after: Item | null): string[] {
  const kept = new Set(kind.media.map((media) => after?.[media.url]));
  return kind.media
    .map((media) => before[media.url])
    .filter((url): url is string => typeof url === 'string' && url !== '' && !kept.has(url));
}

/** The stored fields an edit can change: all but the id and the timestamps the server sets. */
const NOT_AUDITED = new Set(['_id', 'createdAt', 'updatedAt']);
const auditedFields = (kind: ContentKind, ...items: (object | null)[]) =>
  [...new Set(items.flatMap((item) => Object.keys(item ?? {})))].filter(
    (field) => !NOT_AUDITED.has(field) && field !== kind.idAlias,
  );

/** Writes the item's audit entry in the write's transaction or batch, when anything changed. */
function auditStep(
  kind: ContentKind,
  actor: AuditActor,
  action: AuditAction,
  id: string,
  before: Item | null,
  after: Item | null,
) {
  return (writer: AuditWriter) => {
    const changes = changedFields(before, after, auditedFields(kind, before, after));
    if (!changes.length) return;
    const label = nameOf(kind, (after ?? before) as Item);
    recordAuditInTransaction(writer, auditEntry(actor, { type: kind.resource, id, label }, action, changes));
  };
}

/** Whether any item of a kind that takes processed videos, or any course or lesson, still shows the video. */
async function videoInUse(url: string): Promise<boolean> {
  const fields = Object.values(CONTENT_KINDS as Record<string, ContentKind>).flatMap((kind) =>
    kind.media.filter((media) => media.processedVideo).map((media) => [kind.collection, media.url] as const),
  );
  const uses = await Promise.all([
    ...fields.map(([collection, field]) => anyDocumentWith(collection, field, url)),
    mediaInUse(url),
  ]);
  return uses.includes(true);
}

/**
 * Removes a file an item no longer shows: a plain upload at once (each is its item's own), a processed
 * video (renditions, source, record) once nothing else shows it.
 */
async function removeDropped(url: string): Promise<void> {
  if (!processedVideoId(url)) return deleteUpload(url);
  if (!(await videoInUse(url))) await deleteProcessedVideo(url);
}

/** Whether a highlight shows this processed video: the upload sweep keeps what is in use. */
export const highlightsUseVideo = (url: string) => anyDocumentWith('highlights', 'videoUrl', url);

export async function createForAdmin(name: ContentKindName, form: MultipartBody, actor: AuditActor) {
  const kind = kindOf(name);
  const { data, stored } = await fieldsOf(kind, form, null);
  try {
    const item = await createDocument<Item>(kind.collection, data, kind.idAlias, (batch, id) =>
      auditStep(kind, actor, 'created', id, null, { ...data, _id: id })(batch),
    );
    await recordActivity({ type: kind.activity, action: 'created', name: nameOf(kind, item), actorUid: actor.uid });
    return { item, message: kind.messages.created };
  } catch (error) {
    await Promise.all(stored.map(deleteUpload));
    throw error;
  }
}

export async function updateForAdmin(name: ContentKindName, id: string, form: MultipartBody, actor: AuditActor) {
  const kind = kindOf(name);
  const current = await findDocument<Item>(kind.collection, id, kind.idAlias);
  if (!current) throw AppError.notFound(kind.messages.notFound);
  const { data, stored } = await fieldsOf(kind, form, current);
  const written = await updateDocument<Item>(kind.collection, id, data, kind.idAlias, (tx: Transaction, before) =>
    auditStep(kind, actor, 'updated', id, before, { ...before, ...data })(tx),
  ).catch(async (error: unknown) => {
    await Promise.all(stored.map(deleteUpload));
    throw error;
  });
  if (!written) {
    await Promise.all(stored.map(deleteUpload));
    throw AppError.notFound(kind.messages.notFound);
  }
  await Promise.all(mediaLeftBehind(kind, written.before, written.after).map(removeDropped));
  await recordActivity({ type: kind.activity, action: 'updated', name: nameOf(kind, written.after), actorUid: actor.uid });
  return { item: written.after, message: kind.messages.updated };
}

export async function toggleForAdmin(name: ContentKindName, id: string, actor: AuditActor) {
  const kind = kindOf(name);
  const item = await toggleActive<Item>(kind.collection, id, kind.idAlias, (tx, before) =>
    auditStep(kind, actor, 'updated', id, before, { ...before, isActive: before.isActive === false })(tx),
  );
  if (!item) throw AppError.notFound(kind.messages.notFound);
  const action = item.isActive === false ? 'deactivated' : 'activated';
  await recordActivity({ type: kind.activity, action, name: nameOf(kind, item), actorUid: actor.uid });
  return { item, message: `${kind.label} ${action} successfully` };
}

export async function deleteForAdmin(name: ContentKindName, id: string, actor: AuditActor) {
  const kind = kindOf(name);
  const item = await deleteDocument<Item>(kind.collection, id, kind.idAlias, (tx, gone) =>
    auditStep(kind, actor, 'deleted', id, gone, null)(tx),
  );
  if (!item) throw AppError.notFound(kind.messages.notFound);
  await Promise.all(mediaLeftBehind(kind, item, null).map(removeDropped));
  await recordActivity({ type: kind.activity, action: 'deleted', name: nameOf(kind, item), actorUid: actor.uid });
  return { message: `${kind.label} deleted successfully` };
}
