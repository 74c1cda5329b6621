// @ts-check
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../local/stack.mjs';
import { appStartAssets } from './app-start.mjs';

const dist = join(ROOT, 'web/dist');
/** The shell's clean address is app.html on disk. */
const fileOf = (path) => join(dist, path === '/app' ? 'app.html' : path.slice(1));

async function sizeOf(paths) {
  let bytes = 0;
  let gzipBytes = 0;
  for (const path of paths) {
    const content = await readFile(fileOf(path));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: paths.length, bytes, gzipBytes };
}

/**
 * The built service worker's own size, and what it downloads and keeps when it installs (its
 * precache), beside the reference of what any signed-in screen loads to start (app.html's scripts
 * and stylesheet). Reads web/dist: run after the build.
 */
export async function measureServiceWorker() {
  const source = await readFile(join(dist, 'sw.js'));
  const declared = /const BUILD = (\{.*?\});/.exec(source.toString());
  if (!declared) throw new Error('web/dist/sw.js declares no BUILD: run `npm run build`');
  const build = JSON.parse(declared[1]);
  const appHtml = await readFile(join(dist, 'app.html'), 'utf8');
  return {
    worker: { bytes: source.length, gzipBytes: gzipSync(source).length },
    precache: await sizeOf(build.precache),
    appStart: await sizeOf(['/app', ...appStartAssets(appHtml)]),
  };
}
