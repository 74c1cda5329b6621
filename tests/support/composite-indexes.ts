/**
 * The composite index production Firestore asks for before it runs a query, derived from the
 * query's shape as the function's data layer recorded it (functions/src/lib/query-log.ts).
 * No emulator asks for indexes, so this is where a missing one is caught.
 */
import type { QueryShape } from '../../functions/src/lib/query-log';

export type { QueryShape };

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const EQUALITY = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const NAME = '__name__';

/**
 * Firestore's rules: equality filters alone are served by merging single-field indexes, and one
 * field ordered or ranged over (without equalities) by that field's own index. Anything else,
 * equalities with an order or range, or two fields ordered or ranged over, needs a composite
 * index: the equality fields, then the order (explicit order first, then any inequality field
 * not in it, ascending, as Firestore orders them implicitly).
 */
/** A derived index and how many of its leading fields are equalities (their order is free). */
export interface RequiredIndex extends CompositeIndex {
  equalities: number;
}

export function requiredIndex(shape: QueryShape): RequiredIndex | null {
  const equalities = new Map<string, IndexField>();
  for (const filter of shape.filters) {
    if (!EQUALITY.has(filter.op)) continue;
    equalities.set(
      filter.field,
      ARRAY.has(filter.op)
        ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: filter.field, order: 'ASCENDING' },
    );
  }
  const orders: IndexField[] = [];
  const ordered = new Set<string>();
  const addOrder = (field: string, direction: string) => {
    if (field === NAME || ordered.has(field) || equalities.get(field)?.order) return;
    ordered.add(field);
    orders.push({ fieldPath: field, order: direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' });
  };
  for (const order of shape.orders) addOrder(order.field, order.direction);
  const inequalities = shape.filters.filter((filter) => !EQUALITY.has(filter.op)).map((filter) => filter.field);
  for (const field of [...new Set(inequalities)].sort()) addOrder(field, 'ASCENDING');

  if (orders.length === 0) return null;
  if (equalities.size === 0 && orders.length === 1) return null;
  const equalityFields = [...equalities.values()].sort((a, b) => a.fieldPath.localeCompare(b.fieldPath));
  return {
    collectionGroup: shape.collection,
    queryScope: shape.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [...equalityFields, ...orders],
    equalities: equalityFields.length,
  };
}

const fieldKey = (field: IndexField) => `${field.fieldPath}:${field.arrayConfig ?? field.order ?? 'ASCENDING'}`;

/**
 * Whether a declared index serves a required one: same collection and scope, the equality fields
 * in any order, then exactly the required order (a trailing __name__ is implied).
 */
export function serves(declared: CompositeIndex, required: RequiredIndex): boolean {
  if (declared.collectionGroup !== required.collectionGroup) return false;
  if ((declared.queryScope ?? 'COLLECTION') !== required.queryScope) return false;
  const fields = declared.fields.filter((field) => field.fieldPath !== NAME).map(fieldKey);
  const needed = required.fields.map(fieldKey);
  if (fields.length !== needed.length) return false;
  const head = new Set(fields.slice(0, required.equalities));
  return (
    needed.slice(0, required.equalities).every((key) => head.has(key)) &&
    needed.slice(required.equalities).every((key, i) => fields[required.equalities + i] === key)
  );
}

export const describeIndex = (index: CompositeIndex) =>
  `${index.collectionGroup} (${index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', ')})`;
