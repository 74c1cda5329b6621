import { useEffect, useRef } from 'react';

/** `wait(ms)`: a pause that is cancelled with the component (its timers cleared on unmount). */
export function useTimers() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return (ms: number) => new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));
}
