import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { stableAccount } from '../../scripts/local/local-data.mjs';
import { testDb } from '../support/admin';
import { DEMO_LEARNER } from '../support/env';
import { register } from '../support/http';

// Runs alone, after every other project (scripts/test.mjs), because import replaces all data.
const run = promisify(execFile);
const script = (name: string, dir: string) => run(process.execPath, [`scripts/ops/${name}.mjs`, dir], { env: process.env });

const readJson = async (dir: string, file: string) => JSON.parse(await readFile(join(dir, file), 'utf8'));
async function signIn(email: string, password: string) {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return res.status;
}

describe('npm run export / npm run import', () => {
  // Each run's exports hold the whole database and its media (about 200 MB): removed after the file.
  const made: string[] = [];
  const tempDir = async (prefix: string) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('restores documents, accounts and media exactly after later changes', async () => {
    const root = await tempDir('cricket-export-');
    const before = join(root, 'before');
    const after = join(root, 'after');

    const { stdout } = await script('export', before);
    expect(stdout).toMatch(/Exported \d+ documents, \d+ accounts and \d+ media files/);
    const manifest = await readJson(before, 'manifest.json');
    expect(manifest.documents).toBeGreaterThan(20);
    expect(Object.keys(manifest.media).length).toBeGreaterThan(5);

    // Changes made after the export: a new document, a deleted one, a new account, a new media file.
    const db = testDb();
    const blogs = await db.collection('blogs').limit(1).get();
    const deletedBlog = blogs.docs[0];
    await deletedBlog.ref.delete();
    await db.collection('products').doc('added-after-export').set({ name: 'Added later', isActive: true });
    const lateEmail = `late.${Date.now()}@example.com`;
    await register('Late Account', lateEmail);
    if (process.env.MEDIA_DIR) {
      await mkdir(join(process.env.MEDIA_DIR, 'media/late'), { recursive: true });
      await writeFile(join(process.env.MEDIA_DIR, 'media/late/extra.txt'), 'not in the export');
    }

    const imported = await script('import', before);
    expect(imported.stdout).toContain(`Imported ${manifest.documents} documents`);

    expect((await db.collection('blogs').doc(deletedBlog.id).get()).data()).toEqual(deletedBlog.data());
    expect((await db.collection('products').doc('added-after-export').get()).exists).toBe(false);
    expect(await signIn(lateEmail, 'secret123')).toBe(400);
    expect(await signIn(DEMO_LEARNER.email, DEMO_LEARNER.password)).toBe(200);

    await script('export', after);
    expect(await readJson(after, 'firestore.json')).toEqual(await readJson(before, 'firestore.json'));
    expect((await readJson(after, 'manifest.json')).media).toEqual(manifest.media);
    const accounts = async (dir: string) => (await readJson(dir, 'auth.json')).users.map(stableAccount);
    expect(await accounts(after)).toEqual(await accounts(before));
  });

  it(
    'the restore drill: export, wipe, restore, and every document, account and media file is back byte for byte',
    { timeout: 600_000 },
    async () => {
      const dir = await tempDir('cricket-restore-drill-');
      const { stdout } = await script('restore-drill', dir);
      const result = JSON.parse(stdout.trim().split('\n').pop()!);
      expect(result.differences).toEqual([]);
      // In `npm test`, the data every other test made: documents, the demo and test accounts, seeded and uploaded media.
      expect(result.documents).toBeGreaterThan(20);
      expect(result.accounts).toBeGreaterThanOrEqual(2);
      expect(result.mediaFiles).toBeGreaterThan(5);
      console.log(stdout.trim().split('\n')[0]);
      expect(await signIn(DEMO_LEARNER.email, DEMO_LEARNER.password)).toBe(200);
    },
  );

  it('says how to start the site when none is running', async () => {
    const env = { ...process.env, SITE_URL: 'http://127.0.0.1:9', FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' };
    const failure = await run(process.execPath, ['scripts/ops/export.mjs', join(tmpdir(), 'never')], { env }).catch((err) => err);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('start it with `npm start`');
  });
});
