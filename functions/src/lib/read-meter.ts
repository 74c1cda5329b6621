import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the Firestore document reads each API request costs, the way Firestore bills them: one
 * per document fetched (found or not), one per document a query returns (at least one per query),
 * and one per 1,000 index entries an aggregation counts. The counts feed the request log, the
 * X-Firestore-Reads header on the emulator, and the per-endpoint read budgets in the tests.
 */
interface Meter {
  reads: number;
}

const meters = new AsyncLocalStorage<Meter>();
let installed = false;

export function countReads(reads: number): void {
  const meter = meters.getStore();
  if (meter) meter.reads += reads;
}

/** Runs `fn` with a fresh meter; reads made by anything it starts are added to the meter. */
export function withReadMeter<T>(fn: (meter: Meter) => T): T {
  const meter = { reads: 0 };
  return meters.run(meter, () => fn(meter));
}

type AsyncMethod = (this: unknown, ...args: unknown[]) => Promise<any>;

function wrap(prototype: any, method: string, reads: (self: any, result: any) => number) {
  const original = prototype[method] as AsyncMethod;
  prototype[method] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    countReads(reads(this, result));
    return result;
  };
}

/**
 * Hooks the Firestore client's three read paths once. They are internal methods of
 * @google-cloud/firestore (pinned through firebase-admin 13) that every public read goes through:
 * document gets (also inside transactions), queries and aggregations.
 */
export function installReadMeter(): void {
  if (installed) return;
  // firebase-admin's own copy of the client, wherever the installation put it.
  const client = (path: string) => require(require.resolve(path, { paths: [require.resolve('firebase-admin/firestore')] }));
  const { Query } = client('@google-cloud/firestore');
  const { AggregateQuery } = client('@google-cloud/firestore/build/src/reference/aggregate-query');
  const { DocumentReader } = client('@google-cloud/firestore/build/src/document-reader');
  wrap(DocumentReader.prototype, '_get', (reader) => reader.allDocuments.length);
  wrap(Query.prototype, '_get', (_query, response) => Math.max(1, response.result.size));
  wrap(AggregateQuery.prototype, '_get', (_query, response) => {
    const counted = Object.values(response.result.data() as Record<string, unknown>).find((v) => typeof v === 'number');
    return Math.max(1, Math.ceil(Number(counted ?? 0) / 1000));
  });
  installed = true;
}
