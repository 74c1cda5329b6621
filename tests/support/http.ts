import { API_URL } from './env';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

let clientCounter = 0;
/**
 * Each test file talks from its own made-up client address, so per-client rate limits of one
 * file never trip another. (The function trusts the last X-Forwarded-For entry.)
 */
export const testClientAddress = `10.77.${process.pid % 250}.${(clientCounter += 1)}`;

export async function api<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': testClientAddress, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${API_URL}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function login(email: string, password: string): Promise<{ token: string; refreshToken: string; user: any }> {
  const res = await api('POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function register(name: string, email: string, password = 'secret123') {
  const res = await api('POST', '/auth/register', { body: { name, email, password } });
  if (res.status !== 201) throw new Error(`register ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { token: string; refreshToken: string; user: any };
}

/** Firestore document reads the request cost, as the function's read meter reports on the emulator. */
function meteredHeader(res: ApiResponse, name: string): number {
  const header = res.headers.get(name);
  if (header === null) throw new Error(`no ${name} header: is the function running on the emulator?`);
  return Number(header);
}

/** The Firestore document reads the request cost, as the function's meter counted them. */
export const readsOf = (res: ApiResponse) => meteredHeader(res, 'x-firestore-reads');
/** The Firestore document writes the request committed. */
export const writesOf = (res: ApiResponse) => meteredHeader(res, 'x-firestore-writes');
