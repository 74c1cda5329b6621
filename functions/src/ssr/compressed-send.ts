import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Sends text compressed for the client: a rendered page is 100 KB or more of markup, which a
 * phone on a slow network would otherwise wait for uncompressed (Hosting's CDN passes a
 * function's encoding through and keeps one copy per encoding, by Vary).
 */
export function sendCompressed(req: Request, res: Response, status: number, type: string, text: string): void {
  let body = Buffer.from(text);
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  else if (encoding === 'gzip') body = gzipSync(body);
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.vary('Accept-Encoding');
  res.status(status).type(type).send(body);
}
