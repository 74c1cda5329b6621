import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';

import { preloadedLoader } from './preloaded-loader';
import { type PreloadedFile, StreamPreloads } from './stream-preload';

const SEGMENT = 'https://site.test/uploads/lesson-videos/v1/360p/segment-00000.ts?e=2&s=x';
const PLAYLIST = 'https://site.test/uploads/lesson-videos/v1/360p/index.m3u8?e=1&s=m';

const stats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** Stands in for hls.js's XHR loader: records what reached the network. */
const network: string[] = [];
class NetworkLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = stats();
  constructor(_config: HlsConfig) {}
  load(context: LoaderContext) {
    this.context = context;
    network.push(context.url);
  }
  abort() {}
  destroy() {}
}

/** Addresses the loader reported refused before asking the network. */
const refused: string[] = [];

function holding(files: Record<string, string | number | null>) {
  const preloads = new StreamPreloads('https://site.test/');
  vi.spyOn(preloads, 'take').mockImplementation((url) => {
    if (!(url in files)) return null;
    const body = files[url];
    const timing = { start: 1, first: 5, end: 9 };
    const file: PreloadedFile | null =
      body === null
        ? null
        : typeof body === 'number'
          ? { url, status: body, date: 0, bytes: new ArrayBuffer(0), timing }
          : { url, status: 200, date: 0, bytes: new TextEncoder().encode(body).buffer, timing };
    return Promise.resolve(file);
  });
  return new (preloadedLoader(NetworkLoader, preloads, (url) => refused.push(url)))({} as HlsConfig);
}

const context = (url: string, responseType: 'text' | 'arraybuffer', rangeEnd = 0): LoaderContext =>
  ({ url, responseType, rangeStart: 0, rangeEnd }) as LoaderContext;

function load(loader: Loader<LoaderContext>, ctx: LoaderContext) {
  return new Promise<{ data: unknown; stats: LoaderStats }>((resolve) => {
    const callbacks = {
      onSuccess: (response: { data?: unknown }, got: LoaderStats) => resolve({ data: response.data, stats: got }),
    };
    loader.load(ctx, {} as LoaderConfiguration, callbacks as unknown as LoaderCallbacks<LoaderContext>);
    setTimeout(() => resolve({ data: undefined, stats: loader.stats }), 20);
  });
}

describe('hls.js loading what was fetched ahead', () => {
  it('answers a held segment as bytes and a held playlist as text, with their real timings, asking the network nothing', async () => {
    network.length = 0;
    const segment = holding({ [SEGMENT]: 'segment bytes' });
    const got = await load(segment, context(SEGMENT, 'arraybuffer'));
    expect(new TextDecoder().decode(got.data as ArrayBuffer)).toBe('segment bytes');
    expect(got.stats).toBe(segment.stats);
    expect(got.stats.loading).toEqual({ start: 1, first: 5, end: 9 });
    expect(got.stats.loaded).toBe(13);
    expect((await load(holding({ [PLAYLIST]: '#EXTM3U' }), context(PLAYLIST, 'text'))).data).toBe('#EXTM3U');
    expect(network).toEqual([]);
  });

  it('asks the network for a file not held, for a byte range, and for one whose early fetch failed', async () => {
    network.length = 0;
    await load(holding({}), context(SEGMENT, 'arraybuffer'));
    await load(holding({ [SEGMENT]: 'segment bytes' }), context(SEGMENT, 'arraybuffer', 100));
    await load(holding({ [SEGMENT]: null }), context(SEGMENT, 'arraybuffer'));
    expect(network).toEqual([SEGMENT, SEGMENT, SEGMENT]);
  });

  it('reports an address refused early (403) before asking the network, so its link is signed afresh', async () => {
    network.length = 0;
    refused.length = 0;
    await load(holding({ [SEGMENT]: 404 }), context(SEGMENT, 'arraybuffer'));
    expect(refused).toEqual([]);
    await load(holding({ [SEGMENT]: 403 }), context(SEGMENT, 'arraybuffer'));
    expect(refused).toEqual([SEGMENT]);
    expect(network).toEqual([SEGMENT, SEGMENT]);
  });
});
