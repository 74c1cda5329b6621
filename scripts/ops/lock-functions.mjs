// @ts-check
// `npm run lock:functions`: writes functions/package-lock.json (and video-job/package-lock.json, the
// processing job's binaries) from the root lockfile. Run it after changing a dependency of either;
// `npm run predeploy` fails while they disagree.
import { writeFile } from 'node:fs/promises';

import { ROOT } from '../local/stack.mjs';
import { DEPLOYED_WORKSPACES, expectedWorkspaceLockfile, workspaceLockfilePath } from './lib/workspace-lockfile.mjs';

for (const workspace of DEPLOYED_WORKSPACES) {
  await writeFile(workspaceLockfilePath(ROOT, workspace), await expectedWorkspaceLockfile(ROOT, workspace));
  console.log(`▸ Wrote ${workspace}/package-lock.json from package-lock.json`);
}
