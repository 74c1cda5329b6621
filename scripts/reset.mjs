// @ts-check
// `npm run reset`: deletes the local data so the next `npm start` seeds fresh demo content.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import { ROOT } from './local/stack.mjs';

await rm(join(ROOT, '.local/dev'), { recursive: true, force: true });
console.log('✔ Local data removed: the next `npm start` seeds fresh demo content.');
