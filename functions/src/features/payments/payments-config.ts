import type { PaymentProviderName } from '../../contract';
import { AppError } from '../../lib/app-error';

export { REFUND_WINDOW_DAYS } from '../../contract';
export { GST_RATE_PERCENT } from '../../contract/gst';

const DEFAULT_SEAT_HOLD_MINUTES = 30;
const DEFAULT_SCARCE_SEAT_HOLD_MINUTES = 10;
const DEFAULT_MAX_UNPAID_HOLDS_PER_CLIENT = 3;

const env = (name: string) => process.env[name]?.trim() || undefined;

/** `PAYMENT_PROVIDER=razorpay` (the default) or `demo` (the spec's dummy card, one call). */
export function paymentProvider(): PaymentProviderName {
  return env('PAYMENT_PROVIDER') === 'demo' ? 'demo' : 'razorpay';
}

function positive(name: string, fallback: number): number {
  const value = Number(env(name) ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * How long an unpaid order holds its seat: `SEAT_HOLD_MINUTES` (30 by default), and
 * `SCARCE_SEAT_HOLD_MINUTES` (10) when it takes one of a course's last seats or a coupon's last
 * uses (decision 0065).
 */
export function holdLengths(): { normalMs: number; scarceMs: number } {
  const normalMs = positive('SEAT_HOLD_MINUTES', DEFAULT_SEAT_HOLD_MINUTES) * 60_000;
  const scarceMs = positive('SCARCE_SEAT_HOLD_MINUTES', DEFAULT_SCARCE_SEAT_HOLD_MINUTES) * 60_000;
  return { normalMs, scarceMs: Math.min(scarceMs, normalMs) };
}

/** How many unpaid orders one client address may hold on one course at once (`MAX_UNPAID_HOLDS_PER_CLIENT`, 3). */
export function maxUnpaidHoldsPerClient(): number {
  return Math.floor(positive('MAX_UNPAID_HOLDS_PER_CLIENT', DEFAULT_MAX_UNPAID_HOLDS_PER_CLIENT));
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API base; only a local sandbox sets RAZORPAY_API_URL. */
  apiUrl: string;
  checkoutUrl: string;
}

/** Razorpay's settings, or a 503 naming what is missing (a deploy without its secrets). */
export function razorpaySettings(): RazorpaySettings {
  const keyId = env('RAZORPAY_KEY_ID');
  const keySecret = env('RAZORPAY_KEY_SECRET');
  const webhookSecret = env('RAZORPAY_WEBHOOK_SECRET');
  if (!keyId || !keySecret || !webhookSecret) {
    console.error('Razorpay is not configured: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required');
    throw new AppError(503, 'Payments are not available right now. Please try again later.');
  }
  return {
    keyId,
    keySecret,
    webhookSecret,
    apiUrl: env('RAZORPAY_API_URL') ?? 'https://api.razorpay.com',
    checkoutUrl: env('RAZORPAY_CHECKOUT_URL') ?? 'https://checkout.razorpay.com/v1/checkout.js',
  };
}
