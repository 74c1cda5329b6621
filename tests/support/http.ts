import type { ErrorEnvelope, Session } from '../../functions/src/contract';
import { API_URL } from './env';

/**
 * What /api answers: `{ success, data, message? }` (web/src/lib/api-client's ApiEnvelope) or, on
 * failure, the contract's ErrorEnvelope. One shape rather than a union so an error-path check
 * (`body.message`, `body.errors`) reads without narrowing; `data` is whatever type the caller names
 * from the contract, `unknown` until it does.
 */
export interface ApiBody<T = unknown> {
  success: boolean;
  data: T;
  message?: string;
  errors?: ErrorEnvelope['errors'];
  /** Admin list endpoints answer the whole count beside the page. */
  total?: number;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: ApiBody<T>;
  headers: Headers;
}

/** A response read as text: file downloads (CSV, Markdown, iCalendar) and pages. */
export interface TextResponse {
  status: number;
  body: string;
  headers: Headers;
}

let clientCounter = 0;
/**
 * Each test file talks from its own made-up client address, so per-client rate limits of one
 * file never trip another. (The function trusts the last X-Forwarded-For entry.)
 */
export const testClientAddress = `10.77.${process.pid % 250}.${(clientCounter += 1)}`;

type RequestOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

async function send(method: string, path: string, options: RequestOptions) {
  const headers: Record<string, string> = { 'x-forwarded-for': testClientAddress, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return fetch(`${API_URL}${path}`, { method, headers, body });
}

/** Calls /api; name the answer's `data` type from the contract to read it: `api<CourseDetail>('GET', …)`. */
export async function api<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const res = await send(method, path, options);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as ApiBody<T>, headers: res.headers };
}

/** Calls /api for a body that is not the JSON envelope (a download), answered as text. */
export async function apiText(method: string, path: string, options: RequestOptions = {}): Promise<TextResponse> {
  const res = await send(method, path, options);
  return { status: res.status, body: await res.text(), headers: res.headers };
}

export async function login(email: string, password: string): Promise<Session> {
  const res = await api<Session>('POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function register(name: string, email: string, password = 'secret123') {
  const res = await api<Session>('POST', '/auth/register', { body: { name, email, password } });
  if (res.status !== 201) throw new Error(`register ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Firestore document reads the request cost, as the function's read meter reports on the emulator. */
function meteredHeader(res: { headers: Headers }, name: string): number {
  const header = res.headers.get(name);
  if (header === null) throw new Error(`no ${name} header: is the function running on the emulator?`);
  return Number(header);
}

/** The Firestore document reads the request cost, as the function's meter counted them. */
export const readsOf = (res: { headers: Headers }) => meteredHeader(res, 'x-firestore-reads');
/** The Firestore document writes the request committed. */
export const writesOf = (res: { headers: Headers }) => meteredHeader(res, 'x-firestore-writes');
