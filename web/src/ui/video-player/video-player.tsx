import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';

import { useT } from '@/lib/i18n/use-t';
import { useInView } from '@/lib/use-in-view';

import { CaptionsText } from './captions-control';
import { ControlsBar } from './controls-bar';
import { BigPlayButton, PhaseOverlay, ResumeOffer } from './player-overlays';
import { onPlayerKey, playerKeys } from './player-keys';
import { ShortcutsHelp } from './shortcuts-help';
import { useCaptions, type CaptionFile } from './use-captions';
import { useControlsVisibility } from './use-controls-visibility';
import { useFrameRate } from './use-frame-rate';
import { useFullscreen } from './use-fullscreen';
import { useHls } from './use-hls';
import { usePlayback } from './use-playback';
import { usePositionReport, useReportSchedule } from './use-position-report';
import { type PlayedRange, useWatchReport } from './use-watch-report';
import classes from './video-player.module.css';

/** A saved position is offered only this far from either end: nearer, starting over is the same. */
const RESUME_MARGIN_S = 1;

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  title: string;
  autoPlay?: boolean;
  /** Shown when the file cannot be played; 'Failed to load video' in the page's language unless given. */
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
  /** A moment, in seconds, the video opens at (paused there) once it has loaded: a link to that moment. */
  startAt?: number | null;
  /** The `n` key's action (a lesson's 'Add note'); the key does nothing without it. */
  onAddNote?: () => void;
  /** Filled with the player's PlayerControl. */
  control?: Ref<PlayerControl>;
}

const NO_CAPTIONS: readonly CaptionFile[] = [];

/** What a page beside the player may ask of it: where playback stands, and to go to a moment. */
export interface PlayerControl {
  currentTime: () => number;
  seek: (seconds: number) => void;
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
  errorText,
  analyst = false,
  resumeAt = null,
  onPosition,
  captions = NO_CAPTIONS,
  thumbnails = null,
  onWatched,
  loadOnPlay = false,
  onAddNote,
  control,
  startAt = null,
}: VideoPlayerProps) {
  const t = useT();
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
  const frameRate = useFrameRate(videoRef, src);
  const controls = useControlsVisibility(videoRef);
  const positions = usePositionReport(onPosition);
  const playback = usePlayback(videoRef, {
    autoPlay,
    loadOnPlay,
    frameRate,
    onPlaying: () => {
      positions.markStarted();
      controls.scheduleHide();
    },
    onPause: () => {
      controls.keep();
      positions.report(false);
    },
    onTime: positions.track,
  });
  const { phase, time, duration, volume, muted, rate, started } = playback.state;
  const { play, togglePlay } = playback.actions;
  const load = autoPlay || playback.state.playPressed || (inView && !loadOnPlay);
  const stream = useHls(videoRef, src, load, playback.failed);
  useWatchReport(videoRef, onWatched);
  const subtitles = useCaptions(videoRef, captions);
  const screen = useFullscreen(frameRef);
  useReportSchedule(positions.report, phase === 'playing');
  const [helpOpen, setHelpOpen] = useState(false);
  const helpReturn = useRef<HTMLElement | null>(null);

  useImperativeHandle(
    control,
    () => ({
      currentTime: () => videoRef.current?.currentTime ?? 0,
      seek: (seconds: number) => {
        playback.actions.seek(seconds);
        frameRef.current?.focus();
      },
    }),
    [playback.actions],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !startAt) return;
    const goThere = () => {
      video.currentTime = Math.min(startAt, video.duration || startAt);
    };
    if (video.readyState >= 1) goThere();
    else video.addEventListener('loadedmetadata', goThere, { once: true });
    return () => video.removeEventListener('loadedmetadata', goThere);
  }, [startAt]);

  const playFrom = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    play();
    frameRef.current?.focus();
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

  const actions = { ...playback.actions, toggleFullscreen: screen.toggle, openHelp, toggleCaptions: subtitles.toggle };
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
      data-controls={controls.shown || phase !== 'playing' || helpOpen || undefined}
      onMouseMove={controls.reveal}
      onTouchStart={controls.reveal}
      onKeyDown={(event) => {
        if (helpOpen) return;
        const keys = playerKeys(actions, { volume, analyst, captions: captions.length > 0 });
        onPlayerKey(event, onAddNote ? { ...keys, n: onAddNote } : keys, controls.reveal);
      }}
      tabIndex={0}
      role="group"
      aria-label={t('player.video', { title })}
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
        {...playback.events}
        onError={stream.onError}
      >
        {captions.map((caption) => (
          <track key={caption.url} kind="subtitles" src={caption.url} srcLang={caption.language} label={caption.label} />
        ))}
      </video>
      <CaptionsText cues={subtitles.cues} language={subtitles.language} />
      {poster && time === 0 && phase !== 'playing' && (
        // Under the video, as its poster: a lazy image, where a video's own poster loads at once.
        <img className={classes.poster} src={poster} alt="" loading="lazy" decoding="async" />
      )}
      <PhaseOverlay phase={phase} errorText={errorText} />
      {offerResume && <ResumeOffer at={resumeAt} onResume={() => playFrom(resumeAt)} onStartOver={() => playFrom(0)} />}
      {phase === 'paused' && !offerResume && (time === 0 || !analyst) && (
        // The button goes as playback starts: focus stays in the player, so its keys keep working.
        <BigPlayButton
          title={title}
          onPlay={() => {
            togglePlay();
            frameRef.current?.focus();
          }}
        />
      )}
      {helpOpen && <ShortcutsHelp onClose={closeHelp} />}
      <ControlsBar
        phase={phase}
        time={time}
        duration={duration}
        volume={volume}
        muted={muted}
        rate={rate}
        fullscreen={screen.fullscreen}
        analyst={analyst}
        thumbnails={thumbnails}
        stream={stream}
        captions={{ files: captions, language: subtitles.language, toggle: subtitles.toggle, choose: subtitles.choose }}
        actions={actions}
      />
    </div>
  );
}
