import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';

import { latestSave, saveEmulatorData } from '../../scripts/local/emulator-save.mjs';
import { FUNCTIONS_PARALLEL, TEST_PORTS } from '../../scripts/local/stack.mjs';
import { testApp } from '../support/admin';
import { DEMO_LEARNER, SITE_URL, uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { linkIn, oobCodeOf, waitForMail } from '../support/mail';

/** The Functions emulator's worker processes of this stack (others' stacks run on other ports), with their memory. */
async function functionWorkers(): Promise<Array<{ pid: number; rssKb: number }>> {
  const mine = `FIREBASE_AUTH_EMULATOR_HOST=${process.env.FIREBASE_AUTH_EMULATOR_HOST}\0`;
  const workers: Array<{ pid: number; rssKb: number }> = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.includes('functionsEmulatorRuntime')) continue;
      if (!(await readFile(`/proc/${name}/environ`, 'utf8')).includes(mine)) continue;
      const status = await readFile(`/proc/${name}/status`, 'utf8');
      workers.push({ pid: Number(name), rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) });
    } catch {
      // the process ended while we looked
    }
  }
  return workers;
}

const run = promisify(execFile);
const repairAccounts = () => run(process.execPath, ['scripts/ops/repair-accounts.mjs'], { env: process.env });

describe('saving the emulators while they run', () => {
  it('exports the Auth accounts through the hub, newest save first, the one it replaced kept', { timeout: 120_000 }, async () => {
    const { user } = await register('Saved Learner', uniqueEmail('autosave'));
    const exportDir = join(await mkdtemp(join(tmpdir(), 'stack-save-')), 'emulators');
    expect(latestSave(exportDir)).toBeNull();

    await saveEmulatorData(TEST_PORTS.hub, exportDir);
    expect(latestSave(exportDir)).toBe(exportDir);
    const accounts = JSON.parse(await readFile(join(exportDir, 'auth_export/accounts.json'), 'utf8'));
    expect(accounts.users.map((account: { localId: string }) => account.localId)).toContain(user.uid);

    await saveEmulatorData(TEST_PORTS.hub, exportDir);
    expect(latestSave(exportDir)).toBe(exportDir);
    expect(existsSync(join(`${exportDir}.previous`, 'firebase-export-metadata.json'))).toBe(true);
  });
});

describe('repairing accounts and profiles on start', () => {
  it(
    'gives a profile its lost account back (the owner resets the password) and removes an old account without a profile',
    { timeout: 120_000 },
    async () => {
      const auth = getAuth(testApp());
      const email = uniqueEmail('lost-account');
      const { user } = await register('Lost Account', email, 'first-password-1');
      await auth.deleteUser(user.uid);
      expect((await api('POST', '/auth/login', { body: { email, password: 'first-password-1' } })).status).toBe(401);

      const orphanUid = `orphan-${Date.now().toString(36)}`;
      await auth.importUsers([
        {
          uid: orphanUid,
          email: uniqueEmail('orphan'),
          metadata: { creationTime: new Date(Date.now() - 3_600_000).toUTCString() },
        },
      ]);

      await repairAccounts();

      const restored = await auth.getUser(user.uid);
      expect(restored.email).toBe(email);
      expect(restored.customClaims).toEqual({ role: 'user' });
      await expect(auth.getUser(orphanUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

      // The owner asks for a reset as anyone would; only a code the site mailed is honoured.
      expect((await api('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
      const [mail] = await waitForMail(email, { filter: (m) => m.subject === 'Reset your CricVision password' });
      const oobCode = oobCodeOf(linkIn(mail, `${SITE_URL}/reset-password?oobCode=`));
      const reset = await api('POST', '/auth/reset-password', { body: { oobCode, password: 'second-password-2' } });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect((await login(email, 'second-password-2')).user.uid).toBe(user.uid);
    },
  );
});

describe('the local stack under a burst', () => {
  it.skipIf(!existsSync('/proc/self/environ'))(
    'queues 50 concurrent page and API requests within a bounded number of workers, and answers afterwards',
    { timeout: 600_000 },
    async () => {
      const paths = ['/', '/courses', '/blog', '/api/courses', '/api/products'];
      let peak = { count: 0, rssKb: 0 };
      let bursting = true;
      const sampler = (async () => {
        while (bursting) {
          const workers = await functionWorkers();
          const rssKb = workers.reduce((sum, w) => sum + w.rssKb, 0);
          peak = { count: Math.max(peak.count, workers.length), rssKb: Math.max(peak.rssKb, rssKb) };
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => fetch(`${SITE_URL}${paths[i % paths.length]}`).then((res) => res.status)),
      );
      // Queued requests all run, even those whose caller Hosting already answered 504 (its proxy
      // waits 60 s, which a busy machine's queue can outlast): the stack is back once they have.
      let health = 0;
      for (const deadline = Date.now() + 400_000; health !== 200 && Date.now() < deadline;) {
        health = await api('GET', '/health').then(
          (res) => res.status,
          () => 0,
        );
      }
      bursting = false;
      await sampler;

      console.info(
        `burst of 50: ${statuses.filter((status) => status === 200).length} answered 200; peak ${peak.count} function workers, ${Math.round(peak.rssKb / 1024)} MB`,
      );
      expect(statuses.filter((status) => status !== 200 && status !== 504)).toEqual([]);
      expect(statuses).toContain(200);
      expect(health).toBe(200);
      // At most FUNCTIONS_PARALLEL requests run at once, so at most that many workers per HTTP function (api, ssr).
      const cap = Number(FUNCTIONS_PARALLEL);
      expect(peak.count).toBeGreaterThan(0);
      expect(peak.count).toBeLessThanOrEqual(2 * cap);
      expect(peak.rssKb / 1024).toBeLessThan(2 * cap * 200);

      expect((await fetch(`${SITE_URL}/`)).status).toBe(200);
      expect((await login(DEMO_LEARNER.email, DEMO_LEARNER.password)).token).toBeTruthy();
    },
  );
});
