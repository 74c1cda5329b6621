// @ts-check
// `npm run predeploy` (also run by `npm test`): builds each deployable as a deploy would, so a missing
// dependency or setting shows here and not in production.
//
// 1. functions/package-lock.json and video-job/package-lock.json are what the root lockfile implies
//    (the versions the tests ran).
// 2. functions/: what `firebase deploy` uploads (functions/ minus firebase.json's ignore list) is
//    copied to a temporary folder and installed there from its lockfile alone, without dev
//    dependencies (Cloud Build installs them, runs the empty `gcp-build` and prunes them); `api` and
//    `ssr` are started as Cloud Functions would (FUNCTION_TARGET, no emulator variables): each must
//    refuse to start without its settings, naming them, and start and answer a request with them.
// 3. The video job's image: its packages installed as video-job/Dockerfile installs them, and the job's
//    code finds and runs ffmpeg and ffprobe there; the functions' install must not carry them.
// 4. The size of each deployable.
// 5. With DEPLOY_PROJECT=<project id>: that project's functions/.env.<project id> holds every setting
//    `api` and `ssr` need (TRUSTED_PROXY_RANGES included; checked first), and the gcloud commands that turn on
//    Firestore point-in-time recovery, the backup schedules and the media bucket's soft delete are
//    printed; `npm run predeploy -- --apply` runs them (where gcloud is installed and signed in).
// Needs a built functions/ (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ROOT } from '../local/stack.mjs';
import { backupPlan, defaultBucket } from './lib/backups.mjs';
import { runPlan } from './lib/gcloud-plan.mjs';
import { sampleProductionSettings, SECRET_SETTINGS } from './lib/production-sample.mjs';
import { isProjectId, projectEnvFile, readProjectEnv } from './lib/project-env.mjs';
import { DEPLOYED_WORKSPACES, expectedWorkspaceLockfile, workspaceLockfilePath } from './lib/workspace-lockfile.mjs';

const { values: options } = parseArgs({ options: { apply: { type: 'boolean', default: false } } });
const started = Date.now();
/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`✖ predeploy: ${message}`);
  process.exit(1);
}
const step = (message) => console.log(`▸ predeploy: ${message}`);
const project = process.env.DEPLOY_PROJECT;
if (project !== undefined && !isProjectId(project)) fail(`DEPLOY_PROJECT=${project} is not a Google Cloud project id`);
if (options.apply && !project)
  fail('--apply needs the project to set up: DEPLOY_PROJECT=<project id> npm run predeploy -- --apply');

// 1. The lockfiles production installs from match the one the tests ran on.
for (const workspace of DEPLOYED_WORKSPACES) {
  const lockfile = workspaceLockfilePath(ROOT, workspace);
  if (!existsSync(lockfile)) fail(`${workspace}/package-lock.json is missing: run \`npm run lock:functions\``);
  if ((await readFile(lockfile, 'utf8')) !== (await expectedWorkspaceLockfile(ROOT, workspace)))
    fail(
      `${workspace}/package-lock.json differs from what package-lock.json resolves: run \`npm run lock:functions\` and commit it`,
    );
}
if (!existsSync(join(ROOT, 'functions/lib/index.js')) || !existsSync(join(ROOT, 'functions/render')))
  fail('functions/ is not built: run `npm run build` first');

// A real project's settings file first: it fails in seconds, before the installs.
if (project) {
  const projectEnv = readProjectEnv(ROOT, project);
  if (!projectEnv)
    fail(`${projectEnvFile(ROOT, project)} is missing: copy functions/.env.example and fill it in (docs/deploying.md, step 6)`);
  // The file holds the settings that are not secrets; the secrets come from Secret Manager at start.
  const secrets = Object.fromEntries(
    Object.entries(sampleProductionSettings()).filter(([name]) => SECRET_SETTINGS.includes(name)),
  );
  const misplaced = SECRET_SETTINGS.filter((name) => projectEnv[name]);
  if (misplaced.length)
    fail(
      `${projectEnvFile(ROOT, project)} holds ${misplaced.join(', ')}: secrets belong in Secret Manager (docs/deploying.md, step 5)`,
    );
  const { settingProblems } = createRequire(import.meta.url)(join(ROOT, 'functions/lib/production-settings.js'));
  const problems = ['api', 'ssr'].flatMap((fn) =>
    settingProblems(fn, { ...projectEnv, ...secrets }).map((problem) => `${fn}: ${problem}`),
  );
  if (problems.length)
    fail(`${projectEnvFile(ROOT, project)} would not start the functions:\n  ${[...new Set(problems)].join('\n  ')}`);
  step(`${projectEnvFile(ROOT, project)} has every setting api and ssr need`);
}

/** Bytes of every file under `dir` (what an image or an upload holds; links counted as links). */
async function installedBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isDirectory()) total += (await lstat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function exec(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output })); // after the pipes are drained
  });
}

/** `npm ci` of one folder from its own lockfile, production dependencies only. */
async function install(cwd) {
  // The npm cache first (offline-friendly); the registry for anything it lacks (a fresh CI machine).
  const result = await exec('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd,
    env: { ...process.env, npm_config_workspaces: 'false' },
  });
  if (result.code !== 0) fail(`npm ci failed in ${cwd}:\n${result.output}`);
}

// 2. What a deploy uploads, installed on its own.
const firebaseJson = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8'));
const ignore = firebaseJson.functions[0].ignore.map(
  (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
);
const dir = await mkdtemp(join(tmpdir(), 'predeploy-functions-'));
const jobDir = await mkdtemp(join(tmpdir(), 'predeploy-video-job-'));
for (const name of await readdir(join(ROOT, 'functions'))) {
  if (!ignore.some((pattern) => pattern.test(name)))
    await cp(join(ROOT, 'functions', name), join(dir, name), { recursive: true });
}

try {
  step(`npm ci in ${dir}`);
  await install(dir);

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
    const bare = await exec(process.execPath, ['-e', serveOnce], { cwd: dir, env });
    if (bare.code === 0) fail(`${fn} started without its settings`);
    const unnamed = probe.needs.filter((name) => !bare.output.includes(name));
    if (unnamed.length) fail(`${fn} refused to start but did not name ${unnamed.join(', ')}:\n${bare.output}`);
    const configured = await exec(process.execPath, ['-e', serveOnce], { cwd: dir, env: { ...env, ...settings } });
    if (configured.code !== 0) fail(`${fn} did not start with its settings (exit ${configured.code}):\n${configured.output}`);
    step(
      `${fn}: refuses to start without ${probe.needs.join(', ')}; starts with them (GET ${probe.path} → ${configured.output.trim().split('\n').pop()})`,
    );
  }

  // 4. The job's image, laid out as video-job/Dockerfile lays it out: its binaries one folder above
  // the functions' install, which the job shares.
  const functionsRequire = createRequire(join(dir, 'lib/index.js'));
  for (const binary of ['@ffmpeg-installer/linux-x64', '@ffprobe-installer/linux-x64']) {
    const found = (() => {
      try {
        return functionsRequire.resolve(`${binary}/package.json`);
      } catch {
        return null;
      }
    })();
    if (found) fail(`the functions' install carries ${binary} (${found}): only the video job's image should`);
  }
  for (const file of ['package.json', 'package-lock.json']) await cp(join(ROOT, 'video-job', file), join(jobDir, file));
  step(`npm ci in ${jobDir} (video-job/)`);
  await install(jobDir);
  await chmod(join(jobDir, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg'), 0o755);
  await chmod(join(jobDir, 'node_modules/@ffprobe-installer/linux-x64/ffprobe'), 0o755);
  await mkdir(join(jobDir, 'functions'));
  for (const name of ['package.json', 'package-lock.json', 'node_modules', 'lib'])
    await cp(join(dir, name), join(jobDir, 'functions', name), { recursive: true, verbatimSymlinks: true });
  const runsBinaries = await exec(
    process.execPath,
    [
      '-e',
      `const { execFileSync } = require('node:child_process');
       const { ffmpegPaths } = require('./lib/features/video/ffmpeg-binaries.js');
       for (const [name, path] of Object.entries(ffmpegPaths()))
         console.log(name + ': ' + execFileSync(path, ['-version'], { encoding: 'utf8' }).split('\\n')[0]);`,
    ],
    { cwd: join(jobDir, 'functions'), env: production },
  );
  if (runsBinaries.code !== 0) fail(`the video job cannot run ffmpeg and ffprobe in its image:\n${runsBinaries.output}`);
  step(`the video job's image runs ${runsBinaries.output.trim().replace(/\n/g, '; ')}`);

  // 5. What each deployable weighs, installed.
  const functionsBytes = await installedBytes(dir);
  const jobBytes = await installedBytes(jobDir);
  const binariesBytes = await installedBytes(join(jobDir, 'node_modules'));
  step(`size of functions/ as deployed (api, ssr and the other functions; Cloud Build's install): ${mb(functionsBytes)}`);
  step(
    `size of the video job image's packages (video-job/Dockerfile, on node:20-slim): ${mb(jobBytes)}, of which ffmpeg and ffprobe ${mb(binariesBytes)}`,
  );
  step(
    `functions/ and the video job's image install from their own lockfiles and run (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  await rm(jobDir, { recursive: true, force: true });
}

// 6. The backups no deploy turns on.
if (!project) {
  step('no DEPLOY_PROJECT: the project checks and the backup commands are skipped (docs/deploying.md)');
  process.exit(0);
}
const bucket = process.env.STORAGE_BUCKET || defaultBucket(project);
try {
  const code = runPlan(
    `Backups for ${project}: Firestore point-in-time recovery, daily and weekly backups, soft delete on gs://${bucket}`,
    backupPlan({ project, bucket }),
    options,
  );
  if (code !== 0) fail(`the backup commands failed (exit ${code})`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!options.apply) step(`printed, not run: \`DEPLOY_PROJECT=${project} npm run predeploy -- --apply\` runs them`);
