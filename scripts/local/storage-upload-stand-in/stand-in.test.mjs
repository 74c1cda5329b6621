// @ts-check
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_PORTS, localFirebaseConfig, stackEnv } from '../stack.mjs';
import { CHUNK_GRANULARITY, startStandIn } from './stand-in.mjs';

const ORIGIN = 'http://127.0.0.1:5000';
let dir;
let standIn;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stand-in-'));
  standIn = await startStandIn({ port: 47_375 + (process.pid % 500), mediaDir: dir });
});
afterAll(async () => {
  await standIn?.close();
  await rm(dir, { recursive: true, force: true });
});

const open = async (name, size) => {
  const res = await fetch(`${standIn.url}/upload/storage/v1/b/local/o?uploadType=resumable&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'X-Upload-Content-Type': 'video/mp4', 'X-Upload-Content-Length': String(size), Origin: ORIGIN },
  });
  expect(res.status).toBe(200);
  const location = res.headers.get('location');
  if (!location) throw new Error('The stand-in answered without a session URI');
  return location;
};
const put = (uri, body, range, headers = {}) =>
  fetch(uri, { method: 'PUT', headers: { 'Content-Range': range, ...headers }, body: body && new Blob([body]) });

describe('the Cloud Storage resumable-upload stand-in', () => {
  it('answers 308 with the bytes kept, status queries, duplicates and gaps as Cloud Storage does, and 200 at the end', async () => {
    const size = 2 * CHUNK_GRANULARITY + 10;
    const bytes = Buffer.alloc(size, 7);
    const uri = await open('staging/one', size);
    expect(uri).toMatch(/\/upload\/storage\/v1\/b\/local\/o\?uploadType=resumable&name=staging%2Fone&upload_id=/);

    let res = await put(uri, null, `bytes */${size}`);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBeNull();
    res = await put(uri, bytes.subarray(0, CHUNK_GRANULARITY), `bytes 0-${CHUNK_GRANULARITY - 1}/${size}`, { Origin: ORIGIN });
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBe(`bytes=0-${CHUNK_GRANULARITY - 1}`);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Range/);
    // Twice: ignored. Past the kept bytes: 400.
    res = await put(uri, bytes.subarray(0, CHUNK_GRANULARITY), `bytes 0-${CHUNK_GRANULARITY - 1}/${size}`);
    expect(res.headers.get('range')).toBe(`bytes=0-${CHUNK_GRANULARITY - 1}`);
    res = await put(uri, bytes.subarray(0, 10), `bytes ${2 * CHUNK_GRANULARITY}-${2 * CHUNK_GRANULARITY + 9}/${size}`);
    expect(res.status).toBe(400);
    // A total other than the one declared: 400.
    expect((await put(uri, null, `bytes */${size + 1}`)).status).toBe(400);
    // Another origin gets no CORS grant.
    res = await put(uri, null, `bytes */${size}`, { Origin: 'https://evil.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();

    res = await put(uri, bytes.subarray(CHUNK_GRANULARITY), `bytes ${CHUNK_GRANULARITY}-${size - 1}/${size}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'staging/one', size: String(size), contentType: 'video/mp4' });
    expect((await readFile(join(dir, 'staging/one'))).equals(bytes)).toBe(true);
    expect((await put(uri, null, `bytes */${size}`)).status).toBe(200);
  });

  it('answers a preflight for the session’s origin, and a DELETE cancels the session and drops its bytes', async () => {
    const uri = await open('staging/two', 3 * CHUNK_GRANULARITY);
    const pre = await fetch(uri, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-range' },
    });
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    await put(uri, Buffer.alloc(CHUNK_GRANULARITY), `bytes 0-${CHUNK_GRANULARITY - 1}/${3 * CHUNK_GRANULARITY}`);
    expect((await fetch(uri, { method: 'DELETE' })).status).toBe(499);
    expect((await put(uri, null, `bytes */${3 * CHUNK_GRANULARITY}`)).status).toBe(404);
    const uploadId = new URL(uri).searchParams.get('upload_id') ?? '';
    expect(uploadId).not.toBe('');
    expect((await readdir(join(dir, '.resumable'))).filter((name) => name.includes(uploadId))).toEqual([]);
  });

  it('refuses names that leave the media folder', async () => {
    const res = await fetch(`${standIn.url}/upload/storage/v1/b/local/o?uploadType=resumable&name=..%2Fescape`, {
      method: 'POST',
    });
    expect(res.status).toBe(400);
  });

  it('is wired into the node stack: its address for the functions, its origin in the CSP', () => {
    expect(stackEnv('node', DEV_PORTS, '/tmp/data').STORAGE_UPLOAD_URL).toBe(`http://127.0.0.1:${DEV_PORTS.uploads}`);
    const config = localFirebaseConfig(
      {
        emulators: {},
        hosting: {
          headers: [
            { headers: [{ key: 'Content-Security-Policy', value: "connect-src 'self' https://storage.googleapis.com" }] },
          ],
        },
      },
      DEV_PORTS,
    );
    expect(config.hosting.headers[0].headers[0].value).toBe(`connect-src 'self' http://127.0.0.1:${DEV_PORTS.uploads}`);
  });
});
