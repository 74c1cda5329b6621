import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useReturnPath } from './use-return-path';

/** SPEC: after a successful login or registration the user lands on / one second later. */
const REDIRECT_DELAY_MS = 1000;

/**
 * Returns a function that navigates to `to` after `delayMs`, cancelled if the page goes away first.
 * Without `to`, the page that sent the visitor here (`?next=`), else /.
 */
export function useRedirectAfterAuth(target?: string, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const to = target ?? returnPath ?? paths.home;
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
  }, [navigate, to, delayMs]);
}
