/**
 * Starts a streamed video before its player exists (issue 35): the master playlist, the first
 * rendition it names (the lowest: master-playlist.ts writes them from the lowest up, and hls.js
 * starts there) and that rendition's first segment, fetched when the learner opens the lesson and
 * held in memory for hls.js (preloaded-loader.ts). On Slow 4G the first frame waits for these three
 * requests in a row; started here they overlap the rendering of the lesson and its own requests.
 * Memory, not the HTTP cache: a paid playlist is answered afresh each time, with links signed then.
 */

/**
 * A file fetched ahead, with its timings on this page's clock (hls.js estimates the bandwidth from
 * them); `status` is the server's answer, the body only when it is a success.
 */
export interface PreloadedFile {
  url: string;
  status: number;
  /** The answer's Date, on the server's clock (0 without one). */
  date: number;
  bytes: ArrayBuffer;
  timing: { start: number; first: number; end: number };
}

type Fetch = (url: string) => Promise<Response>;

/**
 * A file not taken within this time is dropped: a variant playlist's segment links die ten minutes
 * after it was read (decision 0069), and a learner who hovered and moved on will not need it.
 */
const HOLD_MS = 120_000;
/** Three lessons' worth at most: a first segment of the lowest rendition is about 200 KB. */
const MAX_FILES = 9;

/** A segment link this close to its expiry is left to the player, which signs it afresh (segment-links.ts). */
const LINK_MARGIN_MS = 60_000;

const firstUri = (text: string, after?: RegExp): string | null => {
  const lines = text.split('\n').map((line) => line.trim());
  const from = after ? lines.findIndex((line) => after.test(line)) + 1 : 0;
  if (after && from === 0) return null;
  return lines.slice(from).find((line) => line && !line.startsWith('#')) ?? null;
};

export const ok = (file: PreloadedFile) => file.status >= 200 && file.status < 300;

export class StreamPreloads {
  private readonly files = new Map<string, { at: number; file: Promise<PreloadedFile | null> }>();

  constructor(
    private readonly base: string = window.location.href,
    private readonly load: Fetch = (url) => fetch(url, { credentials: 'same-origin', cache: 'no-store' }),
    private readonly now: () => number = () => performance.now(),
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /**
   * Fetches the master playlist and its first rendition's playlist; with `firstSegment`, that
   * rendition's first segment too. A file already held or on its way is not fetched again.
   */
  async preload(src: string, { firstSegment }: { firstSegment: boolean }): Promise<void> {
    const master = await this.hold(src);
    const variantUri = master && ok(master) ? firstUri(this.text(master), /^#EXT-X-STREAM-INF:/) : null;
    if (!master || !variantUri) return;
    const variant = await this.hold(new URL(variantUri, master.url).href);
    const segmentUri = variant && ok(variant) && firstSegment ? firstUri(this.text(variant)) : null;
    if (!variant || !segmentUri) return;
    const segment = new URL(segmentUri, variant.url);
    // The links' expiries are the server's clock: measured from the playlist's Date, as segment-links.ts does.
    const serverNow = variant.date || this.clock();
    if (Number(segment.searchParams.get('e') ?? Infinity) * 1000 - serverNow > LINK_MARGIN_MS) await this.hold(segment.href);
  }

  /** The file fetched ahead for this address, once: hls.js's own request for it is then not made. */
  take(url: string): Promise<PreloadedFile | null> | null {
    const key = this.key(url);
    const held = this.files.get(key);
    if (!held) return null;
    this.files.delete(key);
    return this.fresh(held.at) ? held.file : null;
  }

  private hold(url: string): Promise<PreloadedFile | null> {
    const key = this.key(url);
    const held = this.files.get(key);
    if (held && this.fresh(held.at)) return held.file;
    for (const [at, { at: when }] of this.files) if (!this.fresh(when)) this.files.delete(at);
    while (this.files.size >= MAX_FILES) this.files.delete(this.files.keys().next().value as string);
    const file = this.fetchFile(key);
    this.files.set(key, { at: this.now(), file });
    return file;
  }

  private async fetchFile(url: string): Promise<PreloadedFile | null> {
    const start = this.now();
    try {
      const res = await this.load(url);
      const first = this.now();
      const bytes = res.ok ? await res.arrayBuffer() : new ArrayBuffer(0);
      const date = Date.parse(res.headers.get('date') ?? '') || 0;
      return { url: res.url || url, status: res.status, bytes, date, timing: { start, first, end: this.now() } };
    } catch {
      // Only a head start: the player asks for the file itself and reports what fails.
      return null;
    }
  }

  private text(file: PreloadedFile): string {
    return new TextDecoder().decode(file.bytes);
  }

  private fresh(at: number): boolean {
    return this.now() - at < HOLD_MS;
  }

  private key(url: string): string {
    return new URL(url, this.base).href;
  }
}
