// @ts-check
// Expires unpaid bank-transfer proformas past SEAT_PROFORMA_DAYS: what the scheduled function
// `expireSeatProformas` runs every 15 minutes in production. `--now=<ISO time>`: see scripts/ops/lib/sweep.mjs.
import { runSweep } from './lib/sweep.mjs';

await runSweep(
  'features/groups/seat-orders.service.js',
  'expireLapsedProformas',
  (expired, at) => `▸ Expired ${expired} seat proforma${expired === 1 ? '' : 's'} as of ${at}`,
);
