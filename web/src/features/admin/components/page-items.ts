export type PageItem = number | 'gap-start' | 'gap-end';

/** The first and last pages, the pages within 2 of the current one, and gaps between (SPEC section 9). */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    const near = Math.abs(page - current) <= 2;
    if (page === 1 || page === totalPages || near) items.push(page);
    else if (page < current && items.at(-1) !== 'gap-start') items.push('gap-start');
    else if (page > current && items.at(-1) !== 'gap-end') items.push('gap-end');
  }
  return items;
}
