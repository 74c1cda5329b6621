import { useCallback, useEffect, useState } from 'react';

/**
 * Hides the header when the page scrolls down past `threshold` px and shows it again when it
 * scrolls up (SPEC: 100 px, 5 px sensitivity). A move counts from where the scroll last turned, so
 * smaller moves, in either direction, leave the header as it is. One listener keeps the position
 * and the turn together: Mantine's headroom kept them in two hooks, and when the page hydrated
 * after a scroll it took the first move up for a move down, leaving the header hidden.
 */
export function useHideOnScroll({ threshold = 100, sensitivity = 5, disabled = false } = {}) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // The page may be scrolled before it hydrates (a visitor's first moves, or a reload's restored
    // position): that counts as a move down from the threshold. Read in the next frame, not here:
    // reading the position lays the page out, and here that is inside hydration's commit.
    let last = 0;
    let turn = 0;
    let seen = false;
    const startFrom = (y: number) => {
      seen = true;
      last = y;
      turn = Math.min(y, threshold);
      if (last - turn >= sensitivity) setHidden(true);
    };
    const scrolledBefore = requestAnimationFrame(() => {
      if (!seen) startFrom(window.scrollY);
    });
    const onScroll = () => {
      const y = window.scrollY;
      if (!seen) startFrom(y);
      if (y <= threshold) {
        setHidden(false);
        turn = last = y;
        return;
      }
      if (Math.sign(y - last) !== Math.sign(last - turn)) turn = last;
      last = y;
      if (y - turn >= sensitivity) setHidden(true);
      else if (turn - y >= sensitivity) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(scrolledBefore);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold, sensitivity]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden: hidden && !disabled, reveal };
}
