// @ts-check
// Starts and stops the local Firebase stack: the official emulators where Java 21 can run them,
// else Auth/Functions/Hosting from firebase-tools plus the Node Firestore emulator and a media folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants as osConstants } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { credentialKeyFile, ensureLocalSigningKey } from '../ops/credential-key.mjs';
import { latestSave } from './emulator-save.mjs';
import { LOCAL_RAZORPAY_KEYS } from './razorpay-sandbox/keys.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-cricket';

// PORT_OFFSET (a multiple of 100) shifts every port, so several checkouts can run their stacks side
// by side. Two offsets 100 or 600 apart meet (auth and storage are 100 apart, the hub and hosting
// 600): 2200 beside 2400 and 3600 is fine, 2200 beside 2800 is not.
const offset = Number(process.env.PORT_OFFSET ?? 0);
/** @typedef {Record<string, number>} Ports a stack's port of each service, by name */

const shifted = (/** @type {Ports} */ ports) =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset]));
export const DEV_PORTS = shifted({
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4420,
  // The Functions emulator starts these too; left to their defaults (9299, 9499) they collide
  // with another checkout's shifted ports.
  eventarc: 4430,
  tasks: 4440,
  mailWeb: 1080,
  mailSmtp: 1025,
  razorpay: 7370,
  uploads: 7375,
});
export const TEST_PORTS = shifted({
  hosting: 5050,
  functions: 5051,
  auth: 9149,
  firestore: 8130,
  storage: 9249,
  hub: 4450,
  logging: 4470,
  eventarc: 4480,
  tasks: 4490,
  mailWeb: 1130,
  mailSmtp: 1075,
  razorpay: 7390,
  uploads: 7395,
});
/**
 * A second test stack that runs beside the first (`npm test` checks the spec's demo card on it while
 * the main phases run): the test ports shifted by 33, which meets no port of either table.
 */
export const DEMO_TEST_PORTS = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + 33]));
/** Two more for the lanes of a whole run (scripts/test.mjs): shifted by 66 and 17, which meet no port of the other tables. */
export const API_TEST_PORTS = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + 66]));
export const BROWSER_TEST_PORTS = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + 17]));
/** Requests the Functions emulator runs at once (FUNCTIONS_EMULATOR_PARALLEL overrides it). */
export const FUNCTIONS_PARALLEL = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4';
const EMULATORS = ['hosting', 'functions', 'auth', 'firestore', 'storage', 'hub', 'logging', 'eventarc', 'tasks'];

/** The address of a stack's Hosting emulator: the site. */
export const siteUrlOf = (/** @type {Ports} */ ports) => `http://127.0.0.1:${ports.hosting}`;

/** Build environment: robots.txt names the sitemap on the site's own address (web/vite.config.ts). */
export const buildEnv = (/** @type {Ports} */ ports) => ({ ...process.env, SITE_ORIGIN: siteUrlOf(ports) });

/** The local Razorpay sandbox (scripts/local/razorpay-sandbox): the API's base URL and the checkout script's origin. */
export const razorpayUrlOf = (/** @type {Ports} */ ports) => `http://127.0.0.1:${ports.razorpay}`;

/** Which way the functions take course payments: PAYMENT_PROVIDER from the environment, `razorpay` by default. */
export function paymentProvider() {
  const provider = process.env.PAYMENT_PROVIDER || 'razorpay';
  if (provider !== 'razorpay' && provider !== 'demo')
    throw new Error(`PAYMENT_PROVIDER must be razorpay or demo, not "${provider}"`);
  return provider;
}

/** Razorpay's own origins in the committed CSP, which the local config points at the sandbox. */
const RAZORPAY_ORIGINS = /https:\/\/(?:checkout|api)\.razorpay\.com/g;

/** Where the browser sends video chunks without Cloud Storage: the resumable-upload stand-in (docs/video.md). */
export const uploadStandInUrlOf = (/** @type {Ports} */ ports) => `http://127.0.0.1:${ports.uploads}`;
/** Cloud Storage's origin in the committed CSP (resumable upload sessions), pointed locally at the stand-in. */
const STORAGE_ORIGIN = /https:\/\/storage\.googleapis\.com/g;

/** firebase.json for a local stack: its emulator ports, and the CSP letting pages load the sandbox's checkout. */
/**
 * @param {any} config firebase.json as parsed
 * @param {Ports} ports
 */
export function localFirebaseConfig(config, ports) {
  const local = structuredClone(config);
  for (const service of EMULATORS) local.emulators[service] = { host: '127.0.0.1', port: ports[service] };
  for (const rule of local.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        // Both Razorpay origins become the one sandbox origin; keep each directive's sources unique.
        header.value = header.value
          .split(';')
          .map((/** @type {string} */ directive) =>
            [
              ...new Set(
                directive
                  .replace(RAZORPAY_ORIGINS, razorpayUrlOf(ports))
                  .replace(STORAGE_ORIGIN, uploadStandInUrlOf(ports))
                  .trim()
                  .split(/\s+/),
              ),
            ].join(' '),
          )
          .join('; ');
      }
    }
  }
  return local;
}

export function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${out.stderr ?? ''}${out.stdout ?? ''}`);
  return match ? Number(match[1]) : 0;
}

/** 'official' when the Firestore and Storage emulators can start (Java 21+), else 'node'. */
export function pickMode() {
  if (process.env.EMULATOR_MODE === 'node' || process.env.EMULATOR_MODE === 'official') return process.env.EMULATOR_MODE;
  return javaMajorVersion() >= 21 ? 'official' : 'node';
}

/** @param {string} mode */
export function modeDescription(mode) {
  return mode === 'official'
    ? 'official Firebase emulators (Auth, Functions, Hosting, Firestore, Storage)'
    : `Firebase emulators for Auth, Functions and Hosting; Node Firestore emulator and a local media folder (Java ${javaMajorVersion() || 'missing'} < 21 cannot run the official Firestore and Storage emulators)`;
}

/**
 * @param {string} name
 * @param {Ports} ports
 */
function writeConfig(name, ports) {
  const config = localFirebaseConfig(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')), ports);
  const file = join(ROOT, `.firebase.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The key that signs lesson-media links, made afresh for each run of the stack: the links live for
 * hours, so nothing needs it across restarts. Production takes it from Secret Manager (docs/deploying.md, step 5).
 */
const MEDIA_SIGNING_KEY = randomBytes(32).toString('hex');

/**
 * The environment a process needs to talk to this stack (seed, export, tests).
 * @param {string} mode
 * @param {Ports} ports
 * @param {string} dataDir
 * @param {string} [provider]
 * @returns {Record<string, string>}
 */
export function stackEnv(mode, ports, dataDir, provider = paymentProvider()) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    LOCAL_MEDIA_SIGNING_KEY: MEDIA_SIGNING_KEY,
    // What the function builds mail links from and sends contact notifications to (docs/deploying.md, step 6).
    SITE_URL: `http://127.0.0.1:${ports.hosting}`,
    COMPANY_INBOX: 'support@cricvision.in',
    MAIL_FROM: 'CricVision <no-reply@cricvision.in>',
    MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
    // The Hosting emulator passes the client's X-Forwarded-For through and nothing appends to it;
    // production's Hosting edge does (docs/decisions/0005-the-client-address.md).
    TRUSTED_PROXY_HOPS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
    // Payments (docs/razorpay-sandbox.md): the product talks to the sandbox as to Razorpay.
    PAYMENT_PROVIDER: provider,
    ...LOCAL_RAZORPAY_KEYS,
    RAZORPAY_API_URL: razorpayUrlOf(ports),
    RAZORPAY_CHECKOUT_URL: `${razorpayUrlOf(ports)}/v1/checkout.js`,
    ...(mode === 'official'
      ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}` }
      : { MEDIA_DIR: join(dataDir, 'media'), STORAGE_UPLOAD_URL: uploadStandInUrlOf(ports) }),
  };
}

/** Signals a child's whole process group: what it started (the Functions workers, ffmpeg) goes with it. */
/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function killGroup(child, signal) {
  if (child.pid === undefined) return; // never started
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** @param {import('node:child_process').ChildProcess} child */
function groupAlive(child) {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks a child's process group to stop with `signal` and waits up to `ms` for every process of it to
 * end (not only the child: an ffmpeg finishing its frame outlives the worker that started it), then kills what is left.
 */
/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} ms
 */
async function stopGroup(child, signal, ms) {
  killGroup(child, signal);
  for (const deadline = Date.now() + ms; groupAlive(child) && Date.now() < deadline;) await sleep(100);
  if (groupAlive(child)) killGroup(child, 'SIGKILL');
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {number} ms
 */
async function waitForHealth(url, children, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const child of children) {
      if (child.exitCode !== null)
        throw new Error(`${child.spawnargs.slice(0, 3).join(' ')} exited early (code ${child.exitCode})`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`The stack did not answer ${url} within ${ms / 1000} s`);
}

/** The ports another process already listens on, so a second stack never answers with the first one's data. */
/** @param {Ports | number[]} ports */
export async function portsInUse(ports) {
  const taken = [];
  for (const port of new Set(Object.values(ports))) {
    const free = await new Promise((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)));
      probe.listen(port, '127.0.0.1');
    });
    if (!free) taken.push(port);
  }
  return taken;
}

/** The stop of every stack this process started and has not stopped, for an interrupt at any moment. */
const runningStacks = new Set();

/** Stops every stack this process started, whether or not it finished starting. */
export const stopStacks = () => Promise.all([...runningStacks].map((stop) => stop()));

/**
 * Ctrl-C stops the stacks of a process that handles no interrupt itself, then ends it as the signal
 * would have. Their processes run in groups of their own, which the terminal's signal never reaches,
 * and a process ended by a signal runs no exit handler.
 */
function stopStacksOnInterrupt() {
  if (process.listenerCount('SIGINT') || process.listenerCount('SIGTERM')) return;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) =>
    stopStacks().then(() => process.exit(128 + osConstants.signals[signal]));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/**
 * One process of a stack.
 * @typedef {object} Service
 * @property {string} name what it is, for the log
 * @property {string[]} args what node runs
 * @property {Record<string, string>} [env] its environment beside the stack's
 * @property {{ url: string, withinMs: number }[]} [health] what answers once it is up
 * @property {{ signal: NodeJS.Signals, withinMs: number }} [stop] stops first, with this signal, and is given this long
 * @property {boolean} [onceUp] starts once the stack is up
 * @property {boolean} [restart] is started again when it dies
 */

/**
 * The processes of a stack, in the order they start. Those marked `once Firestore answers` start once the
 * stack is up; the others start at once, and the stack is up when each one's `health` answers, in order.
 * @param {{ name: string, mode: string, ports: Ports, dataDir: string, persist: boolean }} stack
 * @returns {Service[]}
 */
function stackServices({ name, mode, ports, dataDir, persist }) {
  const script = (/** @type {string} */ path, /** @type {unknown[]} */ ...args) => [join(ROOT, path), ...args.map(String)];
  const siteUrl = siteUrlOf(ports);
  const exportDir = join(dataDir, 'emulators');
  const saved = persist ? latestSave(exportDir) : null;
  /** @type {(Service | false)[]} */
  const services = [
    {
      name: 'the local inbox, MailDev (every mail the site sends; web and REST API on mailWeb)',
      args: script(
        'node_modules/maildev/bin/maildev',
        '--ip',
        '127.0.0.1',
        '--smtp',
        ports.mailSmtp,
        '--web',
        ports.mailWeb,
        ...(persist ? ['--mail-directory', join(dataDir, 'mail')] : []),
      ),
      health: [{ url: `http://127.0.0.1:${ports.mailWeb}/healthz`, withinMs: 30_000 }],
    },
    {
      name: 'the Razorpay sandbox (its webhooks go through Hosting, as Razorpay’s would)',
      args: script('scripts/local/razorpay-sandbox/server.mjs', ports.razorpay),
      env: {
        RAZORPAY_SANDBOX_WEBHOOK_URL: `${siteUrl}/api/payments/razorpay/webhook`,
        ...(persist ? { RAZORPAY_SANDBOX_DATA_FILE: join(dataDir, 'razorpay-sandbox.json') } : {}),
      },
      health: [{ url: `${razorpayUrlOf(ports)}/_sandbox/health`, withinMs: 30_000 }],
    },
    mode === 'node' && {
      name: 'Cloud Storage’s resumable upload sessions, a stand-in writing into the media folder',
      args: script('scripts/local/storage-upload-stand-in/server.mjs', ports.uploads),
      health: [{ url: `${uploadStandInUrlOf(ports)}/_stand-in/health`, withinMs: 30_000 }],
    },
    mode === 'node' && {
      name: 'the Node Firestore emulator',
      args: script('scripts/local/firestore-node-emulator/server.mjs', ports.firestore),
    },
    {
      name: 'the Firebase emulators',
      args: script(
        'node_modules/firebase-tools/lib/bin/firebase.js',
        'emulators:start',
        '--only',
        mode === 'official' ? 'auth,functions,hosting,firestore,storage' : 'auth,functions,hosting',
        '--project',
        PROJECT_ID,
        '--config',
        writeConfig(name, ports),
        ...(saved ? ['--import', saved] : []),
        ...(persist ? ['--export-on-exit', exportDir] : []),
      ),
      // The Functions emulator starts a worker process (~65 MB) for every request that finds none idle:
      // a burst of 50 requests made 50 workers per function and the kernel killed the stack. Its own
      // work queue runs at most this many requests at once; the rest wait their turn. A worker that
      // takes over 30 s to load (a busy machine) failed its request: it gets two minutes.
      env: {
        FUNCTIONS_EMULATOR_PARALLEL: FUNCTIONS_PARALLEL,
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
      },
      // The page function's first request loads its worker and renderer, many seconds on a busy
      // machine: the stack is up once a page answers too, not at its first visitor's expense.
      health: [
        { url: `${siteUrl}/api/health`, withinMs: 180_000 },
        { url: `${siteUrl}/`, withinMs: 180_000 },
      ],
      // First to stop, and given time: on SIGINT it saves its data (--export-on-exit).
      stop: { signal: 'SIGINT', withinMs: 30_000 },
    },
    {
      name: 'the Trigger Email extension’s stand-in, the mail relay',
      args: script('scripts/local/mail-relay.mjs', ports.mailSmtp),
      onceUp: true,
    },
    {
      // Its Firestore port on the command line tells one stack's worker from another's.
      name: 'the video processing job’s stand-in, restarted when it dies as Cloud Run retries a failed task',
      args: script('scripts/local/video-worker.mjs', ports.firestore),
      onceUp: true,
      restart: true,
    },
  ];
  return services.filter((service) => service !== false);
}

/**
 * Starts the stack. With `persist`, Auth data is exported on exit and imported on the next start
 * (firebase-tools), and in node mode the Firestore data likewise (scripts/local/firestore-dump.mjs).
 * @param {object} options
 * @param {string} options.name which stack, for messages and its Firebase config file
 * @param {Record<string, number>} options.ports DEV_PORTS, TEST_PORTS or a lane's
 * @param {string} options.dataDir its data folder
 * @param {boolean} options.persist keep the data across restarts
 * @param {string} options.logFile where every process of the stack writes
 * @param {string} [options.provider] how it takes payments: razorpay (the sandbox) or demo
 * @param {string} [options.queryLog] a file the functions append each query shape to (tests/indexes)
 */
export async function startStack({ name, ports, dataDir, persist, logFile, provider = paymentProvider(), queryLog }) {
  const mode = pickMode();
  // Without Java 21 nothing listens on the Storage emulator's port (media are a folder), so another
  // checkout's stack may hold that number (offsets shift 9149 and 9249 onto each other).
  const { storage: _storage, ...withoutStorage } = ports;
  const taken = await portsInUse(mode === 'official' ? ports : withoutStorage);
  if (taken.length)
    throw new Error(
      `the ${name} stack's ports ${taken.join(', ')} are in use: another stack (npm start, npm test or npm run bench) or an orphan of one is running; stop it first`,
    );
  if (!existsSync(join(ROOT, 'node_modules/maildev/bin/maildev')))
    throw new Error('MailDev is not installed: run `npm install` (or `npm ci`) to get the local inbox');
  stopStacksOnInterrupt();
  ensureLocalSigningKey(dataDir);
  const env = { ...process.env, ...stackEnv(mode, ports, dataDir, provider) };
  // The functions append each query shape they run to this file, for the index check (tests/indexes).
  if (queryLog) env.FIRESTORE_QUERY_LOG = queryLog;
  else delete env.FIRESTORE_QUERY_LOG;
  const log = openSync(logFile, 'a');
  const services = stackServices({ name, mode, ports, dataDir, persist });
  /** Every process started, with the service it runs (a restarted one appears once per start). */
  /** @type {{ child: import('node:child_process').ChildProcess, service: Service }[]} */
  const started = [];
  /** @type {Promise<void> | undefined} */
  let stopping;

  const startService = (/** @type {Service} */ service) => {
    if (stopping) return;
    const child = spawn(process.execPath, service.args, {
      cwd: ROOT,
      env: { ...env, ...service.env },
      detached: true,
      stdio: ['ignore', log, log],
    });
    started.push({ child, service });
    if (service.restart)
      child.once('exit', () => {
        if (!stopping) setTimeout(() => startService(service), 500);
      });
  };
  services.filter((service) => !service.onceUp).forEach(startService);

  // Last resort if this process dies without calling stop(): leave no orphans behind.
  const killOnExit = () => started.forEach(({ child }) => killGroup(child, 'SIGKILL'));
  process.once('exit', killOnExit);

  const stop = () =>
    (stopping ??= (async () => {
      const first = started.filter(({ service }) => service.stop);
      for (const { child, service } of first)
        if (service.stop) await stopGroup(child, service.stop.signal, service.stop.withinMs);
      await Promise.all(started.map(({ child }) => stopGroup(child, 'SIGTERM', 5_000)));
      process.off('exit', killOnExit);
      runningStacks.delete(stop);
    })());
  runningStacks.add(stop);

  try {
    const children = started.map(({ child }) => child);
    for (const { url, withinMs } of services.flatMap((service) => service.health ?? []))
      await waitForHealth(url, children, withinMs);
    services.filter((service) => service.onceUp).forEach(startService);
  } catch (err) {
    await stop();
    throw err;
  }
  const siteUrl = siteUrlOf(ports);
  const inboxUrl = `http://127.0.0.1:${ports.mailWeb}`;
  const exportDir = join(dataDir, 'emulators');
  return {
    mode,
    siteUrl,
    inboxUrl,
    exportDir,
    razorpayUrl: razorpayUrlOf(ports),
    env: stackEnv(mode, ports, dataDir, provider),
    stop,
  };
}
