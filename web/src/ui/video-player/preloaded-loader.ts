import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';

import { ok, type StreamPreloads } from './stream-preload';

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js's loader, answering from `preloads` a file fetched ahead for that address (a whole file
 * only, not a byte range), and asking `Base` for anything else or for a file whose early fetch
 * failed. `refused` hears an address the server refused early (403), before `Base` asks for it, so
 * a segment can be signed afresh as when hls.js's own request is refused.
 */
export function preloadedLoader(Base: LoaderClass, preloads: StreamPreloads, refused: (url: string) => void): LoaderClass {
  return class PreloadedLoader implements Loader<LoaderContext> {
    private readonly network: Loader<LoaderContext>;
    private own: { context: LoaderContext; callbacks: LoaderCallbacks<LoaderContext> } | null = null;
    private done = false;

    constructor(config: HlsConfig) {
      this.network = new Base(config);
    }

    // One stats object either way: hls.js keeps a reference to it before it calls load().
    get stats(): LoaderStats {
      return this.network.stats;
    }

    get context(): LoaderContext | null {
      return this.own?.context ?? this.network.context;
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      // hls.js asks for a byte range by a rangeEnd past zero, as its own loaders read it.
      const held = context.rangeEnd ? null : preloads.take(context.url);
      if (!held) {
        this.network.load(context, config, callbacks);
        return;
      }
      this.own = { context, callbacks };
      void held.then((file) => {
        if (this.done) return;
        if (!file || !ok(file)) {
          if (file?.status === 403) refused(context.url);
          this.own = null;
          this.network.load(context, config, callbacks);
          return;
        }
        this.done = true;
        const { stats } = this;
        Object.assign(stats.loading, file.timing);
        stats.loaded = stats.total = file.bytes.byteLength;
        const data = context.responseType === 'arraybuffer' ? file.bytes : new TextDecoder().decode(file.bytes);
        callbacks.onSuccess({ url: file.url, data, code: 200 }, stats, context, null);
      });
    }

    abort(): void {
      if (this.own && !this.done) {
        this.done = true;
        this.stats.aborted = true;
        this.own.callbacks.onAbort?.(this.stats, this.own.context, null);
      }
      this.network.abort();
    }

    destroy(): void {
      this.done = true;
      this.network.destroy();
    }
  };
}
