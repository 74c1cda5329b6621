import { Loader } from '@mantine/core';
import {
  IconChevronLeftPipe,
  IconChevronRightPipe,
  IconKeyboard,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRefresh,
  IconRewindBackward10,
  IconRewindForward10,
  IconVolume,
  IconVolume2,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useInView } from '@/lib/use-in-view';

import { CaptionsControl, CaptionsText } from './captions-control';
import { formatClock } from './format-clock';
import { PLAYBACK_RATES } from './shortcuts';
import { SeekPreview } from './seek-preview';
import { ShortcutsHelp } from './shortcuts-help';
import { useCaptions, type CaptionFile } from './use-captions';
import { useFrameRate } from './use-frame-rate';
import { AUTO_QUALITY, useHls } from './use-hls';
import { type PlayedRange, useWatchReport } from './use-watch-report';
import classes from './video-player.module.css';

/** Controls hide this long after playback starts (SPEC section 9). */
export const CONTROLS_HIDE_MS = 3000;
/** Volume moves in steps of 0.1 (SPEC section 9). */
export const VOLUME_STEP = 0.1;
/** While playing, the position is reported this often (and on every pause and on leaving). */
export const POSITION_REPORT_MS = 10_000;
/** A saved position is offered only this far from either end: nearer, starting over is the same. */
const RESUME_MARGIN_S = 1;

type Phase = 'loading' | 'paused' | 'playing' | 'error';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  title: string;
  autoPlay?: boolean;
  /** Shown when the file cannot be played. */
  errorText?: string;
  /** The analyst's controls (lesson videos): playback speed, skip and frame buttons, the shortcuts help. */
  analyst?: boolean;
  /** A saved position, in seconds, offered as 'Resume at m:ss' before playback starts. */
  resumeAt?: number | null;
  /**
   * Where playback stands, once it has started: every 10 s while playing, on pause and end, and
   * when the page or the player goes away (`leaving`: the request must outlive the page).
   */
  onPosition?: (position: number, duration: number, leaving: boolean) => void;
  /** WebVTT caption files, one per language: off until the viewer turns them on (`c`). */
  captions?: readonly CaptionFile[];
  /** The seek-preview index (WebVTT naming sprite tiles), shown above the seek bar on hover. */
  thumbnails?: string | null;
  /** The ranges really played, for watch-based completion (use-watch-report.ts); nothing is collected without it. */
  onWatched?: (ranges: PlayedRange[], leaving: boolean) => void;
  /**
   * Nothing (hls.js, the playlist, the file) loads before play is pressed, even on screen: the home
   * page's highlights keep the page as light as it was. Playback starts once the stream is in.
   */
  loadOnPlay?: boolean;
}

const NO_CAPTIONS: readonly CaptionFile[] = [];

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;

/** Keys a focused control answers itself: the player's shortcuts leave them alone there. */
function handledNatively(target: HTMLElement, key: string): boolean {
  if (target.tagName === 'BUTTON') return key === ' ' || key === 'Enter';
  if (target.tagName === 'INPUT' || target.tagName === 'SELECT') {
    return [' ', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
  }
  return false;
}

/**
 * The site's video player (give it a `key` per source so a new video starts from a fresh state):
 * loading, paused and playing states, seek, volume, mute and fullscreen, 5 and 10 s skips and frame
 * steps by keyboard; for analysts also speed, skip and frame buttons, shortcuts help and resuming.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  autoPlay = false,
  errorText = 'Failed to load video',
  analyst = false,
  resumeAt = null,
  onPosition,
  captions = NO_CAPTIONS,
  thumbnails = null,
  onWatched,
  loadOnPlay = false,
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
  const frameRate = useFrameRate(videoRef, src);
  const [phase, setPhase] = useState<Phase>(loadOnPlay ? 'paused' : 'loading');
  const failed = useCallback(() => setPhase('error'), []);
  const [playPressed, setPlayPressed] = useState(false);
  const playWhenLoaded = useRef(false);
  const load = autoPlay || playPressed || (inView && !loadOnPlay);
  const stream = useHls(videoRef, src, load, failed);
  useWatchReport(videoRef, onWatched);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [controlsShown, setControlsShown] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [started, setStarted] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpReturn = useRef<HTMLElement | null>(null);
  const seekRef = useRef<HTMLInputElement>(null);
  const subtitles = useCaptions(videoRef, captions);

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

  // Position reports: the latest callback in a ref, so reporting never restarts the timers.
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  }, [onPosition]);
  const startedRef = useRef(false);
  const lastReported = useRef<number | null>(null);
  // Kept beside the element: when the player unmounts, its effects' cleanup runs after the element has gone.
  const playhead = useRef({ position: 0, duration: 0 });
  const report = useCallback((leaving: boolean) => {
    const { position, duration: length } = playhead.current;
    // Before playback starts there is nothing to report, and a 0 would overwrite a saved position.
    if (!startedRef.current || !onPositionRef.current) return;
    if (!Number.isFinite(length) || length <= 0 || lastReported.current === position) return;
    lastReported.current = position;
    onPositionRef.current(position, length, leaving);
  }, []);

  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = window.setInterval(() => report(false), POSITION_REPORT_MS);
    return () => window.clearInterval(timer);
  }, [phase, report]);

  useEffect(() => {
    const onLeave = () => report(true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // The player closes with its lesson: where it stopped is saved then too.
      report(true);
    };
  }, [report]);

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
  }, [loadOnPlay]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) play();
    else video.pause();
  };

  const playFrom = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    play();
    frameRef.current?.focus();
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

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  };

  const openHelp = () => {
    helpReturn.current = document.activeElement instanceof HTMLElement ? document.activeElement : frameRef.current;
    setHelpOpen(true);
  };

  const closeHelp = () => {
    setHelpOpen(false);
    const back = helpReturn.current?.isConnected ? helpReturn.current : frameRef.current;
    // After the overlay has gone, so focus does not land on a button about to vanish.
    window.requestAnimationFrame(() => back?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (helpOpen || event.ctrlKey || event.metaKey || event.altKey) return;
    if (handledNatively(event.target as HTMLElement, event.key)) return;
    const keys: Record<string, () => void> = {
      ' ': togglePlay,
      k: togglePlay,
      m: toggleMute,
      f: toggleFullscreen,
      ArrowRight: () => skip(5),
      ArrowLeft: () => skip(-5),
      l: () => skip(10),
      j: () => skip(-10),
      '.': () => stepFrame(1),
      ',': () => stepFrame(-1),
      ArrowUp: () => changeVolume(volume + VOLUME_STEP),
      ArrowDown: () => changeVolume(volume - VOLUME_STEP),
      ...(analyst ? { '>': () => stepRate(1), '<': () => stepRate(-1), '?': openHelp } : {}),
      ...(captions.length > 0 ? { c: subtitles.toggle } : {}),
    };
    const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
    revealControls();
  };

  const VolumeIcon = muted || volume === 0 ? IconVolumeOff : volume < 0.5 ? IconVolume2 : IconVolume;
  const offerResume =
    !started &&
    phase === 'paused' &&
    resumeAt !== null &&
    resumeAt >= RESUME_MARGIN_S &&
    (!duration || resumeAt <= duration - RESUME_MARGIN_S);

  return (
    <div
      ref={setFrame}
      className={classes.frame}
      data-phase={phase}
      data-controls={controlsShown || phase !== 'playing' || helpOpen || undefined}
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
        src={stream.hls ? undefined : src}
        preload={load ? 'metadata' : 'none'}
        playsInline
        autoPlay={autoPlay}
        muted={autoPlay}
        onClick={togglePlay}
        onLoadedMetadata={(e) => {
          setDuration(e.currentTarget.duration);
          setMuted(e.currentTarget.muted);
          setPhase(e.currentTarget.paused ? 'paused' : 'playing');
          if ((autoPlay || playWhenLoaded.current) && e.currentTarget.paused) play();
          playWhenLoaded.current = false;
        }}
        onWaiting={() => setPhase('loading')}
        onPlaying={() => {
          setPhase('playing');
          startedRef.current = true;
          setStarted(true);
          scheduleHide();
        }}
        onPause={() => {
          setPhase('paused');
          setControlsShown(true);
          window.clearTimeout(hideTimer.current);
          report(false);
        }}
        onTimeUpdate={(e) => {
          const video = e.currentTarget;
          playhead.current = { position: video.currentTime, duration: video.duration };
          setTime(video.currentTime);
        }}
        onRateChange={(e) => setRate(e.currentTarget.playbackRate)}
        onVolumeChange={(e) => {
          setVolume(e.currentTarget.volume);
          setMuted(e.currentTarget.muted);
        }}
        onError={stream.onError}
      >
        {captions.map((caption) => (
          <track key={caption.url} kind="subtitles" src={caption.url} srcLang={caption.language} label={caption.label} />
        ))}
      </video>
      <CaptionsText cues={subtitles.cues} />
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
      {offerResume && (
        <div className={classes.resume}>
          <button type="button" className={classes.resumeButton} onClick={() => playFrom(resumeAt)}>
            <IconPlayerPlayFilled size={18} aria-hidden /> Resume at {formatClock(resumeAt)}
          </button>
          <button type="button" className={classes.startOver} onClick={() => playFrom(0)}>
            <IconRefresh size={16} aria-hidden /> Start over
          </button>
        </div>
      )}
      {phase === 'paused' && !offerResume && (time === 0 || !analyst) && (
        <button type="button" className={classes.bigPlay} onClick={togglePlay} aria-label={`Play ${title}`}>
          <IconPlayerPlayFilled size={30} aria-hidden />
        </button>
      )}
      {helpOpen && <ShortcutsHelp onClose={closeHelp} />}

      <div className={classes.controls}>
        {thumbnails && <SeekPreview seekRef={seekRef} thumbnails={thumbnails} duration={duration} />}
        <input
          ref={seekRef}
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
        <div className={classes.buttons}>
          <button
            type="button"
            className={classes.control}
            onClick={togglePlay}
            aria-label={phase === 'playing' ? 'Pause' : 'Play'}
            disabled={phase === 'error'}
          >
            {phase === 'playing' ? (
              <IconPlayerPauseFilled size={18} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={18} aria-hidden />
            )}
          </button>
          {analyst && (
            <>
              <button
                type="button"
                className={`${classes.control} ${classes.wide}`}
                onClick={() => skip(-10)}
                aria-label="Back 10 seconds"
              >
                <IconRewindBackward10 size={18} aria-hidden />
              </button>
              <button
                type="button"
                className={`${classes.control} ${classes.wide}`}
                onClick={() => skip(10)}
                aria-label="Forward 10 seconds"
              >
                <IconRewindForward10 size={18} aria-hidden />
              </button>
              <button type="button" className={classes.control} onClick={() => stepFrame(-1)} aria-label="Previous frame">
                <IconChevronLeftPipe size={18} aria-hidden />
              </button>
              <button type="button" className={classes.control} onClick={() => stepFrame(1)} aria-label="Next frame">
                <IconChevronRightPipe size={18} aria-hidden />
              </button>
            </>
          )}
          <span className={classes.clock}>
            {formatClock(time)}
            <span className={classes.clockTotal}> / {formatClock(duration)}</span>
          </span>
          <span className={classes.spacer} />
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
          {analyst && (
            <>
              <select
                className={classes.speed}
                value={rate}
                onChange={(e) => changeRate(Number(e.currentTarget.value))}
                aria-label="Playback speed"
              >
                {PLAYBACK_RATES.map((option) => (
                  <option key={option} value={option}>
                    {option}×
                  </option>
                ))}
              </select>
              {stream.qualities.length > 1 && (
                <select
                  className={classes.speed}
                  value={stream.quality}
                  onChange={(e) => stream.setQuality(Number(e.currentTarget.value))}
                  aria-label="Quality"
                >
                  <option value={AUTO_QUALITY}>Auto</option>
                  {stream.qualities.map((option) => (
                    <option key={option.index} value={option.index}>
                      {option.height}p
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className={`${classes.control} ${classes.wide}`}
                onClick={openHelp}
                aria-label="Keyboard shortcuts"
                aria-haspopup="dialog"
              >
                <IconKeyboard size={18} aria-hidden />
              </button>
            </>
          )}
          <CaptionsControl
            captions={captions}
            language={subtitles.language}
            onToggle={subtitles.toggle}
            onChoose={subtitles.choose}
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
    </div>
  );
}
