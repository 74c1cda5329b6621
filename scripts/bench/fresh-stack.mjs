// @ts-check
// A part of the bench run alone, on a stack of its own: the test ports (PORT_OFFSET shifts them), fresh data, seeded.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Builds (unless --no-build), starts a fresh stack named `name` (its data in .local/<name>, its log in
 * .local/<name>-emulators.log), seeds it, measures on it and stops it, whatever happened.
 * @template T
 * @param {string} name
 * @param {(stack: { siteUrl: string }) => Promise<T>} measure
 * @returns {Promise<{ result: T, mode: string }>} what `measure` returned, and which emulators the stack ran
 */
export async function measureOnFreshStack(name, measure) {
  // Loaded here, not at the top: the bench imports the parts that call this, and has its own stack.
  const { run, runOrExit } = await import('../local/run.mjs');
  const { ROOT, TEST_PORTS, buildEnv, modeDescription, startStack } = await import('../local/stack.mjs');
  const dataDir = join(ROOT, '.local', name);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (!process.argv.includes('--no-build')) {
    console.log('▸ Building functions and web…');
    await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
  }
  console.log(`▸ Starting a fresh stack on ports ${TEST_PORTS.hosting}… (log: .local/${name}-emulators.log)`);
  const stack = await startStack({
    name,
    ports: TEST_PORTS,
    dataDir,
    persist: false,
    logFile: join(ROOT, `.local/${name}-emulators.log`),
  });
  Object.assign(process.env, stack.env);
  try {
    const seeded = await run(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env: process.env, quiet: true });
    if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded})`);
    return { result: await measure(stack), mode: modeDescription(stack.mode) };
  } finally {
    await stack.stop();
  }
}

/**
 * Runs `main` when the module at `moduleUrl` is the script node was started with (not when it is imported),
 * and exits: 0 when it ends, 1 with the error when it throws.
 * @param {string} moduleUrl the module's import.meta.url
 * @param {() => Promise<void>} main
 */
export function runAsScript(moduleUrl, main) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
