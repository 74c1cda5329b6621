// @ts-check
// Removes course and highlight files uploaded over a day ago into a form that was never saved: the sweep the
// scheduled function `sweepUploads` runs every hour in production, run here against the local
// stack (`npm start` runs it on start). Needs the emulator env vars and a built functions/lib.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
// Joined rather than literal: the build makes functions/lib, which a fresh checkout's typecheck has not got.
const built = join(import.meta.dirname, '../../functions/lib/features');
const { sweepAbandonedUploads } = require(join(built, 'courses/course-media.service.js'));
const { highlightsUseVideo } = require(join(built, 'content/content-admin.service.js'));
const { removed } = await sweepAbandonedUploads(Date.now(), highlightsUseVideo);
if (removed) console.log(`▸ Removed ${removed} course upload(s) abandoned over a day ago`);
process.exit(0);
