import type { ServerResponse } from 'node:http';

import { installFirestoreMeter, type Meter } from '../lib/firestore-meter';

/**
 * On the emulator, the answer says what it cost in Firestore reads and writes (X-Firestore-Reads,
 * X-Firestore-Writes), counted by `meter` up to the moment its headers go out: the API's tests hold
 * endpoints to budgets with them, and the bench counts each public page's reads. Production sends neither.
 */
export function reportFirestoreCost(res: ServerResponse, meter: Meter): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent && installFirestoreMeter()) {
      res.setHeader('X-Firestore-Reads', String(meter.reads));
      res.setHeader('X-Firestore-Writes', String(meter.writes));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
