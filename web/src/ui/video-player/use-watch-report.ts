import { type RefObject, useEffect, useRef } from 'react';

/** A part of the video actually played, `[start, end]` in seconds. */
export type PlayedRange = [number, number];

/** Played ranges are reported this often while playing, and on pause, end and leaving. */
export const WATCH_REPORT_MS = 10_000;
/**
 * A move of the playhead between two `timeupdate`s longer than this (in video seconds) is a jump,
 * not playback: at 2× a quarter-second step moves half a second.
 */
const MAX_STEP_S = 1.5;
/**
 * The contract's MAX_REPORTED_RANGES: the player sends no more in one report. Not imported, since
 * the home page's player would then load the whole contract (and zod) before its first paint.
 */
const MAX_REPORTED_RANGES = 50;

/**
 * Collects the ranges of the video that were really played (never what a seek skipped, nothing
 * while paused) and hands them to `onWatched` every 10 s, on pause and end, and as the player or the
 * page goes away (`leaving`). The first time playback starts it reports no ranges: that starts the
 * clock the server credits playing time against. Without `onWatched` it does nothing.
 */
export function useWatchReport(
  videoRef: RefObject<HTMLVideoElement | null>,
  onWatched?: (ranges: PlayedRange[], leaving: boolean) => void,
) {
  const callback = useRef(onWatched);
  useEffect(() => {
    callback.current = onWatched;
  }, [onWatched]);
  const enabled = Boolean(onWatched);

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let pending: PlayedRange[] = [];
    // The range being played: where it started and how far playback has come.
    let open: number | null = null;
    let last = 0;
    let started = false;

    const begin = () => {
      open = video.currentTime;
      last = open;
    };
    const close = () => {
      if (open !== null && last > open) pending.push([open, last]);
      open = null;
    };
    /** Moves the open range on to the playhead, or closes it and starts another after a jump. */
    const advance = () => {
      if (open === null) return;
      const step = video.currentTime - last;
      if (step > 0 && step <= MAX_STEP_S) last = video.currentTime;
      else if (step !== 0) {
        close();
        begin();
      }
    };
    const flush = (leaving: boolean) => {
      if (open !== null) {
        const at = last;
        close();
        open = at;
        last = at;
      }
      if (pending.length === 0) return;
      const ranges = pending.slice(-MAX_REPORTED_RANGES);
      pending = [];
      callback.current?.(ranges, leaving);
    };

    const onPlaying = () => {
      if (!started) {
        started = true;
        callback.current?.([], false);
      }
      // After buffering the range goes on; after a pause or a seek a new one starts here.
      if (open === null) begin();
    };
    const onTimeUpdate = () => {
      if (!video.paused && !video.seeking) advance();
    };
    const onSeeking = () => close();
    const onSeeked = () => {
      if (!video.paused) begin();
    };
    const onStop = () => {
      advance();
      close();
      flush(false);
    };
    const onLeave = () => {
      advance();
      flush(true);
    };

    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onLeave);
    const timer = window.setInterval(() => {
      if (!video.paused) advance();
      flush(false);
    }, WATCH_REPORT_MS);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onLeave);
      // The player closes with its lesson: what was played until then is reported too.
      onLeave();
    };
  }, [enabled, videoRef]);
}
