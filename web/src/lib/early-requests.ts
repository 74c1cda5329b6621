interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Left by the shell's inline script (app/early-requests/early-requests-script.ts), each taken once. */
    __earlyRequests?: Record<string, EarlyRequest>;
  }
}

/**
 * The answer the shell already asked for at `url` with `token`, taken so that nobody takes it twice;
 * null when there is none, or it was asked for with another session (the app then asks itself).
 */
export function takeEarlyRequest(url: string, token: string | null): Promise<Response> | null {
  const requests = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  const early = requests?.[url];
  if (!early) return null;
  delete requests[url];
  return early.token === token ? early.response : null;
}
