import type { DocumentData, OrderByDirection, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * One page of a query in the given order, with the total from a count aggregation. Reads up to
 * page x limit documents: what an offset costs on Firestore too (and the Node emulator has no
 * offsets). Admin lists are 10 a page, so deep pages stay cheap enough.
 */
export async function pageOf<T>(
  query: Query,
  order: { field: string; direction: OrderByDirection },
  page: number,
  limit: number,
  map: (doc: QueryDocumentSnapshot<DocumentData>) => T,
): Promise<Page<T>> {
  const [count, snap] = await Promise.all([
    query.count().get(),
    query
      .orderBy(order.field, order.direction)
      .limit(page * limit)
      .get(),
  ]);
  return { items: snap.docs.slice((page - 1) * limit).map(map), total: count.data().count };
}
