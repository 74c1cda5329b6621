// Expires unpaid bank-transfer proformas past SEAT_PROFORMA_DAYS: what the scheduled function
// `expireSeatProformas` runs every 15 minutes in production, run here against the local stack.
// `--now=<ISO time>` runs it as of another moment (tests advance the clock with it). Needs the
// emulator env vars and a built functions/lib.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { expireLapsedProformas } = require('../functions/lib/features/groups/seat-orders.service.js');
const given = process.argv.find((arg) => arg.startsWith('--now='))?.slice('--now='.length);
const now = given ? Date.parse(given) : Date.now();
if (Number.isNaN(now)) {
  console.error(`--now=${given} is not a time`);
  process.exit(2);
}
const expired = await expireLapsedProformas(now);
console.log(`▸ Expired ${expired} seat proforma${expired === 1 ? '' : 's'} as of ${new Date(now).toISOString()}`);
process.exit(0);
