import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, payload: string | Buffer) => createHmac('sha256', secret).update(payload).digest('hex');

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body (the exact bytes, never re-serialised JSON). */
export const isWebhookSigned = (rawBody: Buffer, signature: string, webhookSecret: string) =>
  sameHex(hmacHex(webhookSecret, rawBody), signature);

/** Standard Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export const isCheckoutSigned = (razorpayOrderId: string, paymentId: string, signature: string, keySecret: string) =>
  sameHex(hmacHex(keySecret, `${razorpayOrderId}|${paymentId}`), signature);
