// @ts-check
// `npm test`: builds, starts fresh local stacks on test ports with demo content, runs every
// vitest project (unit, component, api, e2e, rules) against them, stops them and prints one summary line.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { run, runOrExit } from './local/run.mjs';
import {
  API_TEST_PORTS,
  BROWSER_TEST_PORTS,
  DEMO_TEST_PORTS,
  ROOT,
  TEST_PORTS,
  modeDescription,
  startStack,
  buildEnv,
} from './local/stack.mjs';

const started = Date.now();
const resultsFile = join(ROOT, '.local/test-results.json');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const whole = vitestArgs.length === 0;
// Every query shape any stack's function ran, for the index check (tests/indexes): both lanes append to it.
const queryLog = join(ROOT, '.local/test-firestore-queries.jsonl');
const results = (name) => join(ROOT, `.local/test-results.${name}.json`);
const RESULT_NAMES = [
  'unit',
  'browser',
  'browser-beside',
  'api-beside',
  'platform',
  'indexes',
  'stack',
  'data',
  'api',
  'demo',
  'args',
];
/*
 * What the second browser lane takes from the other two, so that the three lanes end together
 * (measured per file in .local/test-results.*.json): about half of the browser tests' time (the
 * Hindi journeys among them), then two API files that spend their time waiting on mail and on the
 * reminder jobs.
 */
const E2E_BESIDE = [
  'tests/e2e/keyboard.test.ts',
  'tests/e2e/server-rendering.test.ts',
  'tests/e2e/hls-playback.test.ts',
  'tests/e2e/public-site.test.ts',
  'tests/e2e/stored-xss.test.ts',
  'tests/e2e/groups-journey.test.ts',
  'tests/e2e/auth-journey.test.ts',
  'tests/e2e/installable-app.test.ts',
  'tests/e2e/hindi-checkout.test.ts',
  'tests/e2e/hindi-checkpoint-runner.test.ts',
  'tests/e2e/hindi-company-pages.test.ts',
  'tests/e2e/hindi-content-editor.test.ts',
  'tests/e2e/hindi-course.test.ts',
  'tests/e2e/hindi-invitation.test.ts',
  'tests/e2e/hindi-join-and-enroll.test.ts',
  'tests/e2e/hindi-learner-area.test.ts',
  'tests/e2e/hindi-lessons.test.ts',
  'tests/e2e/hindi-unsubscribe-and-certificate.test.ts',
];
const API_BESIDE = ['tests/api/mail.test.ts', 'tests/api/reminders.test.ts'];
const excluding = (files) => files.flatMap((file) => ['--exclude', file]);

/** Seconds since `since`, for the lines that say where the time went. */
const took = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

await rm(queryLog, { force: true });
// What failing browser tests' pages showed (tests/support/failure-report.ts): this run's only.
await rm(join(ROOT, '.local/failures'), { recursive: true, force: true });
await rm(resultsFile, { force: true });
for (const name of RESULT_NAMES) await rm(results(name), { force: true });

if (!process.argv.includes('--no-build')) {
  const buildStarted = Date.now();
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
  console.log(`  built in ${took(buildStarted)}`);
}
await runOrExit(process.execPath, [join(ROOT, 'scripts/bench/bundle-size.mjs')]);
// A whole run also installs functions/ as a deploy would and starts both functions (scripts/ops/predeploy.mjs),
// beside the tests: it spends its time in npm ci, not in the CPU the tests need.
const predeploy = whole ? run(process.execPath, [join(ROOT, 'scripts/ops/predeploy.mjs')], { quiet: true }) : null;

let code = 0;
// The unit and component projects need no stack and run first, on a machine not yet busy with one:
// some unit tests load ESLint or start Node processes, and beside a stack and a browser they overran their 5 s.
if (whole) {
  const unitStarted = Date.now();
  console.log('▸ Unit and component tests (no stack needed)…\n');
  code = await run(process.execPath, [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results('unit')}`,
    '--project',
    'unit',
    '--project',
    'component',
  ]);
  console.log(`  unit and component tests took ${took(unitStarted)}`);
}

// Webhooks the function refused are retried after a second (Razorpay waits longer; docs/razorpay-sandbox.md).
process.env.RAZORPAY_SANDBOX_RETRY_MS ??= '1000';

/** The failed tests of a results file, with the start of each failure, for a lane that ran quietly. */
async function printFailures(file) {
  if (!existsSync(file)) return;
  printFailed(JSON.parse(await readFile(file, 'utf8')).testResults);
}

function printFailed(testResults) {
  const excerpt = (message = '') => message.split('\n').slice(0, 40).join('\n').replace(/^/gm, '    ');
  for (const fileResult of testResults) {
    const file = fileResult.name.replace(`${ROOT}/`, '');
    const failed = fileResult.assertionResults.filter(({ status }) => status === 'failed');
    for (const test of failed) {
      console.log(`\n  × ${file} › ${test.fullName} (${Math.round(test.duration ?? 0)} ms)`);
      console.log(excerpt(test.failureMessages[0]));
    }
    // A file whose setup or teardown failed has no failed test of its own to show.
    if (fileResult.status === 'failed' && !failed.length) console.log(`\n  × ${file}\n${excerpt(fileResult.message)}`);
  }
}

/**
 * Runs vitest with `args`, its results going to `file`. A `quiet` run prints nothing but a closing
 * line and its failures, so that lanes can run side by side. Answers vitest's exit code.
 */
async function runVitest(args, file, { env = process.env, quiet = false, name }) {
  const started = Date.now();
  const reporters = quiet ? ['--reporter=json'] : ['--reporter=default', '--reporter=json'];
  const code = await run(
    process.execPath,
    [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...reporters, `--outputFile.json=${file}`, ...args],
    { env, quiet },
  );
  const label = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--exclude').join(' ');
  if (quiet) {
    console.log(`▸ ${name}: ${label} ${code === 0 ? 'passed' : 'FAILED'} in ${took(started)}`);
    if (code !== 0) await printFailures(file);
  } else console.log(`  ${label} took ${took(started)}`);
  return code;
}

/**
 * Starts a fresh stack with `provider` taking payments, seeds it, runs the phases against it and
 * stops it. Answers vitest's exit code (the first failing phase's). A phase may first wait for
 * `after` (another lane's end). A `quiet` stack's tests print nothing but a closing line and their
 * failures (its results go to their file), so two stacks can run side by side.
 */
async function runOnStack(provider, phaseList, { name, ports, quiet = false, logQueries = false }) {
  const dir = join(ROOT, `.local/${name}`);
  const log = join(ROOT, `.local/${name}-emulators.log`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const stackStarted = Date.now();
  if (!quiet) console.log(`▸ Starting a fresh test stack (log: ${log.replace(`${ROOT}/`, '')})…`);
  const stack = await startStack({
    name,
    ports,
    dataDir: dir,
    persist: false,
    logFile: log,
    provider,
    queryLog: logQueries ? queryLog : undefined,
  });
  if (!quiet)
    console.log(
      `  ${modeDescription(stack.mode)}; payments: ${stack.env.PAYMENT_PROVIDER} (Razorpay sandbox at ${stack.razorpayUrl})`,
    );
  const env = {
    ...process.env,
    ...stack.env,
    SITE_URL: stack.siteUrl,
    EMULATOR_MODE: stack.mode,
    ...(logQueries ? { FIRESTORE_QUERY_LOG: queryLog } : {}),
  };
  if (!logQueries) delete env.FIRESTORE_QUERY_LOG;
  let exit = 1;
  try {
    await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env, quiet: true });
    console.log(
      `▸ ${name}: stack up and seeded at ${stack.siteUrl} in ${took(stackStarted)}${quiet ? '' : '; running tests…\n'}`,
    );
    exit = 0;
    for (const { args, results: file, after } of phaseList) {
      // Awaited before `||=`, which would skip it once a phase failed (and so end the run under another lane).
      if (after) {
        const afterCode = await after;
        exit ||= afterCode;
      }
      const phaseCode = await runVitest(args, file, { env, quiet, name });
      exit ||= phaseCode;
    }
  } finally {
    await stack.stop();
  }
  return exit;
}

const provider = process.env.PAYMENT_PROVIDER || 'razorpay';
const lane = (promise, name) =>
  promise.catch((err) => {
    console.error(`✖ ${name}: its stack did not start: ${err.message}`);
    return 1;
  });

if (!whole) {
  const argsCode = await lane(
    runOnStack(provider, [{ args: vitestArgs, results: results('args') }], { name: 'test', ports: TEST_PORTS, logQueries: true }),
    'test',
  );
  code ||= argsCode;
} else {
  // Three lanes, each on a stack of its own, so that nothing one lane's tests make can change what
  // another's see: the browser tests split in two (each lane's Chromium waits on its pages more than
  // it uses a core), and the API tests followed by the spec's enrolment tests with the demo card
  // (PAYMENT_PROVIDER=demo), which must pass them too.
  const api = (async () => {
    const apiCode = await lane(
      runOnStack(provider, [{ args: ['--project', 'api', ...excluding(API_BESIDE)], results: results('api') }], {
        name: 'test-api',
        ports: API_TEST_PORTS,
        quiet: true,
        logQueries: true,
      }),
      'test-api',
    );
    if (provider === 'demo') return apiCode;
    const demoCode = await lane(
      runOnStack('demo', [{ args: ['--project', 'api', 'tests/api/learning.test.ts'], results: results('demo') }], {
        name: 'test-demo',
        ports: DEMO_TEST_PORTS,
        quiet: true,
      }),
      'test-demo',
    );
    return apiCode || demoCode;
  })();
  // The second browser lane runs its API files on its own stack once its browser tests are done, then
  // the local platform's own tests, which start `npm start`s of their own and need no test stack.
  const browserBeside = (async () => {
    const browserCode = await lane(
      runOnStack(
        provider,
        [
          { args: ['--project', 'e2e', ...E2E_BESIDE], results: results('browser-beside') },
          { args: ['--project', 'api', ...API_BESIDE], results: results('api-beside') },
        ],
        {
          name: 'test-browser',
          ports: BROWSER_TEST_PORTS,
          quiet: true,
          logQueries: true,
        },
      ),
      'test-browser',
    );
    const platformCode = await runVitest(['--project', 'platform'], results('platform'), { quiet: true, name: 'test-platform' });
    return browserCode || platformCode;
  })();
  const others = Promise.all([api, browserBeside]).then((codes) => codes.find((c) => c !== 0) ?? 0);
  // The index check reads the query shapes every lane logged, so it waits for the others. The
  // stack project (a burst of requests) runs alone, and the data project (export/import round trip)
  // replaces all the stack's data, so it runs last, on all the data the other tests made.
  const mainCode = await lane(
    runOnStack(
      provider,
      [
        {
          args: ['--project', 'e2e', '--project', 'rules', ...excluding(E2E_BESIDE)],
          results: results('browser'),
        },
        { args: ['--project', 'indexes'], results: results('indexes'), after: others },
        { args: ['--project', 'stack'], results: results('stack') },
        { args: ['--project', 'data'], results: results('data') },
      ],
      { name: 'test', ports: TEST_PORTS, logQueries: true },
    ),
    'test',
  );
  const othersCode = await others;
  code ||= mainCode || othersCode;
}
if (predeploy) {
  const predeployCode = await predeploy;
  console.log(
    predeployCode === 0
      ? '▸ predeploy: functions/ installs from its lockfile and both functions start'
      : '✖ predeploy failed (above)',
  );
  code ||= predeployCode;
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const finished = RESULT_NAMES.map(results).filter((file) => existsSync(file));
if (finished.length) {
  const runs = await Promise.all(finished.map(async (file) => JSON.parse(await readFile(file, 'utf8'))));
  const total = (key) => runs.reduce((sum, part) => sum + part[key], 0);
  const merged = { ...runs[0], testResults: runs.flatMap((r) => r.testResults) };
  for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTests'])
    merged[key] = total(key);
  await writeFile(resultsFile, JSON.stringify(merged));
  const skipped = merged.numPendingTests + merged.numTodoTests;
  console.log(`\nnpm test finished in ${seconds} s`);
  // Again at the very end, where a reader of only the last lines (a CI summary) finds them.
  if (merged.numFailedTests) {
    console.log('\nFailed:');
    printFailed(merged.testResults);
  }
  console.log(`${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ${skipped} skipped`);
} else {
  console.log(`\nnpm test finished in ${seconds} s without a results file (vitest exit ${code})`);
}
process.exit(code);
