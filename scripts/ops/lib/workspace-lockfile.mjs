// @ts-check
// functions/ deploys on its own: Cloud Build runs `npm ci` in it, so it needs its own lockfile; so
// does video-job/, which the processing job's image installs (video-job/Dockerfile). Each lockfile
// is derived from the root one (the workspace install every test runs on), so production gets
// exactly the versions the tests ran: every package the workspace reaches, at the version the root
// install resolved it to, placed where Node would find it from the workspace's folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The workspaces that are installed on their own from their own lockfile. */
export const DEPLOYED_WORKSPACES = ['functions', 'video-job'];
const FLAGS = ['dev', 'optional', 'devOptional', 'peer'];

/** Where Node finds `name` from the package at `dir` in `packages` (a lockfile's path map). */
function resolveIn(packages, dir, name) {
  let at = dir;
  for (;;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return null;
    const up = at.lastIndexOf('/node_modules/');
    at = up >= 0 ? at.slice(0, up) : '';
  }
}

/** The edges of one package: [name, optional, dev]. Optional peers are left to whoever needs them. */
function edgesOf(entry, isRoot) {
  const edges = [];
  for (const name of Object.keys(entry.dependencies ?? {})) edges.push([name, false, false]);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) edges.push([name, true, false]);
  for (const name of Object.keys(entry.peerDependencies ?? {}))
    if (!entry.peerDependenciesMeta?.[name]?.optional) edges.push([name, false, false]);
  if (isRoot) for (const name of Object.keys(entry.devDependencies ?? {})) edges.push([name, false, true]);
  return edges;
}

/** <workspace>/package-lock.json as the root package-lock.json implies it. */
export function deriveWorkspaceLockfile(rootLock, workspace) {
  const source = rootLock.packages;
  const manifest = source[workspace];
  if (!manifest) throw new Error(`the root package-lock.json has no ${workspace} workspace: run npm install`);
  const same = (a, b) => a === b || (source[a].resolved && source[a].resolved === source[b].resolved);

  // 1. Every root package functions/ reaches, as the root tree resolves it.
  const closure = new Set();
  const pending = [workspace];
  while (pending.length) {
    const rootPath = pending.pop();
    for (const [name, optional] of edgesOf(source[rootPath], rootPath === workspace)) {
      const target = resolveIn(source, rootPath, name);
      if (!target) {
        if (optional) continue;
        throw new Error(`${rootPath} needs ${name}, which the root package-lock.json does not have`);
      }
      if (!closure.has(target)) {
        closure.add(target);
        pending.push(target);
      }
    }
  }

  // 2. Each at its place seen from functions/ (its own node_modules first, then the root's)...
  const placed = new Map([['', workspace]]);
  const natural = (rootPath) => (rootPath.startsWith(`${workspace}/`) ? rootPath.slice(workspace.length + 1) : rootPath);
  const ordered = [...closure].sort((a, b) => Number(b.startsWith(`${workspace}/`)) - Number(a.startsWith(`${workspace}/`)));
  for (const rootPath of ordered) if (!placed.has(natural(rootPath))) placed.set(natural(rootPath), rootPath);

  // 3. ...then every dependency checked from where its dependent sits: where Node would find a
  // different package, the right one is nested under the dependent. Also notes how each is reached.
  const resolvePlaced = (dir, name) => {
    let at = dir;
    for (;;) {
      const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
      if (placed.has(candidate)) return candidate;
      if (!at) return null;
      const up = at.lastIndexOf('/node_modules/');
      at = up >= 0 ? at.slice(0, up) : '';
    }
  };
  /** @typedef {{ prod: boolean, prodNonOptional: boolean, nonOptional: boolean }} Reach */
  const reach = new Map([['', { prod: true, prodNonOptional: true, nonOptional: true }]]);
  const queue = [''];
  for (let at; (at = queue.shift()) !== undefined;) {
    // A path is queued only once it is placed and reached.
    const rootPath = /** @type {string} */ (placed.get(at));
    const from = /** @type {Reach} */ (reach.get(at));
    for (const [name, optional, dev] of edgesOf(source[rootPath], at === '')) {
      const target = resolveIn(source, rootPath, name);
      if (!target) continue;
      let where = resolvePlaced(at, name);
      if (!where || !same(placed.get(where), target)) {
        where = `${at ? `${at}/` : ''}node_modules/${name}`;
        placed.set(where, target);
      }
      const was = reach.get(where) ?? { prod: false, prodNonOptional: false, nonOptional: false };
      const now = {
        prod: was.prod || (from.prod && !dev),
        prodNonOptional: was.prodNonOptional || (from.prodNonOptional && !dev && !optional),
        nonOptional: was.nonOptional || (from.nonOptional && !optional),
      };
      if (!reach.has(where) || Object.keys(now).some((key) => now[key] !== was[key])) {
        reach.set(where, now);
        queue.push(where);
      }
    }
  }

  const packages = {
    '': {
      name: workspace,
      ...Object.fromEntries(
        ['dependencies', 'devDependencies', 'optionalDependencies', 'engines']
          .filter((k) => manifest[k])
          .map((k) => [k, manifest[k]]),
      ),
    },
  };
  for (const where of [...reach.keys()].filter(Boolean).sort()) {
    // Every path reached was placed on the way.
    const entry = Object.fromEntries(
      Object.entries(source[/** @type {string} */ (placed.get(where))]).filter(([key]) => !FLAGS.includes(key)),
    );
    const { prod, prodNonOptional, nonOptional } = /** @type {Reach} */ (reach.get(where));
    // npm's flags: dev = only a dev dependency needs it; optional = only optional edges reach it.
    if (!prodNonOptional) {
      if (prod && nonOptional) entry.devOptional = true;
      else {
        if (!prod) entry.dev = true;
        if (!nonOptional || prod) entry.optional = true;
      }
    }
    packages[where] = entry;
  }
  return { name: workspace, lockfileVersion: 3, requires: true, packages };
}

export const workspaceLockfilePath = (root, workspace) => join(root, workspace, 'package-lock.json');

export async function expectedWorkspaceLockfile(root, workspace) {
  const rootLock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8'));
  return `${JSON.stringify(deriveWorkspaceLockfile(rootLock, workspace), null, 2)}\n`;
}
