import { useHeadroom } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/**
 * Hides the header when the page scrolls down past `threshold` px and shows it again when it
 * scrolls up (SPEC: 100 px, 5 px sensitivity). Mantine's headroom reports how far a scroll has
 * gone towards hiding or revealing over `sensitivity` px; the header changes only at either end,
 * so smaller moves, in either direction, leave it as it is.
 */
export function useHideOnScroll({ threshold = 100, sensitivity = 5, disabled = false } = {}) {
  const { scrollProgress } = useHeadroom({ fixedAt: threshold, scrollDistance: sensitivity });
  const [hidden, setHidden] = useState(false);
  const [seenProgress, setSeenProgress] = useState(scrollProgress);
  if (seenProgress !== scrollProgress) {
    setSeenProgress(scrollProgress);
    if (scrollProgress === 0) setHidden(true);
    else if (scrollProgress === 1) setHidden(false);
  }

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden: hidden && !disabled, reveal };
}
