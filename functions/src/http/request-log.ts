import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';

import { firestoreMeterInstalled, withFirestoreMeter } from '../lib/firestore-meter';

import { reportFirestoreCost } from './firestore-cost-headers';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  withFirestoreMeter((meter) => {
    // On the emulator every answer says what it cost in Firestore reads and writes (tests hold endpoints to budgets).
    reportFirestoreCost(res, meter);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const metered = firestoreMeterInstalled();
      logger.info(
        `${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms${metered ? ` ${meter.reads} reads ${meter.writes} writes` : ''}`,
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms),
          ...(metered && { reads: meter.reads, writes: meter.writes }),
          uid: res.locals.auth?.uid,
        },
      );
    });
    next();
  });
};
