// @ts-check
// Cold start: time to import a function's code in a fresh Node process, as an instance does.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../local/stack.mjs';
import { sampleProductionSettings } from '../ops/lib/production-sample.mjs';

const INDEX = join(ROOT, 'functions/lib/index.js');
const RENDERER = pathToFileURL(join(ROOT, 'functions/render/entry-server.mjs')).href;

/** What each measure imports; `target` is the FUNCTION_TARGET an instance of that function has. */
const PROBES = {
  // The reference: the Firebase HTTPS trigger module alone.
  https: {
    code: `require(require.resolve('firebase-functions/v2/https', { paths: [${JSON.stringify(join(ROOT, 'functions'))}] }))`,
  },
  api: { code: `require(${JSON.stringify(INDEX)})`, target: 'api' },
  // The ssr function with its renderer bundle (React, the router, every public page).
  ssr: { code: `require(${JSON.stringify(INDEX)}); await import(${JSON.stringify(RENDERER)})`, target: 'ssr' },
};

/** As an instance starts: production's settings, none of the emulator's. */
function instanceEnv(probe) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/EMULATOR/.test(key)));
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...base, ...sampleProductionSettings(), GCLOUD_PROJECT: 'demo-cricket' };
  if (probe.target) env.FUNCTION_TARGET = probe.target;
  else delete env.FUNCTION_TARGET;
  return env;
}

function runProbe(name, report) {
  const probe = PROBES[name];
  const script = `(async () => { const t = process.hrtime.bigint(); ${probe.code}; process.stdout.write(${report}); })()`;
  const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: instanceEnv(probe), cwd: join(ROOT, 'functions') });
  if (out.status !== 0) throw new Error(`importing ${name} failed: ${out.stderr}`);
  return out.stdout;
}

/** Median and worst of `runs` fresh imports of a probe, in ms. */
export function measureColdStart(name = 'api', runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(Number(runProbe(name, 'String(Number(process.hrtime.bigint() - t) / 1e6)')));
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

/** The CommonJS modules a fresh import of a probe loaded (the functions' own and their packages'). */
export function loadedModules(name) {
  return JSON.parse(runProbe(name, 'JSON.stringify(Object.keys(require.cache))'));
}
