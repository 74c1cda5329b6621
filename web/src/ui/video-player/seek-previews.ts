/** One tile of a seek-preview sprite: the time range it stands for and where it sits in the sprite. */
export interface PreviewTile {
  start: number;
  end: number;
  sprite: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMESTAMP = String.raw`(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}\s+-->\s+${TIMESTAMP}`);
const TILE = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * The tiles a WebVTT seek-preview index names (`start --> end`, then `sprite.jpg#xywh=x,y,w,h`). A
 * sprite's address is resolved against the index's own: a paid video's index names signed
 * `/uploads/…` paths, a public one's a file beside it.
 */
export function parsePreviewIndex(text: string, indexUrl: string, base = window.location.href): PreviewTile[] {
  const lines = text.split(/\r\n|\r|\n/);
  const page = new URL(base);
  const index = new URL(indexUrl, page);
  const tiles: PreviewTile[] = [];
  for (let i = 0; i < lines.length - 1; i += 1) {
    const timing = TIMING.exec(lines[i].trim());
    const tile = timing && TILE.exec(lines[i + 1].trim());
    if (!timing || !tile) continue;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    const sprite = new URL(tile[1], index);
    tiles.push({
      start: seconds(h1, m1, s1, ms1),
      end: seconds(h2, m2, s2, ms2),
      sprite: sprite.origin === page.origin ? `${sprite.pathname}${sprite.search}` : sprite.href,
      x: Number(tile[2]),
      y: Number(tile[3]),
      width: Number(tile[4]),
      height: Number(tile[5]),
    });
  }
  return tiles.sort((a, b) => a.start - b.start);
}

/** The tile showing `time`: the last one starting at or before it. */
export function tileAt(tiles: readonly PreviewTile[], time: number): PreviewTile | null {
  let low = 0;
  let high = tiles.length - 1;
  let found: PreviewTile | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tiles[mid].start <= time) {
      found = tiles[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found ?? tiles[0] ?? null;
}
