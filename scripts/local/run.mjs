// @ts-check
import { spawn } from 'node:child_process';
import { constants as osConstants } from 'node:os';

import { ROOT } from './stack.mjs';

/**
 * Runs a command to completion with inherited output; resolves with its exit code, or for a
 * command ended by a signal 128 + the signal's number, as a shell says it (130 for Ctrl-C).
 */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 128 + osConstants.signals[signal] : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}
