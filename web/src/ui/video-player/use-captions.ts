import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** A WebVTT caption file in one language, as the API lists a video's captions. */
export interface CaptionFile {
  /** BCP 47 tag, e.g. `en`, `hi`, `en-IN`. */
  language: string;
  label: string;
  url: string;
}

/** The viewer's last choice (a language, or `off`), kept across videos and visits. */
export const CAPTIONS_STORAGE_KEY = 'video-player.captions';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CAPTIONS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeChoice(language: string | null) {
  try {
    localStorage.setItem(CAPTIONS_STORAGE_KEY, language ?? 'off');
  } catch {
    // Storage can be refused (private windows, quotas): the choice then lasts for this video only.
  }
}

const primary = (tag: string) => tag.split('-')[0].toLowerCase();

/** The remembered language if this video has it (or a variant of it: `en` for `en-IN`); otherwise off. */
function initialLanguage(captions: readonly CaptionFile[]): string | null {
  const stored = storedChoice();
  if (!stored || stored === 'off') return null;
  return (
    captions.find((caption) => caption.language === stored)?.language ??
    captions.find((caption) => primary(caption.language) === primary(stored))?.language ??
    null
  );
}

const isCaptionTrack = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions';

/**
 * Captions from the video's <track>s. The chosen track is `hidden`, not `showing`: its cues are
 * drawn by the player above its controls (a natively drawn cue sits under the control bar), and
 * `cues` holds what is on screen now. Off by default; the viewer's choice is remembered.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, captions: readonly CaptionFile[]) {
  const [language, setLanguage] = useState<string | null>(() => initialLanguage(captions));
  const [cues, setCues] = useState<VTTCue[]>([]);
  // Where `c` turns captions back on: the last language shown, or the first listed.
  const lastShown = useRef<string | null>(language);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracks = video.textTracks;
    let chosen: TextTrack | null = null;
    let element: HTMLTrackElement | undefined;
    const onCueChange = () => setCues(chosen?.activeCues ? (Array.from(chosen.activeCues) as VTTCue[]) : []);
    // Chromium finds a track's active cues only as time moves: a file loaded while the video is
    // paused would show nothing until playback, so the cues at the current time are picked here.
    const onLoad = () => {
      const time = video.currentTime;
      const cues = chosen?.cues ? (Array.from(chosen.cues) as VTTCue[]) : [];
      setCues(cues.filter((cue) => cue.startTime <= time && time < cue.endTime));
    };
    const detach = () => {
      chosen?.removeEventListener('cuechange', onCueChange);
      element?.removeEventListener('load', onLoad);
    };
    const apply = () => {
      detach();
      chosen = null;
      for (const track of Array.from(tracks)) {
        if (!isCaptionTrack(track)) continue;
        const on = language !== null && track.language === language;
        track.mode = on ? 'hidden' : 'disabled';
        if (on) chosen = track;
      }
      element = Array.from(video.querySelectorAll('track')).find((track) => track.track === chosen);
      chosen?.addEventListener('cuechange', onCueChange);
      element?.addEventListener('load', onLoad);
      if (element?.readyState === HTMLTrackElement.LOADED) onLoad();
      else onCueChange();
    };
    apply();
    // A <track> rendered later (a caption added while the player is open) joins the choice.
    tracks.addEventListener('addtrack', apply);
    return () => {
      tracks.removeEventListener('addtrack', apply);
      detach();
    };
  }, [videoRef, language, captions]);

  const choose = useCallback((next: string | null) => {
    if (next) lastShown.current = next;
    setLanguage(next);
    storeChoice(next);
  }, []);

  const toggle = useCallback(() => {
    if (language) choose(null);
    else {
      const again = captions.find((caption) => caption.language === lastShown.current);
      const first = again ?? captions[0];
      if (first) choose(first.language);
    }
  }, [captions, choose, language]);

  // A language removed while it was chosen is simply off.
  const active = captions.some((caption) => caption.language === language) ? language : null;
  return { language: active, cues: active ? cues : [], choose, toggle };
}
