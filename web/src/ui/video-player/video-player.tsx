import { Loader } from '@mantine/core';
import {
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVolume,
  IconVolume2,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useInView } from '@/lib/use-in-view';

import { formatClock } from './format-clock';
import classes from './video-player.module.css';

/** Controls hide this long after playback starts (SPEC section 9). */
export const CONTROLS_HIDE_MS = 3000;
/** Volume moves in steps of 0.1 (SPEC section 9). */
export const VOLUME_STEP = 0.1;

type Phase = 'loading' | 'paused' | 'playing' | 'error';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  title: string;
  autoPlay?: boolean;
  /** Shown when the file cannot be played. */
  errorText?: string;
  /** A WebVTT captions file; without one the video has no track element (one without `src` is invalid HTML). */
  captions?: string | null;
}

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;

/** The site's video player (give it a `key` per source so a new video starts from a fresh state): loading, paused and playing states, seek, volume, mute and fullscreen. */
export function VideoPlayer({
  src,
  poster,
  title,
  autoPlay = false,
  errorText = 'Failed to load video',
  captions,
}: VideoPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  // Nothing of a video far down the page loads before it nears the screen.
  const { ref: watchFrame, inView } = useInView<HTMLDivElement>();
  const setFrame = useCallback(
    (element: HTMLDivElement | null) => {
      frameRef.current = element;
      watchFrame(element);
    },
    [watchFrame],
  );
  const videoRef = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('loading');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);

  const scheduleHide = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_MS);
  }, []);

  const revealControls = useCallback(() => {
    setControlsShown(true);
    if (videoRef.current && !videoRef.current.paused) scheduleHide();
  }, [scheduleHide]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const play = useCallback(() => {
    videoRef.current?.play().catch((error: unknown) => {
      // Browsers may refuse to start playback without a gesture; the user can press play.
      console.info('Video playback was not started automatically:', error);
    });
  }, []);

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

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ' ': togglePlay,
      k: togglePlay,
      m: toggleMute,
      f: toggleFullscreen,
      ArrowRight: () => seek(time + 5),
      ArrowLeft: () => seek(time - 5),
      ArrowUp: () => changeVolume(volume + VOLUME_STEP),
      ArrowDown: () => changeVolume(volume - VOLUME_STEP),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
    revealControls();
  };

  const VolumeIcon = muted || volume === 0 ? IconVolumeOff : volume < 0.5 ? IconVolume2 : IconVolume;

  return (
    <div
      ref={setFrame}
      className={classes.frame}
      data-phase={phase}
      data-controls={controlsShown || phase !== 'playing' || undefined}
      onMouseMove={revealControls}
      onTouchStart={revealControls}
      onKeyDown={onKeyDown}
      tabIndex={0}
      role="group"
      aria-label={`Video: ${title}`}
    >
      <video
        ref={videoRef}
        className={classes.video}
        src={src}
        preload={inView || autoPlay ? 'metadata' : 'none'}
        playsInline
        autoPlay={autoPlay}
        muted={autoPlay}
        onClick={togglePlay}
        onLoadedMetadata={(e) => {
          setDuration(e.currentTarget.duration);
          setMuted(e.currentTarget.muted);
          setPhase(e.currentTarget.paused ? 'paused' : 'playing');
          if (autoPlay && e.currentTarget.paused) play();
        }}
        onWaiting={() => setPhase('loading')}
        onPlaying={() => {
          setPhase('playing');
          scheduleHide();
        }}
        onPause={() => {
          setPhase('paused');
          setControlsShown(true);
          window.clearTimeout(hideTimer.current);
        }}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onVolumeChange={(e) => {
          setVolume(e.currentTarget.volume);
          setMuted(e.currentTarget.muted);
        }}
        onError={() => setPhase('error')}
      >
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      </video>
      {poster && time === 0 && phase !== 'playing' && (
        // Under the video, as its poster: a lazy image, where a video's own poster loads at once.
        <img className={classes.poster} src={poster} alt="" loading="lazy" decoding="async" />
      )}

      {phase === 'loading' && (
        <div className={classes.overlay} role="status">
          <Loader color="white" size="md" />
          <span>Loading video...</span>
        </div>
      )}
      {phase === 'error' && (
        <div className={classes.overlay} role="alert">
          <span>{errorText}</span>
        </div>
      )}
      {phase === 'paused' && (
        <button type="button" className={classes.bigPlay} onClick={togglePlay} aria-label={`Play ${title}`}>
          <IconPlayerPlayFilled size={30} aria-hidden />
        </button>
      )}

      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          onClick={togglePlay}
          aria-label={phase === 'playing' ? 'Pause' : 'Play'}
          disabled={phase === 'error'}
        >
          {phase === 'playing' ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
        </button>
        <span className={classes.clock}>
          {formatClock(time)} / {formatClock(duration)}
        </span>
        <input
          type="range"
          className={classes.seek}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(e) => seek(Number(e.currentTarget.value))}
          aria-label="Seek"
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          disabled={!duration}
        />
        <button type="button" className={classes.control} onClick={toggleMute} aria-label={muted ? 'Unmute' : 'Mute'}>
          <VolumeIcon size={18} aria-hidden />
        </button>
        <input
          type="range"
          className={classes.volume}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={muted ? 0 : volume}
          onChange={(e) => changeVolume(Number(e.currentTarget.value))}
          aria-label="Volume"
        />
        <button
          type="button"
          className={classes.control}
          onClick={toggleFullscreen}
          aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        >
          {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
        </button>
      </div>
    </div>
  );
}
