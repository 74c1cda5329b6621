import type { DocumentData, OrderByDirection, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { AppError } from './app-error';

/** The most documents one page request may read (page x limit): 100 pages of 10. */
export const MAX_PAGE_READS = 1000;
export const PAGE_TOO_DEEP = `Only the first ${MAX_PAGE_READS} items can be paged through. Narrow the list with a search or filter.`;

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * One page of a query in the given order, with the total from a count aggregation. Reads up to
 * page x limit documents (what an offset costs on Firestore too, and the Node emulator has no
 * offsets), so that is capped; past page 1 the count comes first, and a page past the last one
 * is answered empty without reading any item.
 */
export async function pageOf<T>(
  query: Query,
  order: { field: string; direction: OrderByDirection },
  page: number,
  limit: number,
  map: (doc: QueryDocumentSnapshot<DocumentData>) => T,
): Promise<Page<T>> {
  if (page * limit > MAX_PAGE_READS) throw AppError.badRequest(PAGE_TOO_DEEP);
  const items = async () => {
    const snap = await query
      .orderBy(order.field, order.direction)
      .limit(page * limit)
      .get();
    return snap.docs.slice((page - 1) * limit).map(map);
  };
  const total = async () => (await query.count().get()).data().count;
  if (page === 1) {
    const [first, count] = await Promise.all([items(), total()]);
    return { items: first, total: count };
  }
  const count = await total();
  return { items: count > (page - 1) * limit ? await items() : [], total: count };
}
