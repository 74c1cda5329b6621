import { msg, type MessageId } from '@/lib/i18n/message-id';

/** A key as its cap prints it, or by name where the name is a word (said in the page's language). */
type Key = string | { name: MessageId };

/** The analyst's player's keyboard shortcuts, as its help overlay lists them. */
export interface Shortcut {
  keys: Key[];
  action: MessageId;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: [{ name: msg('player.key.space') }, 'K'], action: msg('player.shortcut.playPause') },
  { keys: ['←', '→'], action: msg('player.shortcut.skip5') },
  { keys: ['J', 'L'], action: msg('player.shortcut.skip10') },
  { keys: [',', '.'], action: msg('player.shortcut.frame') },
  { keys: ['<', '>'], action: msg('player.shortcut.rate') },
  { keys: ['↑', '↓'], action: msg('player.shortcut.volume') },
  { keys: ['M'], action: msg('player.shortcut.mute') },
  { keys: ['C'], action: msg('player.shortcut.captions') },
  { keys: ['F'], action: msg('player.shortcut.fullscreen') },
  { keys: ['N'], action: msg('player.shortcut.note') },
  { keys: ['?'], action: msg('player.shortcut.help') },
  { keys: ['Esc'], action: msg('player.shortcut.close') },
];

/** Playback speeds the analyst's player offers. */
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;
