/**
 * A paid HLS video's segment links die within minutes (decision 0069): the server signs them into
 * a variant playlist as it serves it, and checks the learner's enrolment only on the playlist.
 * This keeps a long lecture playing: a segment whose link is about to die, or was refused, is
 * loaded through a link read afresh from its playlist (the one in its folder), at most once a few
 * minutes per rendition however many segments follow. Everything else is left as it is.
 */

/** A link this close to its expiry is signed afresh before it is used. */
const MARGIN_MS = 60_000;

type Fetch = (url: string) => Promise<Response>;

interface SignedLinks {
  /** Each segment's fresh link, by its path. */
  byPath: Map<string, string>;
  /** On this page's clock, when the first of them dies (less the margin). */
  goodUntil: number;
}

const SIGNED_SEGMENT = /^\/uploads\/.+\.ts$/;

export class SegmentLinks {
  /** The signed playlist of each rendition, by its folder ('/uploads/lesson-videos/<id>/360p/'). */
  private readonly playlists = new Map<string, string>();
  private readonly fresh = new Map<string, Promise<SignedLinks | null>>();
  /** Links the server refused: never trusted again, whatever their expiry says. */
  private readonly refused = new Set<string>();
  /** The fresh link each of hls.js's links was last loaded by. */
  private readonly replaced = new Map<string, string>();

  constructor(
    private readonly base: string = window.location.href,
    private readonly load: Fetch = (url) => fetch(url, { credentials: 'same-origin', cache: 'no-store' }),
  ) {}

  /** The renditions' playlists, as the master playlist named them (signed, with the learner's grant). */
  knowPlaylists(urls: readonly string[]): void {
    for (const url of urls) this.playlists.set(folderOf(new URL(url, this.base).pathname), url);
  }

  /**
   * Notes that the server refused this link (a 403: it died, or the page's clock misled us); true
   * when it is a segment link this class can sign afresh, so the load is worth one retry. When it
   * was loaded by a link read here, that read is spent.
   */
  refuse(url: string): boolean {
    const target = new URL(url, this.base);
    if (!this.isSigned(target)) return false;
    this.refused.add(target.href);
    if (this.replaced.delete(target.href)) this.fresh.delete(folderOf(target.pathname));
    return true;
  }

  /**
   * The link to load a file by: for a segment, the link last read from its playlist while that
   * read is good (it is never older than hls.js's own), else hls.js's own while it lives and was
   * not refused, else one read afresh. Anything else as it is.
   */
  async current(url: string): Promise<string> {
    const target = new URL(url, this.base);
    if (!this.isSigned(target)) return url;
    const folder = folderOf(target.pathname);
    const known = await this.fresh.get(folder);
    const held = known && Date.now() < known.goodUntil ? known.byPath.get(target.pathname) : undefined;
    if (held) return this.replace(target, held);
    const expires = Number(target.searchParams.get('e')) * 1000;
    if (!this.refused.has(target.href) && expires - Date.now() > MARGIN_MS) return url;
    const read = (await this.linksIn(folder))?.byPath.get(target.pathname);
    return read ? this.replace(target, read) : url;
  }

  private replace(target: URL, link: string): string {
    this.replaced.set(target.href, link);
    return link;
  }

  private isSigned(target: URL): boolean {
    return SIGNED_SEGMENT.test(target.pathname) && target.searchParams.has('s') && this.playlists.has(folderOf(target.pathname));
  }

  private async linksIn(folder: string): Promise<SignedLinks | null> {
    const held = this.fresh.get(folder);
    const current = held && (await held);
    if (current && Date.now() < current.goodUntil) return current;
    // Reads started at once share one: a second caller finds the first's in `fresh`.
    if (this.fresh.get(folder) !== held) return this.linksIn(folder);
    const reading = this.read(folder);
    this.fresh.set(folder, reading);
    return reading;
  }

  /** Reads the rendition's playlist again: its segments come back signed from now. Null when it is refused. */
  private async read(folder: string): Promise<SignedLinks | null> {
    const playlist = this.playlists.get(folder);
    if (!playlist) return null;
    const asked = Date.now();
    const res = await this.load(playlist).catch(() => null);
    const text = res?.ok ? await res.text().catch(() => null) : null;
    if (!res || text === null) {
      this.fresh.delete(folder);
      return null;
    }
    // The links' expiries are the server's clock: measured from its Date, not this page's clock.
    const serverNow = Date.parse(res.headers.get('date') ?? '') || asked;
    const byPath = new Map<string, string>();
    let firstExpiry = Infinity;
    for (const line of text.split('\n')) {
      const uri = line.trim();
      if (!uri || uri.startsWith('#')) continue;
      const link = new URL(uri, new URL(playlist, this.base));
      byPath.set(link.pathname, `${link.pathname}${link.search}`);
      firstExpiry = Math.min(firstExpiry, Number(link.searchParams.get('e')) * 1000);
    }
    return { byPath, goodUntil: asked + (firstExpiry - serverNow) - MARGIN_MS };
  }
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
