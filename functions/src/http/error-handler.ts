import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions/logger';

import { AppError } from '../lib/app-error';

import { markErrorLogged, requestLogFields } from './request-log';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`Route not found: ${req.method} ${req.path}`));
};

/**
 * A server error, logged at ERROR with the error itself: the Functions logger writes its stack as the
 * entry's message, and `stack_trace` holds the stack alone, which Error Reporting reads first and
 * groups by (a 500 the handler answers is a successful execution for Cloud Functions, so nothing else
 * would report it). `context` is Error Reporting's ReportedErrorEvent context: the route (not the
 * URL), the status and the caller's uid.
 */
export function reportServerError(err: unknown, status: number, req: Request, res: Response): void {
  const error = err instanceof Error ? err : new Error(`Non-error thrown: ${String(err)}`);
  const fields = requestLogFields(req, res);
  logger.error(error, {
    event: 'http.error',
    ...fields,
    status,
    stack_trace: error.stack,
    context: {
      httpRequest: { method: req.method, url: fields.route, responseStatusCode: status },
      ...(fields.uid ? { user: fields.uid } : {}),
    },
  });
  markErrorLogged(res);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) {
    if (err.status >= 500) reportServerError(err, err.status, req, res);
    res.status(err.status).json({ success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    return;
  }
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status === 400 && err?.type === 'entity.parse.failed') {
    res.status(400).json({ success: false, message: 'The request body is not valid JSON' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ success: false, message: 'The request is too large' });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: err?.message || 'Bad request' });
    return;
  }
  reportServerError(err, 500, req, res);
  res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
};
