import { appendFileSync } from 'node:fs';

/**
 * The shape of every Firestore query the API runs (collection, filters, order, aggregation),
 * appended once per shape as a JSON line to FIRESTORE_QUERY_LOG when that is set: the test stack
 * sets it, and tests/indexes derives from the shapes the composite indexes production Firestore
 * would ask for (no emulator asks). Unset in production: nothing is recorded.
 */
export interface QueryShape {
  collection: string;
  allDescendants: boolean;
  filters: Array<{ field: string; op: string }>;
  orders: Array<{ field: string; direction: string }>;
  aggregate: boolean;
}

interface InternalQuery {
  _queryOptions: {
    collectionId: string;
    allDescendants: boolean;
    filters: Array<{ getFlattenedFilters(): Array<{ field: { formattedName: string }; op: string }> }>;
    fieldOrders: Array<{ field: { formattedName: string }; direction: string }>;
  };
}

const seen = new Set<string>();

export function shapeOf(query: InternalQuery, aggregate: boolean): QueryShape {
  const options = query._queryOptions;
  return {
    collection: options.collectionId,
    allDescendants: options.allDescendants,
    filters: options.filters
      .flatMap((filter) => filter.getFlattenedFilters())
      .map((filter) => ({ field: filter.field.formattedName, op: filter.op })),
    orders: options.fieldOrders.map((order) => ({ field: order.field.formattedName, direction: order.direction })),
    aggregate,
  };
}

export function recordQuery(query: InternalQuery, aggregate: boolean): void {
  const file = process.env.FIRESTORE_QUERY_LOG;
  if (!file) return;
  const line = JSON.stringify(shapeOf(query, aggregate));
  if (seen.has(line)) return;
  seen.add(line);
  appendFileSync(file, `${line}\n`);
}
