import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { promisify } from 'node:util';

import { calculateJwkThumbprint, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  CertificateDetails,
  CertificateSummary,
  CertificateVerification,
  DashboardOverview,
  EnrollmentView,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { SITE_URL } from '../support/env';
import { graduate } from '../support/graduate';
import { api, writesOf, type ApiResponse } from '../support/http';
import { didWebUrl, downloadCredential, isRevoked, schemaErrors, verifyJwt } from '../support/outside-verifier';
import { adminToken } from '../support/sessions';

type Graduate = Awaited<ReturnType<typeof graduate>>;

const verify = (hash: string) => api<CertificateVerification>('GET', `/certificates/verify/${hash}`);

/** The same JWT with one byte of its payload changed, re-encoded so it still parses. */
function tamper(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  const bytes = Buffer.from(payload, 'base64url');
  bytes[bytes.indexOf('Final score 100%') + 'Final score '.length] = '9'.charCodeAt(0);
  return [header, bytes.toString('base64url'), signature].join('.');
}

describe('signed Open Badges 3.0 credentials, checked the way an outside verifier would', () => {
  let grad: Graduate;
  let jwt: string;

  beforeAll(async () => {
    grad = await graduate('badge', { verified: true });
    jwt = (await downloadCredential(grad.hash)).jwt;
  });

  it('publishes the issuer: did:web at /.well-known/did.json with the signing key, and the issuer profile', async () => {
    const { header } = await verifyJwt(jwt);
    const did = (header.kid as string).split('#')[0];
    expect(didWebUrl(did)).toBe(`${SITE_URL}/.well-known/did.json`);
    const doc = await (await fetch(`${SITE_URL}/.well-known/did.json`)).json();
    expect(doc.verificationMethod[0]).toMatchObject({
      type: 'JsonWebKey2020',
      controller: did,
      publicKeyJwk: { kty: 'OKP', crv: 'Ed25519' },
    });
    expect(JSON.stringify(doc)).not.toContain('"d"');
    const profile = await (await fetch(`${SITE_URL}/api/credentials/issuer`)).json();
    expect(profile).toMatchObject({ id: did, type: ['Profile'], name: 'CricVision Technologies Private Limited', url: SITE_URL });
  });

  it('signs a credential whose signature, required Open Badges 3.0 fields and status entry all check out', async () => {
    const { header, payload } = await verifyJwt(jwt);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(schemaErrors(payload)).toEqual([]);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.jti).toBe(payload.id);
    expect(payload.nbf).toBe(Math.floor(Date.parse(payload.validFrom) / 1000));
    expect(payload.credentialSubject.identifier).toContainEqual(
      expect.objectContaining({ identityType: 'name', hashed: false, identityHash: 'Test badge' }),
    );
    expect(payload.credentialSubject.achievement).toMatchObject({
      id: `${SITE_URL}/courses/${grad.fixture.courseId}`,
      name: expect.stringContaining('Fixture course'),
      creator: { id: payload.issuer.id },
    });
    expect(payload.evidence[0].narrative).toBe('Modules passed: Module one. Final score 100% (grade A+).');
    expect(await isRevoked(payload)).toBe(false);
  });

  it('hashes the learner’s email with a salt, so whoever knows it can confirm it and nobody else reads it', async () => {
    const { payload } = await verifyJwt(jwt);
    const email = payload.credentialSubject.identifier.find((i) => i.identityType === 'emailAddress');
    const { createHash } = await import('node:crypto');
    expect(email!.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${grad.learner.email}${email!.salt}`).digest('hex')}`,
    );
    expect(jwt).not.toContain(grad.learner.email);
  });

  it('names a learner whose address is not verified by name alone: an unproven address is no identity', async () => {
    const unverified = await graduate('unproven');
    const { payload } = await verifyJwt((await downloadCredential(unverified.hash)).jwt);
    expect(schemaErrors(payload)).toEqual([]);
    expect(payload.credentialSubject.identifier.map((i) => i.identityType)).toEqual(['name']);
  });

  it('publishes a revocation list that expires within minutes, so an old copy cannot be replayed', async () => {
    const list = await (await fetch(`${SITE_URL}/api/credentials/status/revocation`)).text();
    const { payload } = await verifyJwt(list);
    const lifetime = Date.parse(payload.validUntil!) - Date.parse(payload.validFrom);
    expect(lifetime).toBeGreaterThanOrEqual(60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(payload.exp).toBe(Math.floor(Date.parse(payload.validUntil!) / 1000));
    await expect(verifyJwt(list, new Date(Date.parse(payload.validUntil!) + 1000))).rejects.toThrow(/exp/);
  });

  it('fails the check when any byte is changed', async () => {
    await expect(verifyJwt(tamper(jwt))).rejects.toThrow(/signature verification failed/);
    const [h, p, s] = jwt.split('.');
    const sig = Buffer.from(s, 'base64url');
    sig[0] ^= 1;
    await expect(verifyJwt([h, p, sig.toString('base64url')].join('.'))).rejects.toThrow(/signature verification failed/);
  });

  it('the verify answer carries the credential beside the certificate, and the file downloads as an attachment', async () => {
    const res = await verify(grad.hash);
    expect(res.body.data.credential).toEqual({ format: 'vc+jwt', jwt, downloadUrl: `/api/credentials/${grad.hash}` });
    const file = await downloadCredential(grad.hash);
    expect(file.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${grad.certificateId}.jwt"`);
    expect((await downloadCredential('0123456789abcdef0123456789abcdef')).status).toBe(404);
  });

  it('keeps publishing retired keys, so a credential signed before a rotation still verifies', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const publicJwk = publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string };
    const kid = await calculateJwkThumbprint(publicJwk);
    await testDb().collection('credentialKeys').doc(kid).set({ publicJwk, createdAt: '2020-01-01T00:00:00.000Z' });
    const { SignJWT } = await import('jose');
    const old = decodeJwt(jwt);
    const issuer = (old.issuer as { id: string }).id;
    const signedByRetired = await new SignJWT(old)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${issuer}#${kid}` })
      .sign(privateKey);
    await expect(verifyJwt(signedByRetired)).resolves.toBeTruthy();
    const doc = await (await fetch(`${SITE_URL}/.well-known/did.json`)).json();
    expect(doc.assertionMethod).toHaveLength(2);
  });
});

/** Asks until the certificate's count reaches `n` (counts land just after each answer), for up to 10 s. */
async function countedTo<T extends CertificateDetails | CertificateSummary[]>(
  n: number,
  ask: () => Promise<ApiResponse<T>>,
): Promise<ApiResponse<T>> {
  for (let tries = 0; ; tries += 1) {
    const res = await ask();
    const data = res.body.data;
    const count = Array.isArray(data) ? data[0]?.verificationCount : data?.verificationCount;
    if ((count ?? 0) >= n || tries === 40) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('verification counts', () => {
  it('count every anonymous check off the answer’s path, and never the holder’s own', async () => {
    const grad = await graduate('counted');
    const admin = await adminToken();
    const checks = await Promise.all(Array.from({ length: 8 }, () => verify(grad.hash)));
    expect(checks.map((res) => res.status)).toEqual(Array(8).fill(200));
    // The answer writes nothing: the count is made after it is sent.
    expect(checks.map((res) => writesOf(res))).toEqual(Array(8).fill(0));
    const details = () => api<CertificateDetails>('GET', `/certificates/${grad.hash}`, { token: admin });
    expect((await countedTo(8, details)).body.data.verificationCount).toBe(8);

    const own = await api<CertificateVerification>('GET', `/certificates/verify/${grad.hash}`, { token: grad.learner.token });
    expect(own.body.data.viewerIsHolder).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await details()).body.data.verificationCount).toBe(8);
  });
});

describe('revoke and reissue', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('revoking with a reason turns verification invalid with that reason and marks the status list', async () => {
    const grad = await graduate('revoked');
    const reason = 'Exam misconduct confirmed by the panel';
    expect((await api('POST', `/certificates/${grad.hash}/revoke`, { token: admin, body: {} })).status).toBe(400);
    const res = await api<CertificateDetails>('POST', `/certificates/${grad.hash}/revoke`, { token: admin, body: { reason } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'revoked', revokedReason: reason });
    const checked = (await verify(grad.hash)).body.data;
    expect(checked.certificate.status).toBe('revoked');
    expect(checked.verification).toMatchObject({ valid: false, reason: `Revoked: ${reason}` });
    const { payload } = await verifyJwt(checked.credential!.jwt);
    expect(await isRevoked(payload)).toBe(true);
    const again = await api('POST', `/certificates/${grad.hash}/revoke`, { token: admin, body: { reason } });
    expect(again.status).toBe(409);
  });

  it('reissuing gives a new hash and credential; the old address answers Superseded and points to the new one', async () => {
    const grad = await graduate('reissued');
    await testDb().collection('users').doc(grad.learner.uid).update({ name: 'Test Reissued Corrected' });
    const res = await api<CertificateDetails>('POST', `/certificates/${grad.hash}/reissue`, {
      token: admin,
      body: { reason: 'Name correction' },
    });
    expect(res.status).toBe(201);
    const next = res.body.data;
    expect(next.hash).not.toBe(grad.hash);
    expect(next).toMatchObject({ status: 'active', replaces: grad.hash, studentName: 'Test Reissued Corrected' });

    const old = (await verify(grad.hash)).body.data;
    expect(old.certificate.status).toBe('superseded');
    expect(old.verification).toMatchObject({
      valid: false,
      reason: 'Superseded: this certificate was reissued',
      supersededBy: { hash: next.hash, verificationUrl: `/verify-certificate/${next.hash}` },
    });
    expect(await isRevoked((await verifyJwt(old.credential!.jwt)).payload)).toBe(true);

    const fresh = (await verify(next.hash)).body.data;
    expect(fresh.verification).toMatchObject({ valid: true, reason: null, supersededBy: null });
    const { payload } = await verifyJwt(fresh.credential!.jwt);
    expect(payload.credentialSubject.identifier[0].identityHash).toBe('Test Reissued Corrected');
    expect(await isRevoked(payload)).toBe(false);

    const mine = (await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token: grad.learner.token })).body.data
      .enrollments[0];
    expect(mine.certificate!.verificationUrl).toBe(`/verify-certificate/${next.hash}`);
    expect((await api('POST', `/certificates/${grad.hash}/reissue`, { token: admin, body: { reason: 'again' } })).status).toBe(
      409,
    );
  });

  it('a revoked certificate is reissued only as an explicit reinstatement, and its old link keeps "Revoked: reason"', async () => {
    const grad = await graduate('reinstated');
    const reason = 'Plagiarised essay';
    await api('POST', `/certificates/${grad.hash}/revoke`, { token: admin, body: { reason } });
    const plain = await api('POST', `/certificates/${grad.hash}/reissue`, { token: admin, body: { reason: 'Name correction' } });
    expect(plain.status).toBe(409);
    expect((await verify(grad.hash)).body.data.verification).toMatchObject({
      valid: false,
      reason: `Revoked: ${reason}`,
      supersededBy: null,
    });

    const reinstated = await api<CertificateDetails>('POST', `/certificates/${grad.hash}/reissue`, {
      token: admin,
      body: { reason: 'Appeal upheld by the panel', reinstate: true },
    });
    expect(reinstated.status).toBe(201);
    expect(reinstated.body.message).toBe('Certificate reinstated');
    const old = (await verify(grad.hash)).body.data;
    expect(old.certificate.status).toBe('revoked');
    expect(old.verification).toMatchObject({
      valid: false,
      reason: `Revoked: ${reason}`,
      supersededBy: { hash: reinstated.body.data.hash },
    });
    expect((await verify(reinstated.body.data.hash)).body.data.verification.valid).toBe(true);
    const again = await api('POST', `/certificates/${grad.hash}/reissue`, {
      token: admin,
      body: { reason: 'again', reinstate: true },
    });
    expect(again.status).toBe(409);
  });

  it('finds certificates by ID, learner or course, counts verifications, and lists every action with who did it', async () => {
    const grad = await graduate('searchable');
    await verify(grad.hash);
    await verify(grad.hash);
    const byId = await countedTo(2, () =>
      api<CertificateSummary[]>('GET', `/certificates?search=${grad.certificateId.toLowerCase()}`, { token: admin }),
    );
    expect(byId.body.data).toEqual([expect.objectContaining({ hash: grad.hash, verificationCount: 2, status: 'active' })]);
    const byLearner = await api<CertificateSummary[]>('GET', '/certificates?search=test%20SEARCHABLE', { token: admin });
    expect(byLearner.body.data.map((c) => c.hash)).toEqual([grad.hash]);
    const byCourse = await api<CertificateSummary[]>('GET', '/certificates?search=FIXTURE%20course', { token: admin });
    expect(byCourse.body.data.map((c) => c.hash)).toContain(grad.hash);
    const details = await api<CertificateDetails>('GET', `/certificates/${grad.hash}`, { token: admin });
    expect(details.body.data).toMatchObject({ certificateId: grad.certificateId, userId: grad.learner.uid, hasCredential: true });
    expect((await api('GET', '/certificates/0123456789abcdef0123456789abcdef', { token: admin })).status).toBe(404);

    await api('POST', `/certificates/${grad.hash}/revoke`, { token: admin, body: { reason: 'Issued in error' } });
    const feed = (await api<DashboardOverview>('GET', '/users/dashboard/overview', { token: admin })).body.data.recentActivity;
    expect(feed).toContainEqual(
      expect.objectContaining({
        type: 'certificate',
        action: 'revoked (Issued in error)',
        by: 'Aarav Mehta',
        name: expect.stringContaining(grad.certificateId),
      }),
    );
    expect(feed).toContainEqual(
      expect.objectContaining({
        type: 'certificate',
        action: 'issued',
        by: 'Test searchable',
        name: expect.stringContaining(grad.certificateId),
      }),
    );
  });
});

describe('the backfill of credentials for certificates issued before them', () => {
  it('signs what has no credential, marks revoked ones on the status list, and changes nothing when run again', async () => {
    const grad = await graduate('backfill');
    const ref = testDb().collection('certificates').doc(grad.hash);
    await ref.update({ credential: null, statusIndex: null, status: 'revoked', revokedReason: 'Old' });
    expect((await verify(grad.hash)).body.data.credential).toBeNull();

    const run = () => promisify(execFile)(process.execPath, ['scripts/ops/backfill-credentials.mjs'], { env: process.env });
    expect((await run()).stdout).toMatch(/credentials: [1-9]\d* signed/);
    const signed = (await ref.get()).get('credential') as string;
    const { payload } = await verifyJwt(signed);
    expect(schemaErrors(payload)).toEqual([]);
    expect(await isRevoked(payload)).toBe(true);

    expect((await run()).stdout).toMatch(/credentials: 0 signed/);
    expect((await ref.get()).get('credential')).toBe(signed);
  });
});

describe('a certificate as the public and its holder see it', () => {
  it('names no holder uid in any answer a stranger can get: the verification, its page, the credential file (N13)', async () => {
    const grad = await graduate('no-uid');
    const token = grad.learner.token;
    const answers = [
      JSON.stringify((await verify(grad.hash)).body),
      JSON.stringify((await api('GET', `/certificates/verify/${grad.hash}`, { token })).body),
      await (await fetch(`${SITE_URL}/verify-certificate/${grad.hash}`)).text(),
      JSON.stringify(decodeJwt((await downloadCredential(grad.hash)).jwt)),
    ];
    expect(answers.every((text) => text.includes(grad.certificateId))).toBe(true);
    for (const text of answers) expect(text).not.toContain(grad.learner.uid);
  });
});
