// @ts-check
// Gives courses and modules written before media reference counting their `mediaUrls`, so no file
// they show can be deleted as unused (safe to run again). Runs against whatever Firestore the
// environment names: the local stack (the seed and `npm start` run it) or, with Google
// credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-media-urls.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../local/stack.mjs';

const compiled = join(ROOT, 'functions/lib/features/courses/course-media.service.js');

/** Runs on the functions' own firebase-admin app, which the caller closes (the seed, after its other backfill). */
export async function backfillMediaUrls() {
  if (!existsSync(compiled)) throw new Error('functions/lib is missing: run `npm run build` first.');
  const { backfillMediaUrls: run } = await import(pathToFileURL(compiled).href);
  return run();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { courses, modules } = await backfillMediaUrls();
    if (courses || modules)
      console.log(`▸ Counted the media of ${courses} course(s) and ${modules} module(s) written before media were counted`);
    process.exit(0);
  } catch (err) {
    console.error(`backfill failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
