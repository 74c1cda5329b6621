import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address's query and a way to change part of it. A change starts from the last change made,
 * not from the last render: React Router hands its change function the params of the render it was
 * made in, and renders a navigation as a transition, so a second filter chosen before the first had
 * re-rendered (a slow phone, quick hands) silently dropped the first.
 */
export function useSearchChange(): [URLSearchParams, (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change];
}
