import { ApiError, signedInUid } from './api-client';

/** One cache per signed-in user, so that nobody is ever shown another's copy. */
const CACHE_PREFIX = 'cv-personal-';
/** The address a copy is filed under: never fetched, only a key in that user's cache. */
const keyOf = (path: string) => new Request(new URL(`/offline-copy${path}`, window.location.origin));

const hasCaches = () => typeof caches !== 'undefined';

/**
 * Loads a signed-in read (`path` names it) and keeps its answer on this device for the user who
 * made it; when the network cannot be reached, answers with that user's kept copy instead. Any
 * answer from the server, refusals included, is the server's.
 */
export async function withOfflineCopy<T>(path: string, load: () => Promise<T>): Promise<T> {
  const uid = signedInUid();
  try {
    const data = await load();
    if (uid && hasCaches()) {
      void caches
        .open(CACHE_PREFIX + uid)
        .then((cache) => cache.put(keyOf(path), Response.json(data)))
        .catch((error: unknown) => console.warn('Could not keep an offline copy:', error));
    }
    return data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const kept = await readKeptCopy<T>(path);
    if (kept === undefined) throw error;
    return kept;
  }
}

/** The signed-in user's kept copy of `path`, if there is one: shown while the fresh answer loads. */
export async function readKeptCopy<T>(path: string): Promise<T | undefined> {
  const uid = signedInUid();
  if (!uid || !hasCaches()) return undefined;
  const kept = await caches.match(keyOf(path), { cacheName: CACHE_PREFIX + uid }).catch(() => undefined);
  return kept ? ((await kept.json()) as T) : undefined;
}

/** Deletes every user's kept copies but `keep`'s (on sign-out, or when someone else signs in). */
export async function deleteOfflineCopies(keep: string | null = null): Promise<void> {
  if (!hasCaches()) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_PREFIX + keep).map((name) => caches.delete(name)),
  );
}
