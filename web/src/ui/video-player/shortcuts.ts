/** The player's keyboard shortcuts, as the help overlay lists them. */
export interface Shortcut {
  keys: string[];
  action: string;
  /** Only the analyst's player (lesson videos) has it. */
  analyst?: boolean;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ['Space', 'K'], action: 'Play or pause' },
  { keys: ['←', '→'], action: 'Back or forward 5 seconds' },
  { keys: ['J', 'L'], action: 'Back or forward 10 seconds' },
  { keys: [',', '.'], action: 'Previous or next frame (pauses first)' },
  { keys: ['<', '>'], action: 'Slower or faster', analyst: true },
  { keys: ['↑', '↓'], action: 'Volume up or down' },
  { keys: ['M'], action: 'Mute or unmute' },
  { keys: ['F'], action: 'Fullscreen' },
  { keys: ['?'], action: 'Show these shortcuts', analyst: true },
  { keys: ['Esc'], action: 'Close this help', analyst: true },
];

/** Playback speeds the analyst's player offers. */
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;
