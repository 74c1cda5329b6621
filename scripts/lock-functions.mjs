// `npm run lock:functions`: writes functions/package-lock.json from the root lockfile (run it after
// changing a dependency of functions/; `npm run predeploy` fails while the two disagree).
import { writeFile } from 'node:fs/promises';

import { expectedFunctionsLockfile, functionsLockfilePath } from './lib/functions-lockfile.mjs';
import { ROOT } from './lib/stack.mjs';

await writeFile(functionsLockfilePath(ROOT), await expectedFunctionsLockfile(ROOT));
console.log('▸ Wrote functions/package-lock.json from package-lock.json');
