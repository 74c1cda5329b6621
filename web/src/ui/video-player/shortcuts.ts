/** The analyst's player's keyboard shortcuts, as its help overlay lists them. */
export interface Shortcut {
  keys: string[];
  action: string;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ['Space', 'K'], action: 'Play or pause' },
  { keys: ['←', '→'], action: 'Back or forward 5 seconds' },
  { keys: ['J', 'L'], action: 'Back or forward 10 seconds' },
  { keys: [',', '.'], action: 'Previous or next frame (pauses first)' },
  { keys: ['<', '>'], action: 'Slower or faster' },
  { keys: ['↑', '↓'], action: 'Volume up or down' },
  { keys: ['M'], action: 'Mute or unmute' },
  { keys: ['C'], action: 'Captions on or off' },
  { keys: ['F'], action: 'Fullscreen' },
  { keys: ['N'], action: 'Add a note at this moment' },
  { keys: ['?'], action: 'Show these shortcuts' },
  { keys: ['Esc'], action: 'Close this help' },
];

/** Playback speeds the analyst's player offers. */
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;
