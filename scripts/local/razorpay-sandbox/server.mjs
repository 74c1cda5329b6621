// @ts-check
// Runs the local Razorpay sandbox as a process of the stack (scripts/local/stack.mjs).
// Usage: node server.mjs <port>
// Environment: RAZORPAY_SANDBOX_WEBHOOK_URL (where webhooks go), RAZORPAY_SANDBOX_DATA_FILE (keeps the
// state across restarts), RAZORPAY_SANDBOX_RETRY_MS (first webhook retry; doubles from there),
// RAZORPAY_SANDBOX_REFUND_DELAY_MS (how long a refund stays pending).
import { startSandbox } from './sandbox.mjs';
import { backoffSchedule } from './webhooks.mjs';

const number = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

const sandbox = await startSandbox({
  port: Number(process.argv[2]),
  webhookUrl: process.env.RAZORPAY_SANDBOX_WEBHOOK_URL || null,
  dataFile: process.env.RAZORPAY_SANDBOX_DATA_FILE || null,
  retryDelaysMs: backoffSchedule(number(process.env.RAZORPAY_SANDBOX_RETRY_MS, 5_000)),
  refundDelayMs: number(process.env.RAZORPAY_SANDBOX_REFUND_DELAY_MS, 1_000),
});
console.log(`Razorpay sandbox listening on ${sandbox.url}`);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
