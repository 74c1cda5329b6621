import { vi } from 'vitest';

/** One request the part under test sent to /api, as the server would have read it. */
export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/**
 * Answers the part's /api calls at fetch, with `answer(request)`'s status and JSON, instead of mocking
 * modules: the component project shares one module graph between files, where a module mocked in one
 * file is cached, mocked or not, for the next. Returns the requests sent, in order. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function answerApi(answer: (request: SentRequest) => { status?: number; body: unknown }): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const text = typeof init.body === 'string' ? init.body : '';
      const request = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
        headers: new Headers(init.headers),
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      sent.push(request);
      const { status = 200, body } = answer(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
