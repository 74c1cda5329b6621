// @ts-check
// Gives courses and modules written before media reference counting their `mediaUrls`, so no file
// they show can be deleted as unused (safe to run again). Runs against whatever Firestore the
// environment names: the local stack (the seed and `npm start` run it) or, with Google
// credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-media-urls.mjs
import { builtBackfill, runBackfillScript } from './lib/backfill.mjs';

const SERVICE = 'features/courses/course-media.service.js';

/** Runs on the functions' own firebase-admin app, which the caller closes (the seed, after its other backfill). */
export const backfillMediaUrls = async () => (await builtBackfill(SERVICE, 'backfillMediaUrls'))();

await runBackfillScript(import.meta.url, backfillMediaUrls, ({ courses, modules }) =>
  courses || modules
    ? `▸ Counted the media of ${courses} course(s) and ${modules} module(s) written before media were counted`
    : null,
);
