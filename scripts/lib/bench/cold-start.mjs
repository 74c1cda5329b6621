// The function's cold start: time to import the built function module in a fresh Node process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { ROOT } from '../stack.mjs';

const probe = `const t = process.hrtime.bigint(); require(${JSON.stringify(join(ROOT, 'functions/lib/index.js'))}); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));`;

/** Median and worst of `runs` fresh imports, in ms. */
export function measureColdStart(runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const out = spawnSync(process.execPath, ['-e', probe], {
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-cricket' },
    });
    if (out.status !== 0) throw new Error(`importing functions/lib failed: ${out.stderr}`);
    times.push(Number(out.stdout));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1) };
}
