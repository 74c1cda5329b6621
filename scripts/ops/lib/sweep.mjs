// @ts-check
// A scheduled function's sweep, run by hand against the local stack: the same code production runs
// on its schedule. Needs the emulator env vars and a built functions/lib.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Runs `exportName(now)` of `functions/lib/<modulePath>` and prints `report(count, isoTime)`.
 * `--now=<ISO time>` runs it as of another moment (tests advance the clock with it). `asArgument`
 * turns the time in milliseconds into what the sweep takes.
 */
export async function runSweep(modulePath, exportName, report, asArgument = (now) => now) {
  const given = process.argv.find((arg) => arg.startsWith('--now='))?.slice('--now='.length);
  const now = given ? Date.parse(given) : Date.now();
  if (Number.isNaN(now)) {
    console.error(`--now=${given} is not a time`);
    process.exit(2);
  }
  const count = await require(`../../../functions/lib/${modulePath}`)[exportName](asArgument(now));
  console.log(report(count, new Date(now).toISOString()));
  process.exit(0);
}
