import type { PageData, PageDataEntry } from '../contract/page-data';
import { AppError } from '../lib/app-error';

export type Params = Record<string, string>;
/** A page's reads, keyed by the API path each answers for (contract `pageDataKeys`). */
export type DataLoads = Record<string, () => Promise<unknown>>;

/** The parameters of `path` under a route pattern such as `/courses/:uid`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (part !== got[i]) return null;
  }
  return params;
}

async function settleOne(read: () => Promise<unknown>): Promise<PageDataEntry | null> {
  try {
    return { data: await read() };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { error: { status: error.status, message: error.message } };
    // The page renders its loading state and the browser asks the API itself.
    console.error('Server render: a read failed', error);
    return null;
  }
}

/** Every read's answer or its error for the client (a 404 renders the page's not-found screen); a failed read is left out. */
export async function settle(reads: DataLoads): Promise<PageData> {
  const entries = await Promise.all(Object.entries(reads).map(async ([key, read]) => [key, await settleOne(read)] as const));
  return Object.fromEntries(entries.filter((entry): entry is [string, PageDataEntry] => entry[1] !== null));
}
