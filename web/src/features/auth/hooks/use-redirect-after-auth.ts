import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

/** SPEC: after a successful login or registration the user lands on / one second later. */
const REDIRECT_DELAY_MS = 1000;

/** Returns a function that navigates to `to` after `delayMs`, cancelled if the page goes away first. */
export function useRedirectAfterAuth(to: string = paths.home, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
  }, [navigate, to, delayMs]);
}
