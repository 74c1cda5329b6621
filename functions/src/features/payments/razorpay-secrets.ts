import { defineSecret } from 'firebase-functions/params';

/*
 * Razorpay's API keys and webhook secret, held in Secret Manager and declared by the `api` function
 * (index.ts), which Cloud Functions exposes under these names. The Functions emulator reads them
 * from `functions/.secret.local` (the documented local sandbox values, docs/razorpay-sandbox.md).
 */
export const razorpayKeyId = defineSecret('RAZORPAY_KEY_ID');
export const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
export const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
