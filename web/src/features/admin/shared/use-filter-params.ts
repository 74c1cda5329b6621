import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters, kept in the address so a filtered list can be bookmarked and shared:
 * `update` sets the given ones (an empty value clears one) and goes back to the first page unless
 * it sets the page itself.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { params, update };
}
