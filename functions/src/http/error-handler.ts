import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';

import { AppError } from '../lib/app-error';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`Route not found: ${req.method} ${req.path}`));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) {
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
  logger.error('Unhandled error', { method: req.method, path: req.path, error: err?.stack ?? String(err) });
  res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
};
