import type { Application, Request } from 'express';

/**
 * The Express route pattern a request matched ('/api/courses/:courseId'), for logs: never the path
 * itself, which holds ids, and never the query, which holds signed links' values. Express keeps only
 * the matched route's own pattern (`req.route.path`) and forgets where its router was mounted once the
 * request leaves that router (an error on its way to the error handler), so each route's whole
 * pattern is worked out once from the app's routers, as `router.listRoutes()` walks them.
 */
const patterns = new WeakMap<Application, Map<object, string>>();

interface Layer {
  rawPath?: unknown;
  route?: object & { path?: unknown };
  handle?: { stack?: Layer[] };
}

const pathText = (path: unknown) =>
  path instanceof RegExp ? path.source : Array.isArray(path) ? path.join('|') : String(path ?? '');

function collect(stack: Layer[], prefix: string, into: Map<object, string>): void {
  for (const layer of stack) {
    const path = pathText(layer.rawPath);
    if (layer.route) {
      if (!into.has(layer.route)) into.set(layer.route, `${prefix}${path}` || '/');
    } else if (Array.isArray(layer.handle?.stack)) {
      collect(layer.handle.stack, path === '/' ? prefix : `${prefix}${path}`, into);
    }
  }
}

function patternsOf(app: Application): Map<object, string> {
  let known = patterns.get(app);
  if (!known) {
    known = new Map();
    collect((app as unknown as { router: { stack: Layer[] } }).router.stack, '', known);
    patterns.set(app, known);
  }
  return known;
}

/** The matched route's whole pattern, or '(no route)' for a request no route took (a 404, or one refused before routing). */
export function routePattern(req: Request): string {
  const route = req.route as object | undefined;
  return (route && req.app && patternsOf(req.app).get(route)) || '(no route)';
}
