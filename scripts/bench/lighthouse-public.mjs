// @ts-check
// Lighthouse on the public pages alone, beside the bench's static reference page, on a fresh stack
// on the test ports (PORT_OFFSET shifts them): the slice of `npm run bench` a change to the first
// paint needs, without the rest of the bench. Builds first unless --no-build; --runs N (default 3).
// Figures, not pass/fail; the machine's other work shows in them, so say how busy it was. Each run's
// full report is kept in .local/lighthouse-public/reports/ (its long tasks, bootup time, LCP element).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { runOrExit } from '../local/run.mjs';
import { ROOT, TEST_PORTS, buildEnv, startStack } from '../local/stack.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { prepareBenchData } from './prepare.mjs';
import { startStaticPage } from './static-page.mjs';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const dataDir = join(ROOT, '.local/lighthouse-public');
const htmlDir = join(dataDir, 'html');
const reportDir = join(dataDir, 'reports');

await rm(dataDir, { recursive: true, force: true });
await mkdir(htmlDir, { recursive: true });
await mkdir(reportDir, { recursive: true });
if (!process.argv.includes('--no-build')) {
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
}

console.log('▸ Starting a fresh stack on the test ports (log: .local/lighthouse-public.log)…');
const stack = await startStack({
  name: 'lighthouse-public',
  ports: TEST_PORTS,
  dataDir,
  persist: false,
  logFile: join(ROOT, '.local/lighthouse-public.log'),
});
Object.assign(process.env, stack.env);
const reference = await startStaticPage();
try {
  await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env: process.env, quiet: true });
  const { lighthousePaths } = await prepareBenchData(stack.siteUrl);
  const paths = lighthousePaths.filter((path) => path !== '/careers');
  // Each page once before Lighthouse (a warm function and CDN-less render), kept for inspection.
  for (const path of paths) {
    const res = await fetch(`${stack.siteUrl}${path}`);
    await writeFile(join(htmlDir, `${path.replace(/\W+/g, '_') || 'home'}.html`), await res.text());
  }
  console.log(`▸ Lighthouse, ${runs} interleaved rounds…`);
  const urls = [reference.url, ...paths.map((path) => `${stack.siteUrl}${path}`)];
  const fileOf = (url) => (url === reference.url ? 'static' : new URL(url).pathname.replace(/\W+/g, '_') || 'home');
  const results = await runLighthouse(urls, runs, {
    onReport: (url, lhr, round) => writeFile(join(reportDir, `${fileOf(url)}.${round + 1}.json`), JSON.stringify(lhr)),
  });
  const staticLcp = results[reference.url].lcp;
  console.log('| Page | Perf | LCP | TBT | CLS | LCP ÷ static | A11y / BP / SEO |');
  console.log('|---|---|---|---|---|---|---|');
  for (const url of urls) {
    const s = results[url];
    const label = url === reference.url ? 'static page' : `\`${new URL(url).pathname}\``;
    console.log(
      `| ${label} | ${s.performance} | ${(s.lcp / 1000).toFixed(2)} s | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${(s.lcp / staticLcp).toFixed(2)} | ${s.accessibility} / ${s['best-practices']} / ${s.seo} |` +
        (s.failed.length ? ` below 1: ${s.failed.join(', ')}` : ''),
    );
  }
} finally {
  await reference.close();
  await stack.stop();
}
