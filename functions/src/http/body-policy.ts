import type { RequestHandler } from 'express';

import { CAPTION_TOO_LARGE, MAX_CAPTION_BYTES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../contract';
import { AppError } from '../lib/app-error';

/*
 * The Functions runtime (production Functions Framework and the emulator alike) parses JSON, text
 * and urlencoded bodies of up to 32 MB before Express sees the request, so a body parser's limit
 * never applies. Each route's bound and the body types it takes are therefore checked here, on
 * the bytes already received (`rawBody`) or announced (Content-Length), before any other work.
 */

type BodyType = 'json' | 'multipart' | 'urlencoded';

interface BodyPolicy {
  limit: number;
  types: readonly BodyType[];
  tooLarge: string;
}

const KB = 1024;
const TOO_LARGE = 'The request is too large';
const JSON_ONLY = { types: ['json'], tooLarge: TOO_LARGE } as const;

/** Sign-up, sign-in and contact take a few short fields: anything bigger is not a person typing. */
const SMALL: BodyPolicy = { limit: 16 * KB, ...JSON_ONLY };
const CONTACT: BodyPolicy = { limit: 64 * KB, ...JSON_ONLY };
/** Course modules with their questions are the largest JSON the site takes. */
const JSON_DEFAULT: BodyPolicy = { limit: 1024 * KB, ...JSON_ONLY };
/** Content forms and course uploads: one file up to the upload limit, with its text fields. */
const FORM: BodyPolicy = { limit: MAX_UPLOAD_BYTES, types: ['json', 'multipart'], tooLarge: UPLOAD_TOO_LARGE };

/** A video's caption file: one WebVTT file with its language and label, and the form's boundaries. */
const CAPTION_FORM: BodyPolicy = {
  limit: MAX_CAPTION_BYTES + 16 * KB,
  types: ['json', 'multipart'],
  tooLarge: CAPTION_TOO_LARGE,
};
const CAPTIONS = /^\/api\/admin\/videos\/[^/]+\/captions\/?$/;

/**
 * A one-click unsubscribe (RFC 8058): a mail provider POSTs `List-Unsubscribe=One-Click` as a form.
 * Any site could send that form too, which is why the link's signature, not the body, decides.
 */
const UNSUBSCRIBE: BodyPolicy = { limit: KB, types: ['urlencoded', 'multipart', 'json'], tooLarge: TOO_LARGE };
const UNSUBSCRIBE_PATH = /^\/api\/email-preferences\/unsubscribe\/?$/;

/** An assignment's hand-in: its files (each at most 10 MB) and text fit one request. */
const SUBMISSION = /^\/api\/user\/courses\/[^/]+\/modules\/[^/]+\/lessons\/[^/]+\/assignment\/submissions\/?$/;

const CONTENT_FORMS = /^\/api\/(blogs|highlights|careers|testimonials|products|organizations|leagues)(\/[^/]+)?\/?$/;

function policyFor(method: string, path: string): BodyPolicy {
  if (path.startsWith('/api/auth/')) return SMALL;
  if (method === 'POST' && CAPTIONS.test(path)) return CAPTION_FORM;
  if (path === '/api/contact' || path === '/api/contact/') return CONTACT;
  if (UNSUBSCRIBE_PATH.test(path)) return UNSUBSCRIBE;
  if (method === 'POST' && SUBMISSION.test(path)) return FORM;
  if (path === '/api/admin/uploads' || ((method === 'POST' || method === 'PUT') && CONTENT_FORMS.test(path))) return FORM;
  return JSON_DEFAULT;
}

function bodyType(contentType: string): BodyType | null {
  const mime = contentType.split(';')[0].trim().toLowerCase();
  if (mime === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mime)) return 'json';
  if (mime === 'multipart/form-data') return 'multipart';
  if (mime === 'application/x-www-form-urlencoded') return 'urlencoded';
  return null;
}

/** The body's size: received, or else announced; null for a chunked body nothing has read yet. */
function bodyBytes(req: Parameters<RequestHandler>[0]): number | null {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (Buffer.isBuffer(raw)) return raw.length;
  const declared = req.headers['content-length'];
  if (declared !== undefined) return Number(declared) || 0;
  return req.headers['transfer-encoding'] ? null : 0;
}

/**
 * 413 past the route's bound; 415 for a body type the route does not read (a urlencoded or
 * text/plain body, which any site's plain HTML form could send, reaches no JSON route).
 */
export const bodyPolicy: RequestHandler = (req, _res, next) => {
  const bytes = bodyBytes(req);
  if (bytes === 0) return next();
  const policy = policyFor(req.method, req.path);
  if (bytes !== null && bytes > policy.limit) return next(new AppError(413, policy.tooLarge));
  const type = bodyType(req.headers['content-type'] ?? '');
  if (!type || !policy.types.includes(type)) {
    const expected = policy.types.includes('multipart') ? 'JSON or multipart/form-data' : 'JSON (application/json)';
    return next(new AppError(415, `Send the request body as ${expected}`));
  }
  next();
};

/** Outside the Functions runtime nothing has parsed the body yet: the JSON parser takes the largest JSON bound. */
export const JSON_BODY_LIMIT = JSON_DEFAULT.limit;
