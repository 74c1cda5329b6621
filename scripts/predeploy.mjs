// `npm run predeploy` (also run by `npm test`): builds functions/ as a deploy would, so a missing
// dependency or setting shows here and not in production. It checks that functions/package-lock.json
// is what the root lockfile implies (the versions the tests ran), copies what `firebase deploy`
// uploads (functions/ minus firebase.json's ignore list) to a temporary folder, installs it there
// with `npm ci` from that lockfile alone, then starts `api` and `ssr` as Cloud Functions would
// (FUNCTION_TARGET, no emulator variables): each must refuse to start without its settings, naming
// them, and start and answer a request with them. Needs a built functions/ (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sampleProductionSettings } from './lib/production-sample.mjs';
import { expectedFunctionsLockfile, functionsLockfilePath } from './lib/functions-lockfile.mjs';
import { ROOT } from './lib/stack.mjs';

const started = Date.now();
const fail = (message) => {
  console.error(`✖ predeploy: ${message}`);
  process.exit(1);
};
const step = (message) => console.log(`▸ predeploy: ${message}`);

// 1. The lockfile production installs from matches the one the tests ran on.
const lockfile = functionsLockfilePath(ROOT);
if (!existsSync(lockfile)) fail('functions/package-lock.json is missing: run `npm run lock:functions`');
if ((await readFile(lockfile, 'utf8')) !== (await expectedFunctionsLockfile(ROOT)))
  fail('functions/package-lock.json differs from what package-lock.json resolves: run `npm run lock:functions` and commit it');
if (!existsSync(join(ROOT, 'functions/lib/index.js')) || !existsSync(join(ROOT, 'functions/render')))
  fail('functions/ is not built: run `npm run build` first');

// 2. What a deploy uploads, installed on its own.
const firebaseJson = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8'));
const ignore = firebaseJson.functions[0].ignore.map(
  (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
);
const dir = await mkdtemp(join(tmpdir(), 'predeploy-functions-'));
for (const name of await readdir(join(ROOT, 'functions'))) {
  if (!ignore.some((pattern) => pattern.test(name)))
    await cp(join(ROOT, 'functions', name), join(dir, name), { recursive: true });
}

function exec(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

try {
  step(`npm ci in ${dir}`);
  // The npm cache first (offline-friendly); the registry for anything it lacks (a fresh CI machine).
  const install = await exec('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    env: { ...process.env, npm_config_workspaces: 'false' },
  });
  if (install.code !== 0) fail(`npm ci failed in the deployed folder:\n${install.output}`);

  // 3. Each function started as Cloud Functions starts it: only what production sets, no emulator.
  const production = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    GCLOUD_PROJECT: 'cricvision-predeploy',
  };
  const settings = sampleProductionSettings();

  // Loads index.js for one function and serves one request through its handler on a real port,
  // inside Express as the Functions Framework serves it.
  const serveOnce = `
    const handler = require('./lib/index.js')[process.env.FUNCTION_TARGET];
    if (typeof handler !== 'function') { console.error('no handler exported for ' + process.env.FUNCTION_TARGET); process.exit(3); }
    const server = require('express')().use((req, res) => handler(req, res)).listen(0, '127.0.0.1', async () => {
      const res = await fetch('http://127.0.0.1:' + server.address().port + process.env.PROBE_PATH);
      const body = await res.text();
      console.log(res.status + ' ' + body.slice(0, 80).replace(/\\s+/g, ' '));
      process.exit(res.status === 200 ? 0 : 4);
    });`;
  const probes = { api: { path: '/api/health', needs: Object.keys(settings) }, ssr: { path: '/login', needs: ['SITE_URL'] } };
  for (const [fn, probe] of Object.entries(probes)) {
    const env = { ...production, FUNCTION_TARGET: fn, PROBE_PATH: probe.path };
    const bare = await exec(process.execPath, ['-e', serveOnce], { env });
    if (bare.code === 0) fail(`${fn} started without its settings`);
    const unnamed = probe.needs.filter((name) => !bare.output.includes(name));
    if (unnamed.length) fail(`${fn} refused to start but did not name ${unnamed.join(', ')}:\n${bare.output}`);
    const configured = await exec(process.execPath, ['-e', serveOnce], { env: { ...env, ...settings } });
    if (configured.code !== 0) fail(`${fn} did not start with its settings (exit ${configured.code}):\n${configured.output}`);
    step(
      `${fn}: refuses to start without ${probe.needs.join(', ')}; starts with them (GET ${probe.path} → ${configured.output.trim().split('\n').pop()})`,
    );
  }
  step(`functions/ installs from its own lockfile and both functions start (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
