import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The attempt's clock, from the server's seconds left (a reload resumes the time left, never a
 * fresh limit): `left` ticks every second, and once it is 0 `timeUp` runs each second (the answers
 * so far are submitted, as the time limit is final, until a submission goes through).
 */
export function useAttemptTimer(serverSecondsLeft: number, timeUp: RefObject<() => void>) {
  const [deadline] = useState(() => Date.now() + serverSecondsLeft * 1000);
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)), [deadline]);
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = secondsLeft();
      setLeft(remaining);
      if (remaining === 0) timeUp.current();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft, timeUp]);
  return { left, secondsLeft };
}
