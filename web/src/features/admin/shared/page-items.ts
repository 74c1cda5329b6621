export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The first and last pages, the pages within 2 of the current one, and ellipses between (SPEC
 * section 9). An ellipsis never stands for a single page: that page is shown instead.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const shown = [...new Set([1, totalPages, current - 2, current - 1, current, current + 1, current + 2])]
    .filter((page) => page >= 1 && page <= totalPages)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(page <= current ? 'gap-start' : 'gap-end');
    items.push(page);
  }
  return items;
}
