import type Razorpay from 'razorpay';

import { razorpaySettings } from './payments-config';

/*
 * The Razorpay gateway over its official Node SDK. The SDK's API host is fixed to
 * https://api.razorpay.com, so the instance's HTTP client is pointed at RAZORPAY_API_URL (a local
 * sandbox); production leaves it unset and nothing changes.
 */

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string;
  error_description?: string | null;
  created_at?: number;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** What the request carried: an object of strings, or [] when it carried none. */
  notes?: Record<string, string> | unknown[];
}

let client: { instance: Razorpay; key: string } | null = null;

function razorpay(): Razorpay {
  const settings = razorpaySettings();
  const key = `${settings.keyId}\n${settings.keySecret}\n${settings.apiUrl}`;
  if (client?.key !== key) {
    const RazorpaySdk = require('razorpay') as typeof Razorpay;
    const instance = new RazorpaySdk({ key_id: settings.keyId, key_secret: settings.keySecret });
    const http = (instance as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
    http.defaults.baseURL = settings.apiUrl;
    // Razorpay answers in well under a second; a hung call must not hold the webhook past its 5 s.
    http.defaults.timeout = 4_000;
    client = { instance, key };
  }
  return client.instance;
}

/** The SDK rejects with `{ statusCode, error: { description } }`; this keeps the words. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

async function call<T>(request: () => Promise<unknown>): Promise<T> {
  try {
    return (await request()) as T;
  } catch (error) {
    const failure = error as { statusCode?: number; error?: { description?: string }; message?: string };
    throw new GatewayError(
      failure.statusCode ?? null,
      failure.error?.description ?? failure.message ?? 'Razorpay did not answer',
    );
  }
}

export function createGatewayOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
  return call<GatewayOrder>(() =>
    razorpay().orders.create({ amount: order.amountPaise, currency: 'INR', receipt: order.receipt, notes: order.notes }),
  );
}

export async function fetchOrderPayments(razorpayOrderId: string): Promise<GatewayPayment[]> {
  const found = await call<{ items: GatewayPayment[] }>(() => razorpay().orders.fetchPayments(razorpayOrderId));
  return found.items ?? [];
}

/** A full refund of a captured payment; Razorpay refuses a second one past the amount paid. */
export function refundPayment(
  paymentId: string,
  refund: { amountPaise: number; receipt: string; notes: Record<string, string> },
) {
  return call<GatewayRefund>(() =>
    razorpay().payments.refund(paymentId, { amount: refund.amountPaise, receipt: refund.receipt, notes: refund.notes }),
  );
}

export async function fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
  const found = await call<{ items: GatewayRefund[] }>(() => razorpay().payments.fetchMultipleRefund(paymentId));
  return found.items ?? [];
}
