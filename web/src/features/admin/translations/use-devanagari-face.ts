import devanagariFace from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import { useEffect } from 'react';

/** The family the editor falls back to for Devanagari: not the public pages' subset, which holds the catalogues' characters only. */
export const EDITOR_DEVANAGARI = 'Editor Devanagari';

let added = false;

/**
 * The whole Devanagari block of Noto Sans Devanagari, for the translation editor alone: an author
 * types any Hindi, and a computer without a Devanagari face would show boxes. Loaded when the
 * editor opens, never by the public pages (their stylesheet holds no reference to it).
 */
export function useDevanagariFace(): void {
  useEffect(() => {
    if (added || typeof FontFace === 'undefined' || !('fonts' in document)) return;
    added = true;
    document.fonts.add(
      new FontFace(EDITOR_DEVANAGARI, `url(${devanagariFace}) format("woff2")`, { weight: '100 900', display: 'swap' }),
    );
  }, []);
}
