import type { Session } from '@contract';

import { takeEarlyRequest } from './early-requests';

/** One field problem from the error envelope (SPEC section 8). */
export interface FieldError {
  msg: string;
  path?: string;
}

const DEFAULT_ERROR_MESSAGE = 'API request failed';
const API_BASE = '/api';
/** Refresh the ID token when it has less than this left, so a session outlives the one-hour token. */
const REFRESH_MARGIN_MS = 2 * 60 * 1000;
/** A 401 on these means the session itself is gone (SPEC section 8). */
const SESSION_PATHS = new Set(['/auth/me', '/auth/logout']);

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/**
 * How the client reaches the signed-in session. The app wires it to the session store at start-up,
 * so this module stays free of feature code.
 */
export interface SessionBridge {
  getSession(): Session | null;
  setSession(session: Session): void;
  clearSession(): void;
  /** Called after a 401 on a session endpoint, once the session is cleared. */
  onSessionEnded(): void;
}

let bridge: SessionBridge = {
  getSession: () => null,
  setSession: () => undefined,
  clearSession: () => undefined,
  onSessionEnded: () => undefined,
};

export function connectSession(next: SessionBridge): void {
  bridge = next;
}

/** The signed-in user's uid, or null: what a copy kept on this device is filed under. */
export function signedInUid(): string | null {
  return bridge.getSession()?.user.uid ?? null;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Query;
  /** Shown when the server gives no message of its own. */
  errorMessage?: string;
  signal?: AbortSignal;
  /** The request outlives the page (a last save on leaving it); its body must stay under 64 KB. */
  keepalive?: boolean;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, clientMessage?: string): ApiError {
  const envelope = isRecord(body) ? body : {};
  const message = nonEmptyString(envelope.error) ?? nonEmptyString(envelope.message) ?? clientMessage ?? DEFAULT_ERROR_MESSAGE;
  const fieldErrors = Array.isArray(envelope.errors)
    ? envelope.errors
        .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.msg === 'string')
        .map((item) => ({ msg: item.msg as string, ...(typeof item.path === 'string' ? { path: item.path } : {}) }))
    : [];
  return new ApiError(status, message, fieldErrors, body);
}

let refreshInFlight: Promise<Session | null> | null = null;

async function renewSession(stale: Session): Promise<Session | null> {
  try {
    const res = await fetch(buildUrl('/auth/refresh'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken: stale.refreshToken }),
    });
    const body = await readBody(res);
    // Someone logged out or in while the refresh was in flight: their session wins.
    const stillCurrent = bridge.getSession()?.refreshToken === stale.refreshToken;
    if (res.ok && isRecord(body) && isRecord(body.data) && typeof body.data.token === 'string') {
      const renewed = body.data as unknown as Session;
      if (stillCurrent) bridge.setSession(renewed);
      return stillCurrent ? renewed : bridge.getSession();
    }
    if ((res.status === 401 || res.status === 403) && stillCurrent) {
      bridge.clearSession();
      return null;
    }
  } catch {
    // Network trouble: fall through and try the current token; the server decides.
  }
  return bridge.getSession();
}

/** The bearer token to send, renewed first when it is about to expire. */
async function currentToken(): Promise<string | null> {
  const session = bridge.getSession();
  if (!session) return null;
  if (session.expiresAt - Date.now() > REFRESH_MARGIN_MS) return session.token;
  refreshInFlight ??= renewSession(session).finally(() => {
    refreshInFlight = null;
  });
  return (await refreshInFlight)?.token ?? null;
}

/** The one way the SPA calls /api. Resolves with the parsed JSON body; rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, errorMessage, signal, keepalive } = options;
  const headers = new Headers({ ...options.headers, accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }

  const token = await currentToken();
  if (token) headers.set('authorization', `Bearer ${token}`);

  const url = buildUrl(path, query);
  // A plain GET the shell may have asked for already, while the app's scripts loaded.
  const early = method === 'GET' && !options.headers ? takeEarlyRequest(url, token) : null;
  let res: Response;
  try {
    // An early request that failed on the network is asked again here.
    res =
      (await early?.catch(() => null)) ??
      (await fetch(url, { method, headers, body: payload, credentials: 'include', signal, keepalive }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, errorMessage ?? DEFAULT_ERROR_MESSAGE);
  }

  const parsed = await readBody(res);
  if (!res.ok || (isRecord(parsed) && parsed.success === false)) {
    if (res.status === 401 && SESSION_PATHS.has(path.split('?')[0])) {
      bridge.clearSession();
      bridge.onSessionEnded();
    }
    throw toApiError(res.status, parsed, errorMessage);
  }
  return parsed as T;
}

/**
 * A file the API sends only to the signed-in caller (a proforma PDF, a CSV), as a Blob: a plain
 * link cannot carry the bearer token. Rejects with ApiError as any call does.
 */
export async function apiFile(path: string, errorMessage: string): Promise<{ file: Blob; filename: string | null }> {
  const token = await currentToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  } catch {
    throw new ApiError(0, errorMessage);
  }
  if (!res.ok) throw toApiError(res.status, await readBody(res), errorMessage);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { file: await res.blob(), filename };
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The `{ success, message, data }` envelope of a successful call. */
export interface ApiEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}
