// @ts-check
// Finds intermittent tests by running them again and again, and prints each test's pass count.
//
//   node scripts/flake-hunt.mjs e2e [--rounds 10] [--files a.test.ts,b.test.ts] [--no-build]
//     Each round starts a fresh stack on the test ports (shifted by PORT_OFFSET), seeds it, and runs
//     every browser test file on its own, one vitest process a file, one after another.
//   node scripts/flake-hunt.mjs full [--rounds 5] [--no-build]
//     Runs the whole `npm test` that many times (the first builds unless --no-build).
//
// It ends with every test that failed at least once (file, name, passes of runs, the first line of
// each distinct failure) and the time of each round. The results of every run are kept in
// .local/flake-hunt/ for a closer look.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

import { run, runOrExit } from './local/run.mjs';
import { ROOT, TEST_PORTS, buildEnv, startStack } from './local/stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string' },
    files: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const mode = positionals[0];
if (mode !== 'e2e' && mode !== 'full') {
  console.error('usage: node scripts/flake-hunt.mjs e2e|full [--rounds N] [--files a,b] [--no-build]');
  process.exit(2);
}
const rounds = Number(values.rounds ?? (mode === 'e2e' ? 10 : 5));
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a whole number of at least 1');
  process.exit(2);
}

const outDir = join(ROOT, '.local/flake-hunt');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

/** @typedef {{ file: string, name: string, passed: number, failed: number, failures: Map<string, number> }} Tally */
/** @type {Map<string, Tally>} */
const tallies = new Map();
/** @type {string[]} */
const roundTimes = [];

/** Adds one vitest JSON report's results to the tallies. */
async function tally(resultsFile) {
  let report;
  try {
    report = JSON.parse(await readFile(resultsFile, 'utf8'));
  } catch {
    return false;
  }
  for (const fileResult of report.testResults ?? []) {
    const file = relative(ROOT, fileResult.name);
    for (const test of fileResult.assertionResults ?? []) {
      if (test.status !== 'passed' && test.status !== 'failed') continue;
      const key = `${file} › ${test.fullName}`;
      const entry = tallies.get(key) ?? { file, name: test.fullName, passed: 0, failed: 0, failures: new Map() };
      tallies.set(key, entry);
      if (test.status === 'passed') entry.passed += 1;
      else {
        entry.failed += 1;
        const first =
          String(test.failureMessages?.[0] ?? '')
            .split('\n')
            .find((line) => line.trim()) ?? '(no message)';
        entry.failures.set(first.slice(0, 200), (entry.failures.get(first.slice(0, 200)) ?? 0) + 1);
      }
    }
  }
  return true;
}

/** A file that failed to load (a crash in a hook) has no test results: counted as a failure of the file. */
function tallyFileCrash(file, code) {
  const key = `${file} › (file)`;
  const entry = tallies.get(key) ?? { file, name: '(the file did not report)', passed: 0, failed: 0, failures: new Map() };
  tallies.set(key, entry);
  entry.failed += 1;
  entry.failures.set(
    `vitest exited ${code} without a report`,
    (entry.failures.get(`vitest exited ${code} without a report`) ?? 0) + 1,
  );
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

if (!values['no-build']) {
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
}

if (mode === 'full') {
  for (let round = 1; round <= rounds; round += 1) {
    const started = Date.now();
    console.log(`\n▸ Round ${round} of ${rounds}: npm test`);
    const code = await run(process.execPath, [join(ROOT, 'scripts/test.mjs'), '--no-build'], { quiet: true });
    const kept = join(outDir, `full-${round}.json`);
    const copied = await readFile(join(ROOT, '.local/test-results.json'), 'utf8').then(
      (text) => writeFile(kept, text).then(() => true),
      () => false,
    );
    if (!copied || !(await tally(kept))) tallyFileCrash('(npm test)', code);
    roundTimes.push(`round ${round}: ${seconds(started)} (exit ${code})`);
    console.log(`  ${roundTimes.at(-1)}`);
  }
} else {
  const e2eDir = join(ROOT, 'tests/e2e');
  const files = values.files
    ? values.files.split(',').map((name) => join('tests/e2e', name.replace(/^tests\/e2e\//, '')))
    : (await readdir(e2eDir))
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => join('tests/e2e', name));
  for (let round = 1; round <= rounds; round += 1) {
    const started = Date.now();
    const dataDir = join(ROOT, '.local/flake-hunt/stack');
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    console.log(`\n▸ Round ${round} of ${rounds}: a fresh stack, then ${files.length} browser test files one by one`);
    const stack = await startStack({
      name: 'flake-hunt',
      ports: TEST_PORTS,
      dataDir,
      persist: false,
      logFile: join(outDir, `stack-${round}.log`),
    });
    const env = {
      ...process.env,
      ...stack.env,
      SITE_URL: stack.siteUrl,
      EMULATOR_MODE: stack.mode,
      RAZORPAY_SANDBOX_RETRY_MS: '1000',
    };
    try {
      await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env, quiet: true });
      for (const file of files) {
        const fileStarted = Date.now();
        const results = join(outDir, `${round}-${file.replaceAll('/', '_')}.json`);
        const code = await run(
          process.execPath,
          [
            join(ROOT, 'node_modules/vitest/vitest.mjs'),
            'run',
            '--project',
            'e2e',
            '--reporter=json',
            `--outputFile.json=${results}`,
            file,
          ],
          { env, quiet: true },
        );
        if (!(await tally(results))) tallyFileCrash(file, code);
        console.log(`  ${code === 0 ? '✓' : '✗'} ${file} (${seconds(fileStarted)})`);
      }
    } finally {
      await stack.stop();
    }
    roundTimes.push(`round ${round}: ${seconds(started)}`);
  }
}

const flaky = [...tallies.values()].filter((entry) => entry.failed > 0).sort((a, b) => b.failed - a.failed);
const runsOf = (entry) => entry.passed + entry.failed;
console.log(`\n${tallies.size} tests seen over ${rounds} rounds; ${flaky.length} failed at least once.`);
for (const entry of flaky) {
  console.log(`\n✗ ${entry.file} › ${entry.name}: passed ${entry.passed} of ${runsOf(entry)}`);
  for (const [message, count] of entry.failures) console.log(`    ${count}× ${message}`);
}
console.log(`\n${roundTimes.join('\n')}`);
await writeFile(
  join(outDir, 'summary.json'),
  JSON.stringify(
    [...tallies.values()].map(({ failures, ...entry }) => ({ ...entry, failures: Object.fromEntries(failures) })),
    null,
    2,
  ),
);
process.exit(flaky.length ? 1 : 0);
