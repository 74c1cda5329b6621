// @ts-check
// Production set-up that only Google Cloud can do (backups, monitoring): a plan of shell commands,
// printed so an operator can read or run them, and run when asked (`--apply`) where gcloud is installed.
import { spawnSync } from 'node:child_process';

/** A shell word, quoted only when it needs to be. */
export const shellWord = (word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${String(word).replace(/'/g, `'\\''`)}'`);

/** One command line from its words. */
export const command = (...words) => words.map(shellWord).join(' ');

/** Whether gcloud can be run here (and its version line, for the log). */
export function gcloudVersion() {
  const probe = spawnSync('gcloud', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return probe.stdout.split('\n')[0];
}

/** The account gcloud would act as, or null when none is signed in (read from its local configuration). */
export function gcloudAccount() {
  const probe = spawnSync('gcloud', ['config', 'get-value', 'account'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() ? probe.stdout.trim() : null;
}

/**
 * Prints the plan; with `apply`, runs it with bash (stopping at the first failing command) and
 * returns its exit code. Throws, saying what to do, when asked to apply where gcloud cannot run.
 */
export function runPlan(title, lines, { apply }) {
  console.log(`\n# ${title}`);
  for (const line of lines) console.log(line);
  if (!apply) return 0;
  const version = gcloudVersion();
  if (!version)
    throw new Error(
      `cannot apply "${title}": gcloud is not installed here (install the Google Cloud CLI and run \`gcloud auth login\`), or run the commands above where it is`,
    );
  const account = gcloudAccount();
  if (!account) throw new Error(`cannot apply "${title}": gcloud has no signed-in account (run \`gcloud auth login\`)`);
  console.log(`\n▸ Running it with ${version} as ${account}…`);
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], { stdio: 'inherit' });
  return run.status ?? 1;
}
