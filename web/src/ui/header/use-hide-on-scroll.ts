import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Hides the header when the page scrolls down past `threshold` px and shows it again when it
 * scrolls up; moves smaller than `sensitivity` px are ignored (SPEC: 100 px, 5 px).
 */
export function useHideOnScroll({ threshold = 100, sensitivity = 5, disabled = false } = {}) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (disabled) return;
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = Math.max(window.scrollY, 0);
        const delta = y - lastY.current;
        if (Math.abs(delta) < sensitivity) return;
        setHidden(delta > 0 && y > threshold);
        lastY.current = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold, sensitivity, disabled]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden: hidden && !disabled, reveal };
}
