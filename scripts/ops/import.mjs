// @ts-check
// `npm run import [-- <folder>]`: replaces the running site's data with an export made by
// `npm run export` (.local/export by default): documents, accounts and media, exactly.
import { resolve } from 'node:path';

import { importData } from '../local/local-data.mjs';
import { connectToRunningStack } from '../local/stack-client.mjs';

const dir = resolve(process.argv[2] ?? '.local/export');
const { app, db } = await connectToRunningStack('import');
const manifest = await importData(app, db, dir);
console.log(
  `✔ Imported ${manifest.documents} documents, ${manifest.accounts} accounts and ${Object.keys(manifest.media).length} media files from ${dir} (exported ${manifest.exportedAt})`,
);
process.exit(0);
