import { useCallback, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

import { PLAYBACK_RATES } from './shortcuts';

/** Volume moves in steps of 0.1 (SPEC section 9). */
export const VOLUME_STEP = 0.1;

export type Phase = 'loading' | 'paused' | 'playing' | 'error';

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;

interface PlaybackOptions {
  autoPlay: boolean;
  /** Nothing loads before play is pressed (the player's `loadOnPlay`). */
  loadOnPlay: boolean;
  /** The video's frames per second, for frame steps. */
  frameRate: RefObject<number>;
  /** Playback has started (or resumed). */
  onPlaying: () => void;
  /** Playback paused or ended. */
  onPause: () => void;
  /** The playhead moved. */
  onTime: (position: number, duration: number) => void;
}

/**
 * The video element's state as the controls show it (phase, time, length, volume, speed) and what
 * the controls and keys do to it; `events` go on the `<video>`.
 */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>, options: PlaybackOptions) {
  const { autoPlay, loadOnPlay, frameRate } = options;
  const [phase, setPhase] = useState<Phase>(loadOnPlay ? 'paused' : 'loading');
  const failed = useCallback(() => setPhase('error'), []);
  const [playPressed, setPlayPressed] = useState(false);
  const playWhenLoaded = useRef(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [started, setStarted] = useState(false);

  const play = useCallback(() => {
    if (loadOnPlay && !videoRef.current?.currentSrc) {
      // Nothing loaded yet: load now and play once the metadata is in. The call below, made inside
      // the press, lets browsers that ask for a gesture play later (a stream attaching cuts it short).
      playWhenLoaded.current = true;
      setPlayPressed(true);
      setPhase('loading');
    }
    videoRef.current?.play().catch((error: unknown) => {
      // Browsers may refuse to start playback without a gesture; the user can press play.
      console.info('Video playback was not started automatically:', error);
    });
  }, [loadOnPlay, videoRef]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) play();
    else video.pause();
  };

  const changeVolume = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = clamp(next);
    video.muted = video.volume === 0;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video && Number.isFinite(seconds)) video.currentTime = Math.min(Math.max(seconds, 0), video.duration || 0);
  };

  const skip = (seconds: number) => {
    const video = videoRef.current;
    if (video) seek(video.currentTime + seconds);
  };

  /** One frame on or back; an analyst studies a still picture, so a playing video pauses first. */
  const stepFrame = (frames: number) => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.paused) video.pause();
    seek(video.currentTime + frames / frameRate.current);
  };

  const changeRate = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    // The default rate too, so the speed survives the browser reloading the source.
    video.defaultPlaybackRate = next;
    video.playbackRate = next;
  };

  const stepRate = (direction: 1 | -1) => {
    const index = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
    const next = PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, (index < 0 ? 3 : index) + direction))];
    changeRate(next);
  };

  type VideoEvent = SyntheticEvent<HTMLVideoElement>;
  const events = {
    onLoadedMetadata: (e: VideoEvent) => {
      setDuration(e.currentTarget.duration);
      setMuted(e.currentTarget.muted);
      setPhase(e.currentTarget.paused ? 'paused' : 'playing');
      if ((autoPlay || playWhenLoaded.current) && e.currentTarget.paused) play();
      playWhenLoaded.current = false;
    },
    onWaiting: () => setPhase('loading'),
    onPlaying: () => {
      setPhase('playing');
      setStarted(true);
      options.onPlaying();
    },
    onPause: () => {
      setPhase('paused');
      options.onPause();
    },
    onTimeUpdate: (e: VideoEvent) => {
      const video = e.currentTarget;
      options.onTime(video.currentTime, video.duration);
      setTime(video.currentTime);
    },
    onRateChange: (e: VideoEvent) => setRate(e.currentTarget.playbackRate),
    onVolumeChange: (e: VideoEvent) => {
      setVolume(e.currentTarget.volume);
      setMuted(e.currentTarget.muted);
    },
  };

  return {
    state: { phase, time, duration, volume, muted, rate, started, playPressed },
    actions: { play, togglePlay, changeVolume, toggleMute, seek, skip, stepFrame, changeRate, stepRate },
    failed,
    events,
  };
}
