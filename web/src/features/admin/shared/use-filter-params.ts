import { useSearchChange } from '@/lib/use-search-change';

/**
 * A list screen's filters, kept in the address so a filtered list can be bookmarked and shared:
 * `update` sets the given ones (an empty value clears one) and goes back to the first page unless
 * it sets the page itself.
 */
export function useFilterParams() {
  const [params, change] = useSearchChange();
  const update = (changes: Record<string, string | undefined>) =>
    change(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
      },
      { replace: true },
    );
  return { params, update };
}
