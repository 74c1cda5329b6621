// @ts-check
// What a thousand page views cost in Firestore reads, from each page's reads per render and its
// cache rules, for one stated traffic shape. Pure arithmetic: page-reads.mjs measures the inputs.

/**
 * How long a shared cache (a CDN edge) may keep the answer, in seconds: `s-maxage`, else `max-age`;
 * 0 when it must not keep it (`no-store`, `no-cache`, `private`) or says nothing.
 */
export function sharedCacheSeconds(cacheControl) {
  const directives = new Map(
    String(cacheControl ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name, value]),
  );
  if (['no-store', 'no-cache', 'private'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Renders per hour of one page that gets `viewsPerHour` views evenly spaced, behind one CDN edge
 * keeping each render `ttl` seconds: a view that finds no fresh copy renders (a stale copy served
 * under stale-while-revalidate renders in the background all the same), and the views arriving
 * before that copy is `ttl` seconds old are served from it (at `ttl` it is stale). Without a CDN (`ttl` 0) every view renders.
 */
export function rendersPerHour(viewsPerHour, ttl) {
  if (viewsPerHour <= 0) return 0;
  if (ttl <= 0) return viewsPerHour;
  // Views at 0, Δ, 2Δ… after a render (Δ = 3600 / viewsPerHour) find it fresh while kΔ < ttl.
  const viewsPerRender = Math.max(1, Math.ceil((ttl * viewsPerHour) / 3600));
  return viewsPerHour / viewsPerRender;
}

/**
 * Firestore reads per 1,000 page views when `viewsPerHour` views spread evenly over `pages`
 * (each `{ reads, ttl }`: reads of one render, seconds a CDN edge keeps it), with one CDN edge
 * honouring each page's `ttl` and with no CDN at all.
 */
export function readsPerThousandViews(pages, viewsPerHour = 1000) {
  if (!pages.length || viewsPerHour <= 0) throw new Error('readsPerThousandViews: no pages or no views');
  const perPage = viewsPerHour / pages.length;
  const perHour = (cdn) => pages.reduce((sum, page) => sum + page.reads * rendersPerHour(perPage, cdn ? page.ttl : 0), 0);
  const perThousand = (reads) => (reads * 1000) / viewsPerHour;
  return { cached: perThousand(perHour(true)), uncached: perThousand(perHour(false)) };
}
