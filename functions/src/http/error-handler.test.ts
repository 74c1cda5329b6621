import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppError } from '../lib/app-error';

import { errorHandler, notFoundHandler } from './error-handler';
import { requestLog } from './request-log';

/**
 * What the Functions logger writes, as Cloud Logging receives it: one JSON line per entry. It keeps
 * the console methods it finds when it loads, so they are replaced before anything imports it.
 */
const written = vi.hoisted(() => {
  const lines: string[] = [];
  for (const level of ['debug', 'info', 'log', 'warn', 'error'] as const)
    console[level] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return lines;
});

interface Entry {
  severity: string;
  message: string;
  [field: string]: unknown;
}
const entries = (): Entry[] => written.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Entry] : []));
const errorsOf = (requestId: string) => entries().filter((e) => e.severity === 'ERROR' && e.requestId === requestId);

/** The API's own middleware and error handler around routes that fail in the ways production can. */
function appWithFailingRoutes() {
  const app = express();
  app.use(requestLog);
  const api = express.Router();
  const things = express.Router();
  things.get('/things/:thingId', (_req, res, next) => {
    // A signed-in caller, as requireAuth leaves them: only the uid may reach a log.
    res.locals.auth = { uid: 'uid-7', role: 'user', user: { email: 'priya@example.com' } };
    next();
  });
  things.get('/things/:thingId', () => {
    throw new TypeError('Cannot read properties of undefined (reading "price")');
  });
  things.post('/things/:thingId/refund', async () => {
    throw new AppError(502, 'Razorpay did not accept the refund');
  });
  things.get('/things/:thingId/missing', () => {
    throw AppError.notFound('Thing not found');
  });
  things.get('/status', (_req, res) => {
    res.status(503).json({ success: false });
  });
  api.use('/v1', things);
  api.use(notFoundHandler);
  app.use('/api', api);
  app.use(errorHandler);
  return app;
}

let base = '';
let close = () => {};

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = 'cricvision-test';
  const server = appWithFailingRoutes().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  written.length = 0;
});

/** Waits for the request's own log line, written once the answer is sent. */
async function requestLine(requestId: string): Promise<Entry> {
  await vi.waitFor(() => expect(entries().some((e) => e.event === 'http.request' && e.requestId === requestId)).toBe(true));
  return entries().find((e) => e.event === 'http.request' && e.requestId === requestId)!;
}

describe('server errors reach Error Reporting (issue 33)', () => {
  it('an unexpected exception answers 500 and is logged once at ERROR with its stack and the request id sent back', async () => {
    const res = await fetch(`${base}/api/v1/things/t-42?signature=secret-sig&expires=99`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{16}$/);

    const line = await requestLine(requestId!);
    const errors = errorsOf(requestId!);
    expect(errors).toHaveLength(1);
    const [error] = errors;
    // The thrown error's own stack, with the frame that threw, not the error handler's.
    expect(error.message).toMatch(
      /^TypeError: Cannot read properties of undefined \(reading "price"\)\n\s+at .*error-handler\.test\.ts/,
    );
    expect(error.stack_trace).toMatch(/^TypeError: Cannot read properties.*\n\s+at .*error-handler\.test\.ts/);
    expect(error).toMatchObject({
      event: 'http.error',
      route: '/api/v1/things/:thingId',
      method: 'GET',
      status: 500,
      uid: 'uid-7',
    });
    expect(error.context).toEqual({
      httpRequest: { method: 'GET', url: '/api/v1/things/:thingId', responseStatusCode: 500 },
      user: 'uid-7',
    });
    // The request's own line: same id, the route pattern, the status and the latency; not a second ERROR.
    expect(line).toMatchObject({ route: '/api/v1/things/:thingId', status: 500, uid: 'uid-7', severity: 'WARNING' });
    expect(line.latencyMs).toEqual(expect.any(Number));
    // Neither the raw URL (its signed query) nor the caller's email reaches the logs.
    const logged = written.join('\n');
    expect(logged).not.toContain('secret-sig');
    expect(logged).not.toContain('t-42');
    expect(logged).not.toContain('priya@example.com');
  });

  it("a service's 5xx (an AppError) is an ERROR too, and a 4xx is not", async () => {
    const refund = await fetch(`${base}/api/v1/things/t-1/refund`, { method: 'POST' });
    expect(refund.status).toBe(502);
    const refundId = refund.headers.get('x-request-id')!;
    await requestLine(refundId);
    expect(errorsOf(refundId)).toHaveLength(1);
    expect(errorsOf(refundId)[0]).toMatchObject({ route: '/api/v1/things/:thingId/refund', status: 502 });
    expect(errorsOf(refundId)[0].message).toMatch(/^AppError: Razorpay did not accept the refund\n\s+at /);

    const missing = await fetch(`${base}/api/v1/things/t-1/missing`);
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get('x-request-id')!;
    expect(await requestLine(missingId)).toMatchObject({
      severity: 'INFO',
      status: 404,
      route: '/api/v1/things/:thingId/missing',
    });
    expect(errorsOf(missingId)).toEqual([]);

    const unknown = await fetch(`${base}/api/v1/nothing-here?token=abc`);
    expect(unknown.status).toBe(404);
    expect(await requestLine(unknown.headers.get('x-request-id')!)).toMatchObject({ route: '(no route)' });
  });

  it('a 5xx answered without an exception is logged at ERROR by the request line itself', async () => {
    const res = await fetch(`${base}/api/v1/status`);
    expect(res.status).toBe(503);
    const requestId = res.headers.get('x-request-id')!;
    await requestLine(requestId);
    const errors = errorsOf(requestId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: 'http.request', route: '/api/v1/status', status: 503 });
    expect(errors[0].message).toMatch(/^Error: GET \/api\/v1\/status 503 .*answered without an exception\n\s+at /);
  });

  it("each request gets its own id, and Cloud's trace header ties its entries to the trace", async () => {
    const trace = '105445aa7843bc8bf206b12000100000';
    const res = await fetch(`${base}/api/v1/things/t-2`, { headers: { 'X-Cloud-Trace-Context': `${trace}/1;o=1` } });
    const other = await fetch(`${base}/api/v1/things/t-2`, { headers: { 'X-Cloud-Trace-Context': `${trace}/1;o=1` } });
    const requestId = res.headers.get('x-request-id')!;
    expect(other.headers.get('x-request-id')).not.toBe(requestId);
    await requestLine(requestId);
    for (const entry of entries().filter((e) => e.requestId === requestId))
      expect(entry['logging.googleapis.com/trace']).toBe(`projects/cricvision-test/traces/${trace}`);
  });
});
