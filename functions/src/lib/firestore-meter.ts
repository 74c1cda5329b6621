import { AsyncLocalStorage } from 'node:async_hooks';

import { recordQuery } from './query-log';

/**
 * Counts the Firestore document reads and writes each API request costs, the way Firestore bills
 * them: a read per document fetched (found or not), per document a query returns (at least one
 * per query) and per 1,000 index entries an aggregation counts; a write per document a committed
 * batch or transaction writes. The counts feed the request log, the X-Firestore-Reads and
 * X-Firestore-Writes headers on the emulator, and the per-endpoint budgets in the tests.
 */
interface Meter {
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

/**
 * Hooks the Firestore client's read and write paths once. They are internal methods of
 * @google-cloud/firestore (pinned through firebase-admin 13) that every public call goes through:
 * document gets (also inside transactions), queries, aggregations, and batch commits (which
 * single-document writes and transactions use too). Queries also leave their shape in the query
 * log when the test stack asks for one (./query-log.ts).
 */
export function installFirestoreMeter(): void {
  if (installed) return;
  // firebase-admin's own copy of the client, wherever the installation put it.
  const client = (path: string) => require(require.resolve(path, { paths: [require.resolve('firebase-admin/firestore')] }));
  const { Query } = client('@google-cloud/firestore');
  const { AggregateQuery } = client('@google-cloud/firestore/build/src/reference/aggregate-query');
  const { DocumentReader } = client('@google-cloud/firestore/build/src/document-reader');
  const { WriteBatch } = client('@google-cloud/firestore/build/src/write-batch');
  wrap(DocumentReader.prototype, '_get', (reader) => reader.allDocuments.length);
  wrap(Query.prototype, '_get', (query, response) => {
    recordQuery(query, false);
    return Math.max(1, response.result.size);
  });
  wrap(AggregateQuery.prototype, '_get', (aggregate, response) => {
    recordQuery(aggregate._query, true);
    const counted = Object.values(response.result.data() as Record<string, unknown>).find((v) => typeof v === 'number');
    return Math.max(1, Math.ceil(Number(counted ?? 0) / 1000));
  });
  wrapCommit(WriteBatch.prototype);
  installed = true;
}
