import { Router } from 'express';

import { AppError } from '../lib/app-error';

import { getMediaStore, isSafeMediaPath } from './index';
import { parseRange } from './byte-range';

export const mediaRouter = Router();

mediaRouter.get('/{*path}', async (req, res) => {
  const path = ([] as string[]).concat(req.params.path ?? []).join('/');
  if (!isSafeMediaPath(path)) throw AppError.notFound('File not found');
  const store = getMediaStore();
  const info = await store.stat(path);
  if (!info) throw AppError.notFound('File not found');

  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  // Upload names are unique per upload, so a stored file never changes.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
      .read(path, range ?? undefined)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject);
  });
});
