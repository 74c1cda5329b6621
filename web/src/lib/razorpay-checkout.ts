import type { CheckoutResponse, RazorpayCheckout } from '@contract';
import { useCallback, useEffect, useRef } from 'react';

/** The part of Razorpay's Checkout.js the page uses (Standard Checkout). */
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Checkout.js to the page once, only when someone starts paying (never with a public page). */
export function loadCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not start')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded. Please check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type CheckoutOutcome =
  { kind: 'paid'; response: CheckoutResponse } | { kind: 'failed'; message: string } | { kind: 'dismissed' };

/**
 * Opens Standard Checkout for the order and settles with what happened: the handler's signed
 * response, a failed attempt (Checkout lets the buyer retry inside it; the first failure is
 * reported once the window closes), or the window closed.
 */
export async function openCheckout(checkout: RazorpayCheckout): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout(checkout.scriptUrl);
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | null = null;
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      timeout: checkout.timeoutSeconds,
      theme: { color: '#d71f31' },
      handler: (response: CheckoutResponse) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () => resolve(failure ? { kind: 'failed', message: failure } : { kind: 'dismissed' }),
      },
    });
    instance.on('payment.failed', (response) => {
      failure = response.error?.description || 'The payment did not go through. Please try again.';
    });
    instance.open();
  });
}

/** How long a page waits for Razorpay's webhook to settle an order after Checkout's handler. */
const CONFIRM_WAIT_MS = 45_000;
const POLL_MS = 1_000;

/**
 * After Checkout's handler the money is taken but nothing is granted until the signed webhook
 * settles the order on the server. The returned function asks `settled` every second, while the
 * page is open and for at most 45 s, and answers its first non-null result, or null when it is
 * still waiting (the webhook, or reconciliation, settles it later on its own).
 */
export function useWebhookWait() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  return useCallback(async <T>(settled: () => Promise<T | null>): Promise<T | null> => {
    const deadline = Date.now() + CONFIRM_WAIT_MS;
    while (alive.current && Date.now() < deadline) {
      const result = await settled();
      if (result !== null) return result;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return null;
  }, []);
}
