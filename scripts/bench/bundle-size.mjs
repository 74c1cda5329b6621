// @ts-check
// Prints the gzip size of the JavaScript and CSS the app needs to start (the entry script, its
// modulepreloads and the stylesheet in web/dist/app.html): what a private screen waits for, and
// what a server-rendered page loads after its first paint. Fails when the JavaScript is over
// budget. Run after `npm run build`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../local/stack.mjs';
import { appStartAssets } from './app-start.mjs';

const BUDGET_JS = 180 * 1024;
const dist = join(ROOT, 'web/dist');
const html = await readFile(join(dist, 'app.html'), 'utf8');
const assets = appStartAssets(html);

const sizes = { js: 0, css: 0 };
for (const asset of assets) {
  const bytes = gzipSync(await readFile(join(dist, asset))).length;
  sizes[asset.endsWith('.js') ? 'js' : 'css'] += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${asset}`);
}
console.log(
  `app start: JS ${(sizes.js / 1024).toFixed(1)} KB gzip, CSS ${(sizes.css / 1024).toFixed(1)} KB gzip (JS budget ${BUDGET_JS / 1024} KB)`,
);
if (sizes.js > BUDGET_JS) {
  console.error('✖ The home page JavaScript is over budget.');
  process.exit(1);
}
