// @ts-check
// `npm run export [-- <folder>]`: writes the running site's data (Firestore documents, Auth accounts,
// media) to a folder, .local/export by default. `npm run import` restores it exactly.
import { resolve } from 'node:path';

import { exportData } from '../local/local-data.mjs';
import { connectToRunningStack } from '../local/stack-client.mjs';

const dir = resolve(process.argv[2] ?? '.local/export');
const { app, db } = await connectToRunningStack('export');
const manifest = await exportData(app, db, dir);
console.log(
  `✔ Exported ${manifest.documents} documents, ${manifest.accounts} accounts and ${Object.keys(manifest.media).length} media files to ${dir}`,
);
process.exit(0);
