// @ts-check
// The settings a Firebase project's functions deploy with (functions/.env.<project id>,
// docs/deploying.md step 6), read the way the Functions runtime reads them: KEY=value lines, # comments.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const projectEnvFile = (root, project) => join(root, 'functions', `.env.${project}`);

/** The file's settings, or null when the project has none. */
export function readProjectEnv(root, project) {
  const file = projectEnvFile(root, project);
  if (!existsSync(file)) return null;
  const settings = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    settings[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return settings;
}

/**
 * A project id as Google Cloud allows it (6-30 characters, lowercase letters, digits, hyphens).
 * @param {string | undefined} id
 * @returns {id is string}
 */
export const isProjectId = (id) => /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id ?? '');
