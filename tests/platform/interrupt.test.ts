import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEV_PORTS, portsInUse, ROOT } from '../../scripts/local/stack.mjs';

// A second `npm start` beside this run's stacks: its own data folder, and ports a hundred above the
// dev ports of this checkout, which meet no test stack's.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0) + 100;
const ports = [...new Set(Object.values(DEV_PORTS as Record<string, number>).map((port) => port + 100))];
const dataDir = await mkdtemp(join(tmpdir(), 'start-interrupt-'));

/** Every process of that `npm start`: it, or anything it started, carries its offset or names its data folder. */
async function leftovers(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ').trim();
      const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
      if (environ.includes(`\0PORT_OFFSET=${OFFSET}\0`) || cmdline.includes(dataDir))
        found.push(`${pid} ${cmdline.slice(0, 120)}`);
    } catch {
      // ended while we looked
    }
  }
  return found;
}

/** `npm start` without its build, on the data folder above, as a terminal runs it: a process group of its own. */
function start(): { child: ChildProcess; output: () => string } {
  const { PATH, HOME } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--data-dir', dataDir], {
    cwd: ROOT,
    env: { PATH, HOME, PORT_OFFSET: String(OFFSET), EMULATOR_MODE: process.env.EMULATOR_MODE ?? '' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  return { child, output: () => text };
}

/**
 * Waits for `line` in the output (and for `also`, when given), then presses Ctrl-C: SIGINT to the
 * whole foreground group, as a terminal sends it. Answers the exit code and the output.
 */
async function interruptAfter(line: string, also = async () => true): Promise<{ code: number | null; output: string }> {
  const { child, output } = start();
  // 'close', not 'exit': at 'exit' the last lines it wrote ('✔ Stopped.') may still be in the pipe.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  for (const deadline = Date.now() + 240_000; !output().includes(line) || !(await also());) {
    if (child.exitCode !== null) throw new Error(`npm start ended before "${line}":\n${output()}`);
    if (Date.now() > deadline) throw new Error(`no "${line}" within 4 minutes:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-child.pid!, 'SIGINT');
  return { code: await exit, output: output() };
}

afterAll(async () => {
  for (const line of await leftovers()) process.kill(Number(line.split(' ')[0]), 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('Ctrl-C at any moment of npm start', () => {
  it('stops every process it started and frees every port: while the emulators start, while seeding, and once the site runs', async () => {
    expect(await leftovers()).toEqual([]);

    // Once the emulators' process exists, well before they answer.
    const starting = await interruptAfter('▸ Starting the emulators', async () =>
      (await leftovers()).some((process) => process.includes('emulators:start')),
    );
    // The whole output in the message: a failure here says what the start printed and how it ended.
    expect(starting.output, starting.output).toContain('✔ Stopped.');
    expect(starting.code, starting.output).toBe(130);
    expect(await leftovers()).toEqual([]);
    expect(await portsInUse(ports)).toEqual([]);

    // The first start got no further than the emulators: this one seeds, and is stopped doing so.
    const seeding = await interruptAfter('▸ Seeding demo content…');
    expect(seeding.output, seeding.output).toContain('✔ Stopped.');
    expect(seeding.code, seeding.output).toBe(130);
    expect(await leftovers()).toEqual([]);
    expect(await portsInUse(ports)).toEqual([]);
    expect(existsSync(join(dataDir, '.seeded'))).toBe(false);

    // Seeding again over what the stopped seed left, the site comes up; stopped, it saves its data.
    const running = await interruptAfter('✔ The site is running');
    expect(running.output).toMatch(/▸ Saved \d+ documents to /);
    expect(running.output, running.output).toContain('✔ Stopped.');
    expect(running.code, running.output).toBe(0);
    expect(await leftovers()).toEqual([]);
    expect(await portsInUse(ports)).toEqual([]);
    expect(existsSync(join(dataDir, '.seeded'))).toBe(true);
  });
});
