// @ts-check
import { spawn } from 'node:child_process';

import { ROOT } from './stack.mjs';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}
