/** A marquee needs enough cards to fill a row: 1 is repeated to 4 and 2 are doubled (SPEC section 9). */
export function marqueeItems<T>(items: readonly T[]): T[] {
  if (items.length === 1) return [items[0], items[0], items[0], items[0]];
  if (items.length === 2) return [...items, ...items];
  return [...items];
}
