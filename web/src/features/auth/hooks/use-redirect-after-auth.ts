import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** SPEC: after a successful login or registration the user lands on / one second later. */
const REDIRECT_DELAY_MS = 1000;

export function useRedirectAfterAuth() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
  }, [navigate]);
}
