import { useEffect, useRef, type RefObject } from 'react';

/**
 * Frames per second assumed for frame stepping until the video tells otherwise: 25 is the PAL
 * broadcast rate most cricket footage is shot at, and the rate of our lesson videos.
 */
export const DEFAULT_FRAME_RATE = 25;

/** How many presented frames are looked at before the rate is settled. */
const SAMPLES = 30;

/**
 * The video's frame rate. A `<video>` does not expose it, so it is read from the presentation
 * times of consecutive frames (requestVideoFrameCallback): the smallest step between two of them
 * is one frame, whatever frames the display dropped. Until then, and in browsers without the
 * callback, `DEFAULT_FRAME_RATE` stands.
 */
export function useFrameRate(videoRef: RefObject<HTMLVideoElement | null>, src: string): RefObject<number> {
  const rate = useRef(DEFAULT_FRAME_RATE);
  useEffect(() => {
    const video = videoRef.current;
    rate.current = DEFAULT_FRAME_RATE;
    if (!video || typeof video.requestVideoFrameCallback !== 'function') return;
    let handle = 0;
    let last: number | null = null;
    let smallest = Infinity;
    let seen = 0;
    const onFrame: VideoFrameRequestCallback = (_now, frame) => {
      if (last !== null && frame.mediaTime > last) smallest = Math.min(smallest, frame.mediaTime - last);
      last = frame.mediaTime;
      seen += 1;
      if (seen < SAMPLES) {
        handle = video.requestVideoFrameCallback(onFrame);
        return;
      }
      // Anything outside 10 to 120 fps is a seek, not a frame.
      if (smallest >= 1 / 120 && smallest <= 1 / 10) rate.current = Math.round(1 / smallest);
    };
    handle = video.requestVideoFrameCallback(onFrame);
    return () => video.cancelVideoFrameCallback(handle);
  }, [videoRef, src]);
  return rate;
}
