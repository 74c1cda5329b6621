import { fork } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs a multi-step flow of the built service code in a child process, waits until it stands
 * between its two steps, and kills it there with SIGKILL. Resolves once the child is dead.
 */
export function killBetweenSteps(
  flow: 'register' | 'close' | 'order' | 'webhook' | 'seatReturn' | 'handIn',
  input: { body: Record<string, unknown>; uid?: string },
): Promise<string> {
  const child = fork(join(import.meta.dirname, 'crash-child.mjs'), [JSON.stringify({ flow, ...input })], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ${flow} flow never reached its second step`));
    }, 30_000);
    child.on('message', (message: { paused?: string; error?: string; finished?: boolean }) => {
      if (message.paused) {
        child.kill('SIGKILL');
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(message.paused!);
        });
      } else {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(message.error ?? `the ${flow} flow ran to the end without pausing`));
      }
    });
  });
}
