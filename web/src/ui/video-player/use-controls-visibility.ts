import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Controls hide this long after playback starts (SPEC section 9). */
export const CONTROLS_HIDE_MS = 3000;

/** Whether the control bar shows: always while paused, and for 3 s after the viewer moves while playing. */
export function useControlsVisibility(videoRef: RefObject<HTMLVideoElement | null>) {
  const [shown, setShown] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);

  const scheduleHide = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setShown(false), CONTROLS_HIDE_MS);
  }, []);

  const reveal = useCallback(() => {
    setShown(true);
    if (videoRef.current && !videoRef.current.paused) scheduleHide();
  }, [scheduleHide, videoRef]);

  /** Paused: the controls stay. */
  const keep = useCallback(() => {
    setShown(true);
    window.clearTimeout(hideTimer.current);
  }, []);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  return { shown, scheduleHide, reveal, keep };
}
