import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list page kept in the URL's `page` (1 when absent or nonsense). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}
