import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One route of the function's Express app, e.g. { method: 'GET', path: '/api/blogs/:id' }. */
export interface ApiRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
}

function walk(stack: Layer[], prefix: string, out: ApiRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all') out.push({ method: method.toUpperCase(), path: `${prefix}${layer.route.path}` });
      }
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, `${prefix}${mount}`, out);
    }
  }
}

/** Every route under /api, read from the built app's own router (functions/lib), so none can be missed. */
export function listApiRoutes(): ApiRoute[] {
  const require = createRequire(import.meta.url);
  const { createApp } = require(join(process.cwd(), 'functions/lib/app.js'));
  const app = createApp();
  const out: ApiRoute[] = [];
  walk(app.router.stack, '', out);
  return out.filter((route) => route.path.startsWith('/api/'));
}

/**
 * Public routes that answer with a published document (a JSON-LD profile, a VC-JWT) rather than the
 * API's `{ success, data }` envelope, because outside verifiers read them as they are.
 */
export const PUBLISHED_DOCUMENTS = ['/api/credentials/issuer', '/api/credentials/status/revocation'];
