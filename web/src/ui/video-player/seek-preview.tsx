import { useEffect, useRef, useState, type RefObject } from 'react';

import { formatClock } from './format-clock';
import { parsePreviewIndex, tileAt, type PreviewTile } from './seek-previews';
import classes from './seek-preview.module.css';

/** After a keyboard seek the preview stays this long, then goes. */
const KEYBOARD_PREVIEW_MS = 1200;

interface Hover {
  time: number;
  /** Where along the seek bar, in px from its left edge. */
  left: number;
  /** The bar's place in the control bar, which the preview is positioned in. */
  bar: { left: number; width: number; bottom: number };
}

/**
 * The picture at a time on the seek bar: shown while the pointer hovers or drags the bar, and briefly
 * after a keyboard seek, with the time under it. The preview index (WebVTT) is fetched on the first
 * hover, not with the page: most viewers never look.
 */
export function SeekPreview({
  seekRef,
  thumbnails,
  duration,
}: {
  seekRef: RefObject<HTMLInputElement | null>;
  thumbnails: string;
  duration: number;
}) {
  const [hover, setHover] = useState<Hover | null>(null);
  const [tiles, setTiles] = useState<PreviewTile[] | null>(null);
  const requested = useRef(false);

  useEffect(() => {
    const seek = seekRef.current;
    if (!seek || !duration) return;
    let keyTimer: number | undefined;
    let byKey = false;
    const load = () => {
      if (requested.current) return;
      requested.current = true;
      fetch(thumbnails)
        .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${res.status}`))))
        .then((text) => setTiles(parsePreviewIndex(text, thumbnails)))
        // Without its index the preview still shows the time.
        .catch(() => setTiles([]));
    };
    const at = (fraction: number) => {
      const clamped = Math.min(1, Math.max(0, fraction));
      load();
      const width = seek.getBoundingClientRect().width;
      const bottom = (seek.offsetParent?.clientHeight ?? 0) - seek.offsetTop + 6;
      setHover({ time: clamped * duration, left: clamped * width, bar: { left: seek.offsetLeft, width, bottom } });
    };
    const onPointer = (event: PointerEvent) => {
      const rect = seek.getBoundingClientRect();
      if (rect.width > 0) at((event.clientX - rect.left) / rect.width);
    };
    const hide = () => setHover(null);
    const onKey = () => {
      byKey = true;
    };
    const onInput = () => {
      if (!byKey) return;
      byKey = false;
      at(Number(seek.value) / duration);
      window.clearTimeout(keyTimer);
      keyTimer = window.setTimeout(hide, KEYBOARD_PREVIEW_MS);
    };
    seek.addEventListener('pointermove', onPointer);
    seek.addEventListener('pointerdown', onPointer);
    seek.addEventListener('pointerleave', hide);
    // A finger lifted leaves nothing hovering; a mouse still hovers where it let go.
    const onRelease = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') hide();
    };
    seek.addEventListener('pointerup', onRelease);
    seek.addEventListener('keydown', onKey);
    seek.addEventListener('input', onInput);
    seek.addEventListener('blur', hide);
    return () => {
      window.clearTimeout(keyTimer);
      seek.removeEventListener('pointermove', onPointer);
      seek.removeEventListener('pointerdown', onPointer);
      seek.removeEventListener('pointerleave', hide);
      seek.removeEventListener('pointerup', onRelease);
      seek.removeEventListener('keydown', onKey);
      seek.removeEventListener('input', onInput);
      seek.removeEventListener('blur', hide);
    };
  }, [seekRef, thumbnails, duration]);

  if (!hover) return null;
  const tile = tiles ? tileAt(tiles, hover.time) : null;
  const width = tile?.width ?? 0;
  const { bar } = hover;
  // Centred on the pointer, stopped at either end of the bar; just above the bar.
  const half = Math.max(width, 56) / 2;
  const left = bar.left + Math.min(Math.max(hover.left, half), bar.width - half);
  return (
    <div className={classes.preview} style={{ left, bottom: bar.bottom }} data-testid="seek-preview" aria-hidden>
      {tile && (
        <div
          className={classes.tile}
          data-testid="seek-preview-image"
          style={{
            width: tile.width,
            height: tile.height,
            backgroundImage: `url("${tile.sprite.replace(/"/g, '%22')}")`,
            backgroundPosition: `-${tile.x}px -${tile.y}px`,
          }}
        />
      )}
      <span className={classes.time}>{formatClock(hover.time)}</span>
    </div>
  );
}
