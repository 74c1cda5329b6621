import type { PaymentProviderName } from '../../contract';
import { AppError } from '../../lib/app-error';

export { REFUND_WINDOW_DAYS } from '../../contract';
export { GST_RATE_PERCENT } from '../../contract/gst';

const DEFAULT_SEAT_HOLD_MINUTES = 30;

const env = (name: string) => process.env[name]?.trim() || undefined;

/** `PAYMENT_PROVIDER=razorpay` (the default) or `demo` (the spec's dummy card, one call). */
export function paymentProvider(): PaymentProviderName {
  return env('PAYMENT_PROVIDER') === 'demo' ? 'demo' : 'razorpay';
}

/** How long an unpaid order holds its seat (`SEAT_HOLD_MINUTES`, 30 by default). */
export function seatHoldMs(): number {
  const minutes = Number(env('SEAT_HOLD_MINUTES') ?? DEFAULT_SEAT_HOLD_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SEAT_HOLD_MINUTES) * 60_000;
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
