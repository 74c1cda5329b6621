// @ts-check
// The local stand-in for Cloud Storage's resumable uploads (JSON API), as Google documents them in
// "Perform resumable uploads" (https://cloud.google.com/storage/docs/performing-resumable-uploads)
// and "Resumable uploads" (https://cloud.google.com/storage/docs/resumable-uploads). It speaks the
// same session protocol, so the product's browser code cannot tell it from Cloud Storage:
// - POST /upload/storage/v1/b/<bucket>/o?uploadType=resumable&name=<object> with X-Upload-Content-Type,
//   X-Upload-Content-Length and Origin opens a session: 200 and its URI in Location;
// - PUT <session> with `Content-Range: bytes a-b/total` (total may be `*`) sends a chunk. Every chunk but
//   the last must be a multiple of 256 KiB; of one that is not, only the whole multiples are kept. The
//   answer is 308 with `Range: bytes=0-n` (the bytes persisted; none: no Range) until the last byte
//   arrives, then 200 with the object's metadata. Bytes already persisted are ignored (a chunk sent
//   twice is harmless); a chunk starting past them is refused with 400, as Cloud Storage does;
// - PUT <session> with `Content-Range: bytes */total` (or `*/*`) and no body asks for the status;
// - DELETE <session> cancels it: 499, and the session is gone (404 from then on).
// The finished object is written into the media folder under its name; the parts wait in the hidden
// `.resumable` folder, which the media route never serves.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Cloud Storage's chunk granularity: every chunk but the last is a multiple of it. */
export const CHUNK_GRANULARITY = 256 * 1024;
/** The largest chunk taken in one request (Cloud Storage takes more; the product sends 8 MiB). */
const MAX_CHUNK_BYTES = 64 * 1024 * 1024;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const safeName = (name) =>
  typeof name === 'string' && name.split('/').length <= 4 && name.split('/').every((s) => SEGMENT.test(s) && !s.includes('..'));

export async function startStandIn({ port, mediaDir, host = '127.0.0.1' }) {
  const partsDir = join(mediaDir, '.resumable');
  await mkdir(partsDir, { recursive: true });
  const base = `http://${host}:${port}`;
  const metaFile = (id) => join(partsDir, `${id}.json`);
  const partFile = (id) => join(partsDir, `${id}.part`);

  async function session(id) {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(id ?? '')) return null;
    try {
      return JSON.parse(await readFile(metaFile(id), 'utf8'));
    } catch {
      return null;
    }
  }
  const persisted = async (id) => (await stat(partFile(id)).catch(() => ({ size: 0 }))).size;
  const objectJson = (s, size) => ({
    kind: 'storage#object',
    bucket: s.bucket,
    name: s.name,
    size: String(size),
    contentType: s.contentType,
  });

  function cors(req, res, s) {
    const origin = req.headers.origin;
    if (origin && s?.origin && origin === s.origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Range, Location, X-GUploader-UploadID');
      res.setHeader('Vary', 'Origin');
    }
  }
  function send(res, status, body, headers = {}) {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (body === undefined) return res.writeHead(status).end();
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res
      .writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json' })
      .end(text);
  }
  const incomplete = (res, n) => send(res, 308, undefined, n > 0 ? { Range: `bytes=0-${n - 1}` } : {});

  async function readBody(req, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > limit) throw Object.assign(new Error('chunk too large'), { status: 413 });
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function openSession(req, res, url) {
    const bucket = decodeURIComponent(url.pathname.split('/')[5] ?? '');
    const name = url.searchParams.get('name');
    if (url.searchParams.get('uploadType') !== 'resumable') return send(res, 400, 'uploadType must be resumable');
    if (!safeName(name)) return send(res, 400, 'Invalid object name');
    const declared = req.headers['x-upload-content-length'];
    if (declared !== undefined && !/^\d+$/.test(declared)) return send(res, 400, 'Invalid X-Upload-Content-Length');
    await readBody(req, 64 * 1024); // optional JSON metadata, unused beyond the headers
    const id = randomBytes(24).toString('base64url');
    const s = {
      bucket,
      name,
      contentType: req.headers['x-upload-content-type'] || 'application/octet-stream',
      size: declared === undefined ? null : Number(declared),
      origin: req.headers.origin ?? null,
      done: null,
    };
    await writeFile(metaFile(id), JSON.stringify(s));
    await writeFile(partFile(id), '');
    const location = `${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
    send(res, 200, undefined, { Location: location, 'X-GUploader-UploadID': id });
  }

  async function putChunk(req, res, id, s) {
    const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(req.headers['content-range'] ?? '');
    const body = await readBody(req, MAX_CHUNK_BYTES);
    if (s.done !== null) return send(res, 200, objectJson(s, s.done));
    if (!range && req.headers['content-range'] !== undefined) return send(res, 400, 'Invalid Content-Range');
    const total = range?.[3] === undefined || range[3] === '*' ? null : Number(range[3]);
    const have = await persisted(id);
    if (total !== null && s.size !== null && total !== s.size)
      return send(res, 400, `The total size ${total} differs from the declared X-Upload-Content-Length ${s.size}`);
    if (!range || range[1] === undefined) {
      // A status query (or an empty body that finishes an upload whose bytes all arrived).
      if (body.length) return send(res, 400, 'A status query carries no body');
      if (total !== null && have === total) return finish(res, id, s, have);
      return incomplete(res, have);
    }
    const first = Number(range[1]);
    const last = Number(range[2]);
    if (last < first || body.length !== last - first + 1 || (total !== null && last >= total))
      return send(res, 400, 'Content-Range does not match the body');
    if (first > have)
      return send(
        res,
        400,
        `Invalid request. According to the Content-Range header, the upload offset is ${first} byte(s), which exceeds already uploaded size of ${have} byte(s).`,
      );
    const isLast = total !== null && last === total - 1;
    let fresh = body.subarray(have - first); // bytes already persisted are ignored
    if (!isLast) {
      const end = have + fresh.length;
      fresh = fresh.subarray(0, fresh.length - (end % CHUNK_GRANULARITY));
    }
    if (fresh.length) {
      const handle = await open(partFile(id), 'r+');
      try {
        await handle.write(fresh, 0, fresh.length, have);
      } finally {
        await handle.close();
      }
    }
    const now = have + fresh.length;
    if (isLast && now === total) return finish(res, id, s, now);
    return incomplete(res, now);
  }

  async function finish(res, id, s, size) {
    const target = join(mediaDir, s.name);
    await mkdir(dirname(target), { recursive: true });
    await rename(partFile(id), target);
    await writeFile(metaFile(id), JSON.stringify({ ...s, done: size }));
    send(res, 200, objectJson(s, size));
  }

  async function cancel(res, id) {
    await rm(partFile(id), { force: true });
    await rm(metaFile(id), { force: true });
    send(res, 499, undefined);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/_stand-in/health') return send(res, 200, { ok: true });
      if (!/^\/upload\/storage\/v1\/b\/[^/]+\/o$/.test(url.pathname)) return send(res, 404, 'Not Found');
      const id = url.searchParams.get('upload_id');
      if (!id) {
        if (req.method === 'POST') return await openSession(req, res, url);
        return send(res, 405, 'Method not allowed');
      }
      const s = await session(id);
      cors(req, res, s);
      if (req.method === 'OPTIONS') {
        if (s && req.headers.origin === s.origin) {
          res.setHeader('Access-Control-Allow-Methods', 'PUT, DELETE');
          res.setHeader('Access-Control-Allow-Headers', 'Content-Range, Content-Type');
          res.setHeader('Access-Control-Max-Age', '3600');
        }
        return send(res, 204, undefined);
      }
      if (!s) return send(res, 404, 'No such upload session');
      if (req.method === 'PUT') return await putChunk(req, res, id, s);
      if (req.method === 'DELETE') return await cancel(res, id);
      return send(res, 405, 'Method not allowed');
    } catch (err) {
      // What the handlers throw: Errors, with the HTTP status to answer when they carry one.
      const failure = /** @type {Error & { status?: number }} */ (err);
      if (!res.headersSent) send(res, failure.status ?? 500, String(failure.message ?? failure));
      else res.destroy();
    }
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, host, resolve)));
  return { url: base, close: () => new Promise((resolve) => server.close(resolve)) };
}
