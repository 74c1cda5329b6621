import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`, {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms),
      uid: res.locals.auth?.uid,
    });
  });
  next();
};
