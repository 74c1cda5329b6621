import { randomBytes } from 'node:crypto';

import type { Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions/logger';

import { firestoreMeterInstalled, withFirestoreMeter } from '../lib/firestore-meter';

import { reportFirestoreCost } from './firestore-cost-headers';
import { routePattern } from './route-patterns';

/** The header that carries each answer's request id, the key to its log entries. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// Cloud's trace header ('TRACE_ID/SPAN_ID;o=1', set by Google's front end) or W3C traceparent.
const CLOUD_TRACE = /^([0-9a-f]{32})\/\d+/i;
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/i;

function traceIdOf(req: Request): string | null {
  const cloud = CLOUD_TRACE.exec(req.get('x-cloud-trace-context') ?? '');
  if (cloud) return cloud[1].toLowerCase();
  const parent = TRACEPARENT.exec(req.get('traceparent') ?? '');
  return parent ? parent[1].toLowerCase() : null;
}

export interface RequestLogFields {
  requestId?: string;
  method: string;
  route: string;
  uid?: string;
  'logging.googleapis.com/trace'?: string;
}

interface RequestLogState {
  requestId: string;
  traceId: string | null;
  /** The error handler wrote this request's ERROR entry (with the exception's stack). */
  errorLogged?: boolean;
}

const stateOf = (res: Response) => res.locals.requestLog as RequestLogState | undefined;

/**
 * What every log entry about a request carries: its id (the X-Request-Id the caller got), the route
 * pattern (never the URL), the method, the caller's uid when signed in (never an email or a token)
 * and, behind Google's front end, the trace the entry belongs to in Cloud Logging.
 */
export function requestLogFields(req: Request, res: Response): RequestLogFields {
  const state = stateOf(res);
  const uid = (res.locals.auth as { uid?: string } | undefined)?.uid;
  return {
    requestId: state?.requestId,
    method: req.method,
    route: routePattern(req),
    ...(uid && { uid }),
    ...(state?.traceId &&
      process.env.GCLOUD_PROJECT && {
        'logging.googleapis.com/trace': `projects/${process.env.GCLOUD_PROJECT}/traces/${state.traceId}`,
      }),
  };
}

/** Notes that this request's 5xx has its ERROR entry already, so the request line is not another. */
export function markErrorLogged(res: Response): void {
  const state = stateOf(res);
  if (state) state.errorLogged = true;
}

/**
 * One structured entry per request when its answer is sent: id, route, uid, status, latency (and on
 * the emulator the Firestore reads and writes). A 5xx whose exception reached the error handler is
 * logged there at ERROR with its stack; any other 5xx makes this entry the ERROR one, so every 5xx
 * has exactly one ERROR entry for Error Reporting.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const traceId = traceIdOf(req);
  const state: RequestLogState = { requestId: randomBytes(12).toString('base64url'), traceId };
  res.locals.requestLog = state;
  res.setHeader(REQUEST_ID_HEADER, state.requestId);
  withFirestoreMeter((meter) => {
    // On the emulator every answer says what it cost in Firestore reads and writes (tests hold endpoints to budgets).
    reportFirestoreCost(res, meter);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const metered = firestoreMeterInstalled();
      const context = requestLogFields(req, res);
      const fields = {
        event: 'http.request',
        ...context,
        status: res.statusCode,
        latencyMs: Math.round(ms),
        ...(metered && { reads: meter.reads, writes: meter.writes }),
      };
      const line = `${req.method} ${context.route} ${res.statusCode} ${ms.toFixed(1)}ms${metered ? ` ${meter.reads} reads ${meter.writes} writes` : ''}`;
      if (res.statusCode < 500) logger.info(line, fields);
      else if (state.errorLogged) logger.warn(line, fields);
      else logger.error(`${line}: answered without an exception`, fields);
    });
    next();
  });
};
