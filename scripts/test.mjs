// `npm test`: builds, starts a fresh local stack on test ports with demo content, runs every
// vitest project (unit, component, api, e2e, rules) against it, stops the stack and prints one summary line.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { run, runOrExit } from './lib/run.mjs';
import { DEMO_TEST_PORTS, ROOT, TEST_PORTS, modeDescription, startStack, buildEnv } from './lib/stack.mjs';

const started = Date.now();
const dataDir = join(ROOT, '.local/test');
const logFile = join(ROOT, '.local/test-emulators.log');
const resultsFile = join(ROOT, '.local/test-results.json');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
// The unit and component projects need no stack and run first, on a machine not yet busy with one:
// some unit tests load ESLint or start Node processes, and beside a stack and a browser they overran their 5 s.
// The stack project (a burst of requests) runs on its own, and the data project (export/import round
// trip) replaces all the stack's data, so it runs last, on all the data the other tests made.
const beforeStack = vitestArgs.length ? null : ['--project', 'unit', '--project', 'component'];
const phases = vitestArgs.length
  ? [vitestArgs]
  : [
      ['--project', 'api', '--project', 'e2e', '--project', 'rules', '--project', 'indexes'],
      ['--project', 'stack'],
      ['--project', 'data'],
    ];
const phaseResults = phases.map((_, i) => join(ROOT, `.local/test-results.${i}.json`));
const unitResults = join(ROOT, '.local/test-results.unit.json');
/** The spec's enrolment tests, run again with the demo card provider. */
const DEMO_PHASE = ['--project', 'api', 'tests/api/learning.test.ts'];
const demoResults = join(ROOT, '.local/test-results.demo.json');

await rm(dataDir, { recursive: true, force: true });
await rm(resultsFile, { force: true });
for (const file of [...phaseResults, demoResults, unitResults]) await rm(file, { force: true });

if (!process.argv.includes('--no-build')) {
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
}
await runOrExit(process.execPath, [join(ROOT, 'scripts/bundle-size.mjs')]);
// A whole run also installs functions/ as a deploy would and starts both functions (scripts/predeploy.mjs),
// beside the tests: it spends its time in npm ci, not in the CPU the tests need.
const predeploy = vitestArgs.length ? null : run(process.execPath, [join(ROOT, 'scripts/predeploy.mjs')], { quiet: true });

let code = 0;
if (beforeStack) {
  console.log('▸ Unit and component tests (no stack needed)…\n');
  code = await run(process.execPath, [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitResults}`,
    ...beforeStack,
  ]);
}

// Webhooks the function refused are retried after a second (Razorpay waits longer; docs/razorpay-sandbox.md).
process.env.RAZORPAY_SANDBOX_RETRY_MS ??= '1000';
/**
 * Starts a fresh stack with `provider` taking payments, seeds it, runs the phases against it and
 * stops it. Answers vitest's exit code (the first failing phase's). A `quiet` stack's tests print
 * nothing but a closing line (its results go to their file), so two stacks can run side by side.
 */
async function runOnStack(provider, phaseList, { name, ports, dir, log, queryLog, quiet = false }) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  if (!quiet) console.log(`▸ Starting a fresh test stack (log: ${log.replace(`${ROOT}/`, '')})…`);
  const stack = await startStack({ name, ports, dataDir: dir, persist: false, logFile: log, provider, queryLog });
  if (!quiet)
    console.log(
      `  ${modeDescription(stack.mode)}; payments: ${stack.env.PAYMENT_PROVIDER} (Razorpay sandbox at ${stack.razorpayUrl})`,
    );
  const env = {
    ...process.env,
    ...stack.env,
    SITE_URL: stack.siteUrl,
    EMULATOR_MODE: stack.mode,
    ...(queryLog ? { FIRESTORE_QUERY_LOG: queryLog } : {}),
  };
  if (!queryLog) delete env.FIRESTORE_QUERY_LOG;
  let exit = 1;
  try {
    await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env, quiet: true });
    if (!quiet) console.log(`▸ Stack up and seeded at ${stack.siteUrl}; running tests…\n`);
    exit = 0;
    for (const { args, results } of phaseList) {
      const reporters = quiet ? ['--reporter=json'] : ['--reporter=default', '--reporter=json'];
      const phaseCode = await run(
        process.execPath,
        [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...reporters, `--outputFile.json=${results}`, ...args],
        { env, quiet },
      );
      exit ||= phaseCode;
    }
  } finally {
    await stack.stop();
  }
  return exit;
}

const provider = process.env.PAYMENT_PROVIDER || 'razorpay';
// The spec's demo card (PAYMENT_PROVIDER=demo) must still pass the spec's enrolment tests: a short
// run on a second stack in demo mode, beside the main phases and on ports of its own (the full run only).
const demo =
  !vitestArgs.length && provider !== 'demo'
    ? runOnStack('demo', [{ args: DEMO_PHASE, results: demoResults }], {
        name: 'test-demo',
        ports: DEMO_TEST_PORTS,
        dir: join(ROOT, '.local/test-demo'),
        log: join(ROOT, '.local/test-demo-emulators.log'),
        quiet: true,
      })
        .then((demoCode) => {
          console.log(
            demoCode === 0
              ? "▸ demo card: the spec's enrolment tests pass on a stack of their own"
              : "✖ demo card: the spec's enrolment tests failed (.local/test-results.demo.json)",
          );
          return demoCode;
        })
        .catch((err) => {
          console.error(`✖ demo card: its stack did not start: ${err.message}`);
          return 1;
        })
    : null;
// The function logs each query shape it runs here, for the index check (tests/indexes).
code ||= await runOnStack(
  provider,
  phases.map((args, i) => ({ args, results: phaseResults[i] })),
  { name: 'test', ports: TEST_PORTS, dir: dataDir, log: logFile, queryLog: join(dataDir, 'firestore-queries.jsonl') },
);
if (demo) code ||= await demo;
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
const finished = [unitResults, ...phaseResults, demoResults].filter((file) => existsSync(file));
if (finished.length) {
  const runs = await Promise.all(finished.map(async (file) => JSON.parse(await readFile(file, 'utf8'))));
  const total = (key) => runs.reduce((sum, results) => sum + results[key], 0);
  const results = { ...runs[0], testResults: runs.flatMap((r) => r.testResults) };
  for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTests'])
    results[key] = total(key);
  await writeFile(resultsFile, JSON.stringify(results));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\nnpm test finished in ${seconds} s`);
  console.log(`${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
} else {
  console.log(`\nnpm test finished in ${seconds} s without a results file (vitest exit ${code})`);
}
process.exit(code);
