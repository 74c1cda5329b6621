import { useCallback, useEffect, useRef } from 'react';

/** While playing, the position is reported this often (and on every pause and on leaving). */
export const POSITION_REPORT_MS = 10_000;

type OnPosition = (position: number, duration: number, leaving: boolean) => void;

/**
 * Where playback stands, told to `onPosition` once it has started: `report(false)` on pause and
 * end; `useReportSchedule` adds every 10 s while playing and the page or the player going away.
 */
export function usePositionReport(onPosition: OnPosition | undefined) {
  // The latest callback in a ref, so reporting never restarts the timers.
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  }, [onPosition]);
  const started = useRef(false);
  const lastReported = useRef<number | null>(null);
  // Kept beside the element: when the player unmounts, its effects' cleanup runs after the element has gone.
  const playhead = useRef({ position: 0, duration: 0 });

  const report = useCallback((leaving: boolean) => {
    const { position, duration } = playhead.current;
    // Before playback starts there is nothing to report, and a 0 would overwrite a saved position.
    if (!started.current || !onPositionRef.current) return;
    if (!Number.isFinite(duration) || duration <= 0 || lastReported.current === position) return;
    lastReported.current = position;
    onPositionRef.current(position, duration, leaving);
  }, []);

  return {
    report,
    /** Playback has started: from now on positions are worth reporting. */
    markStarted: () => {
      started.current = true;
    },
    /** The element's position and length, as its last timeupdate gave them. */
    track: (position: number, duration: number) => {
      playhead.current = { position, duration };
    },
  };
}

/**
 * Reports every 10 s while `playing`, when the page is left (`leaving`: the request must outlive
 * the page) and when the player goes away. Called after the player's other hooks, so its reports
 * on leaving follow theirs.
 */
export function useReportSchedule(report: (leaving: boolean) => void, playing: boolean) {
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => report(false), POSITION_REPORT_MS);
    return () => window.clearInterval(timer);
  }, [playing, report]);

  useEffect(() => {
    const onLeave = () => report(true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // The player closes with its lesson: where it stopped is saved then too.
      report(true);
    };
  }, [report]);
}
