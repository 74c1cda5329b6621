import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import { preloadedLoader } from './preloaded-loader';
import { SegmentLinks } from './segment-links';
import { StreamPreloads } from './stream-preload';

export const isHlsSource = (src: string) => /\.m3u8($|\?)/.test(src);

/**
 * hls.js wherever Media Source Extensions exist, for the choice of quality (Chromium now plays HLS
 * natively too, but gives no say over the rendition); native HLS only where they do not.
 */
const usesHlsJs = () => 'MediaSource' in window || 'ManagedMediaSource' in window;
const loadHlsJs = () => import('hls.js/light');

/**
 * Fetches hls.js before a streamed video is opened (on a course with one), so pressing play waits
 * for the stream alone.
 */
export function preloadHls(): void {
  if (usesHlsJs()) loadHlsJs().catch((error: unknown) => console.warn('Could not load the video streaming library:', error));
}

let preloads: StreamPreloads | null = null;
const sharedPreloads = () => (preloads ??= new StreamPreloads());

/**
 * Starts a streamed video's playlists (and, with `firstSegment`, its first segment) before its
 * player asks: for a lesson about to open (stream-preload.ts). Only where hls.js plays it, since
 * only hls.js can be handed what was fetched.
 */
export function preloadStream(src: string, { firstSegment }: { firstSegment: boolean }): void {
  if (!isHlsSource(src) || !usesHlsJs()) return;
  // Only a head start: whatever fails here, the player asks for itself and reports.
  sharedPreloads()
    .preload(src, { firstSegment })
    .catch(() => undefined);
}

/** A rendition the viewer can pick, by its height; `index` is hls.js's level. */
export interface Quality {
  index: number;
  height: number;
}

/** Automatic quality: hls.js picks the rendition from the measured bandwidth. */
export const AUTO_QUALITY = -1;

/**
 * Native HLS (Safari without Media Source Extensions) cannot be told to sign a segment afresh: a
 * refused one (its link died, decision 0069) fails the video element. So the source is loaded
 * again, which reads its playlists afresh and so signs every segment anew, and resumed where it
 * was. Once per stretch of playback: a source that fails again before playing on (a playlist
 * refused, as for an ended enrolment) is for `onFatal`. True when it resumes.
 */
function nativeResumer(video: HTMLVideoElement, src: string, signal: AbortSignal): () => boolean {
  let resumedAt: number | null = null;
  return () => {
    const at = video.currentTime;
    if (resumedAt !== null && at <= resumedAt) return false;
    resumedAt = at;
    const playing = !video.paused;
    const resume = () => {
      video.currentTime = at;
      if (playing) void video.play().catch(() => undefined);
    };
    video.addEventListener('loadedmetadata', resume, { once: true, signal });
    video.src = src;
    return true;
  };
}

/**
 * Plays an HLS source through hls.js (its light build), loaded only once the video is about to
 * load. A progressive source is left to the video element. `onFatal` hears a stream that cannot
 * play (a playlist refused, segments missing); the video element's errors go to the returned
 * `onError`, which resumes a native HLS stream once where it can and tells `onFatal` otherwise.
 */
export function useHls(videoRef: RefObject<HTMLVideoElement | null>, src: string, load: boolean, onFatal: () => void) {
  const hls = useRef<Hls | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQualityState] = useState(AUTO_QUALITY);
  const fatal = useRef(onFatal);
  useEffect(() => {
    fatal.current = onFatal;
  }, [onFatal]);
  const resumeNative = useRef<() => boolean>(() => false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load || !isHlsSource(src)) return;
    if (!usesHlsJs()) {
      const resumes = new AbortController();
      resumeNative.current = nativeResumer(video, src, resumes.signal);
      video.src = src;
      return () => {
        resumes.abort();
        resumeNative.current = () => false;
      };
    }
    let cancelled = false;
    void loadHlsJs().then(({ default: Player }) => {
      if (cancelled) return;
      if (!Player.isSupported()) {
        fatal.current();
        return;
      }
      // A paid video's segment links die within minutes: each is signed afresh before it is used
      // once it is about to, and a refused one is retried once, signed afresh (segment-links.ts).
      const links = new SegmentLinks();
      const { default: fragments } = Player.DefaultConfig.fragLoadPolicy;
      const player = new Player({
        capLevelToPlayerSize: true,
        loader: preloadedLoader(Player.DefaultConfig.loader, sharedPreloads(), (url) => links.refuse(url)),
        xhrSetup: async (xhr, url) => {
          const fresh = await links.current(url);
          if (fresh !== url) xhr.open('GET', fresh, true);
        },
        fragLoadPolicy: {
          default: {
            ...fragments,
            errorRetry: fragments.errorRetry && {
              ...fragments.errorRetry,
              shouldRetry: (_config, count, _timeout, response, retry) =>
                retry || (count === 0 && response?.code === 403 && links.refuse(response.url)),
            },
          },
        },
      });
      hls.current = player;
      player.on(Player.Events.MANIFEST_PARSED, (_, data) => {
        links.knowPlaylists(data.levels.map((level) => level.uri));
        setQualities(data.levels.map((level, index) => ({ index, height: level.height })).sort((a, b) => b.height - a.height));
      });
      player.on(Player.Events.ERROR, (_, data) => {
        if (data.fatal) fatal.current();
      });
      player.loadSource(src);
      player.attachMedia(video);
    });
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [videoRef, src, load]);

  const setQuality = useCallback((index: number) => {
    if (hls.current) hls.current.currentLevel = index;
    setQualityState(index);
  }, []);

  const onError = useCallback(() => {
    if (!resumeNative.current()) fatal.current();
  }, []);

  return { hls: isHlsSource(src), qualities, quality, setQuality, onError };
}
