import { AsyncLocalStorage } from 'node:async_hooks';

import { recordQuery } from './query-log';

/**
 * Counts the Firestore document reads and writes each API request costs, the way Firestore bills
 * them: a read per document fetched (found or not), per document a query returns (at least one
 * per query) and per 1,000 index entries an aggregation counts; a write per document a committed
 * batch or transaction writes. The counts feed the request log, the X-Firestore-Reads and
 * X-Firestore-Writes headers on the emulator, and the per-endpoint budgets in the tests.
 */
export interface Meter {
  reads: number;
  writes: number;
}

const meters = new AsyncLocalStorage<Meter>();
let installed = false;

function count(kind: keyof Meter, n: number): void {
  const meter = meters.getStore();
  if (meter) meter[kind] += n;
}

/** Runs `fn` with a fresh meter; reads and writes made by anything it starts are added to it. */
export function withFirestoreMeter<T>(fn: (meter: Meter) => T): T {
  const meter = { reads: 0, writes: 0 };
  return meters.run(meter, () => fn(meter));
}

type AsyncMethod = (this: unknown, ...args: unknown[]) => Promise<any>;
type Hook = { owner: string; prototype: Record<string, unknown>; method: string };

function wrap(prototype: any, method: string, reads: (self: any, result: any) => number) {
  const original = prototype[method] as AsyncMethod;
  prototype[method] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    count('reads', reads(this, result));
    return result;
  };
}

/** Counts a commit's writes once it succeeds (a retried or failed commit is not billed). */
function wrapCommit(prototype: any) {
  const original = prototype._commit as AsyncMethod;
  prototype._commit = async function (this: { _ops: unknown[] }, ...args: unknown[]) {
    const writes = this._ops.length;
    const result = await original.apply(this, args);
    count('writes', writes);
    return result;
  };
}

/** The hooks among `hooks` whose method the installed client no longer has, as `Owner.method`. */
export function missingHooks(hooks: Hook[]): string[] {
  return hooks.filter(({ prototype, method }) => typeof prototype?.[method] !== 'function').map((h) => `${h.owner}.${h.method}`);
}

/** The private methods of @google-cloud/firestore the meter wraps, from firebase-admin's own copy. */
function firestoreHooks() {
  const client = (path: string) => require(require.resolve(path, { paths: [require.resolve('firebase-admin/firestore')] }));
  const prototypes = {
    DocumentReader: client('@google-cloud/firestore/build/src/document-reader').DocumentReader?.prototype,
    Query: client('@google-cloud/firestore').Query?.prototype,
    AggregateQuery: client('@google-cloud/firestore/build/src/reference/aggregate-query').AggregateQuery?.prototype,
    WriteBatch: client('@google-cloud/firestore/build/src/write-batch').WriteBatch?.prototype,
  };
  const hooks: Hook[] = [
    { owner: 'DocumentReader', prototype: prototypes.DocumentReader, method: '_get' },
    { owner: 'Query', prototype: prototypes.Query, method: '_get' },
    { owner: 'AggregateQuery', prototype: prototypes.AggregateQuery, method: '_get' },
    { owner: 'WriteBatch', prototype: prototypes.WriteBatch, method: '_commit' },
  ];
  return { prototypes, hooks };
}

/**
 * A test instrument, installed only on the emulator: it hooks the Firestore client's read and write
 * paths once. They are internal methods of @google-cloud/firestore (the version functions/package-lock.json
 * pins through firebase-admin) that every public call goes through: document gets (also inside
 * transactions), queries, aggregations, and batch commits (which single-document writes and
 * transactions use too). Queries also leave their shape in the query log when the test stack asks
 * for one (./query-log.ts). If a client upgrade renamed any of them, nothing is patched and the
 * answers carry no meter headers, so the tests that read them fail by name instead of every read
 * failing. Production never patches the client. Returns whether the meter is counting.
 */
export function installFirestoreMeter(env: NodeJS.ProcessEnv = process.env): boolean {
  if (installed || env.FUNCTIONS_EMULATOR !== 'true') return installed;
  const { prototypes, hooks } = firestoreHooks();
  const missing = missingHooks(hooks);
  if (missing.length) {
    console.warn(`Firestore meter off: @google-cloud/firestore has no ${missing.join(', ')}`);
    return false;
  }
  wrap(prototypes.DocumentReader, '_get', (reader) => reader.allDocuments.length);
  wrap(prototypes.Query, '_get', (query, response) => {
    recordQuery(query, false);
    return Math.max(1, response.result.size);
  });
  wrap(prototypes.AggregateQuery, '_get', (aggregate, response) => {
    recordQuery(aggregate._query, true);
    const counted = Object.values(response.result.data() as Record<string, unknown>).find((v) => typeof v === 'number');
    return Math.max(1, Math.ceil(Number(counted ?? 0) / 1000));
  });
  wrapCommit(prototypes.WriteBatch);
  installed = true;
  return true;
}

/** Whether this process counts its Firestore reads and writes (the emulator, with the hooks found). */
export const firestoreMeterInstalled = () => installed;
