// @ts-check
// Credential figures for `npm run bench`: the size of a signed Open Badges credential, and the time
// to sign and to verify one (EdDSA) beside an HMAC-SHA256 JWT of the same payload as the reference.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, jwtVerify } from 'jose';

import { ROOT } from '../local/stack.mjs';
import { percentile } from './stats.mjs';

const lib = (path) => import(pathToFileURL(join(ROOT, 'functions/lib/features/credentials', path)).href);

async function timed(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export async function measureCredentials(runs = 300) {
  const { buildOpenBadgeCredential } = await lib('open-badge.js');
  const { signVcJwt } = await lib('vc-jwt.js');
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const key = {
    kid: await calculateJwkThumbprint(await exportJWK(publicKey)),
    publicJwk: await exportJWK(publicKey),
    privateKey,
  };
  const credential = buildOpenBadgeCredential({
    origin: 'https://cricvision.example',
    hash: '0123456789abcdef0123456789abcdef',
    certificateId: 'CV-2026-0A1B2C3D',
    course: {
      uid: 'certified-cricket-video-analyst',
      title: 'Certified Cricket Video Analyst',
      description: 'Eight weeks from tagging a delivery to presenting a match report.',
    },
    modulesPassed: [
      'Foundations of video analysis',
      'Tagging and coding',
      'Ball tracking and DRS',
      'Match reports',
      'Live production',
    ],
    score: 92,
    grade: 'A+',
    recipient: { name: 'Priya Sharma', email: 'learner@cricket.test' },
    completedAt: '2026-11-25T09:00:00.000Z',
    issuedAt: '2026-11-25T09:00:00.000Z',
    statusIndex: 4242,
  });
  const jwt = await signVcJwt(credential, key);
  const secret = new Uint8Array(32);
  const hs256 = await new SignJWT(credential).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  return {
    bytes: Buffer.byteLength(jwt),
    gzipBytes: gzipSync(jwt).length,
    signMs: await timed(runs, () => signVcJwt(credential, key)),
    verifyMs: await timed(runs, () => jwtVerify(jwt, publicKey, { algorithms: ['EdDSA'] })),
    referenceSignMs: await timed(runs, () => new SignJWT(credential).setProtectedHeader({ alg: 'HS256' }).sign(secret)),
    referenceVerifyMs: await timed(runs, () => jwtVerify(hs256, secret)),
  };
}
