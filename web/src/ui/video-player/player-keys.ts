import type { KeyboardEvent } from 'react';

import { VOLUME_STEP } from './use-playback';

/** Keys a focused control answers itself: the player's shortcuts leave them alone there. */
function handledNatively(target: HTMLElement, key: string): boolean {
  if (target.tagName === 'BUTTON') return key === ' ' || key === 'Enter';
  if (target.tagName === 'INPUT' || target.tagName === 'SELECT') {
    return [' ', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
  }
  return false;
}

export interface PlayerKeyActions {
  togglePlay: () => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  skip: (seconds: number) => void;
  stepFrame: (frames: number) => void;
  changeVolume: (volume: number) => void;
  stepRate: (direction: 1 | -1) => void;
  openHelp: () => void;
  toggleCaptions: () => void;
}

/**
 * The player's keyboard (the help overlay lists it, shortcuts.ts): every player has play, seek,
 * frame, volume, mute and fullscreen keys; the analyst's adds speed and help, and captions add `c`.
 */
export function playerKeys(
  actions: PlayerKeyActions,
  { volume, analyst, captions }: { volume: number; analyst: boolean; captions: boolean },
): Record<string, () => void> {
  return {
    ' ': actions.togglePlay,
    k: actions.togglePlay,
    m: actions.toggleMute,
    f: actions.toggleFullscreen,
    ArrowRight: () => actions.skip(5),
    ArrowLeft: () => actions.skip(-5),
    l: () => actions.skip(10),
    j: () => actions.skip(-10),
    '.': () => actions.stepFrame(1),
    ',': () => actions.stepFrame(-1),
    ArrowUp: () => actions.changeVolume(volume + VOLUME_STEP),
    ArrowDown: () => actions.changeVolume(volume - VOLUME_STEP),
    ...(analyst ? { '>': () => actions.stepRate(1), '<': () => actions.stepRate(-1), '?': actions.openHelp } : {}),
    ...(captions ? { c: actions.toggleCaptions } : {}),
  };
}

/**
 * Runs the key's action, unless a modifier is held or the focused control answers the key itself;
 * `after` follows every action (the controls show again).
 */
export function onPlayerKey(event: KeyboardEvent<HTMLElement>, keys: Record<string, () => void>, after: () => void) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (handledNatively(event.target as HTMLElement, event.key)) return;
  const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  if (!action) return;
  event.preventDefault();
  action();
  after();
}
