import { createServer, type Server } from 'node:http';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, DESKTOP, launchBrowser, newPage, PHONE, screenshotForReview } from '../support/browser';
import {
  RAZORPAY_API_URL,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  setWebhookMode,
  signCheckout,
} from '../support/razorpay-sandbox';

/**
 * The sandbox's stand-in for Checkout.js, on a bare merchant page of its own (no site code): the
 * options and callbacks of Standard Checkout, and a payment sheet a person can operate.
 */
const MERCHANT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant</title></head><body>
<button id="open">Buy the course</button>
<script src="${RAZORPAY_API_URL}/v1/checkout.js"></script>
<script>
  window.failures = [];
  document.getElementById('open').addEventListener('click', function () {
    var rzp = new Razorpay({
      key: ${JSON.stringify(RAZORPAY_KEY_ID)},
      order_id: new URLSearchParams(location.search).get('order'),
      amount: 499900,
      currency: 'INR',
      name: 'CricVision Academy',
      description: 'Batting Masterclass',
      prefill: { name: 'Priya Sharma', email: 'priya@example.com', contact: '+919812345678' },
      notes: { course: 'batting' },
      theme: { color: '#1c7ed6' },
      handler: function (response) { window.result = { type: 'success', response: response }; },
      modal: { ondismiss: function () { window.result = { type: 'dismiss' }; } },
    });
    rzp.on('payment.failed', function (response) { window.failures.push(response); });
    rzp.open();
  });
</script></body></html>`;

async function razorpay(path: string, body?: unknown) {
  const res = await fetch(`${RAZORPAY_API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** What the merchant page keeps on `window` from Checkout's callbacks. */
interface MerchantPage {
  result?: {
    type: 'success' | 'dismiss';
    response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  };
  failures: { error: { description: string } & Record<string, unknown> }[];
}

describe.skipIf(browserSkipReason !== null)('the Razorpay sandbox checkout', () => {
  let browser: Browser;
  let server: Server;
  let merchantUrl: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = createServer((_, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(MERCHANT_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    merchantUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function openCheckout(viewport = DESKTOP) {
    const order = await razorpay('/v1/orders', { amount: 499900, currency: 'INR', receipt: 'e2e' });
    // Not the site's order: its webhooks would only be refused by the site, and retried.
    await setWebhookMode(order.id, 'hold');
    const opened = await newPage(browser, viewport);
    await opened.page.goto(`${merchantUrl}?order=${order.id}`);
    await opened.page.getByRole('button', { name: 'Buy the course' }).click();
    const sheet = opened.page
      .frameLocator('iframe[title="Razorpay Checkout"]')
      .getByRole('dialog', { name: 'CricVision Academy' });
    await expect.poll(() => sheet.getByText('₹4,999', { exact: true }).isVisible()).toBe(true);
    return { ...opened, sheet, order };
  }

  const result = (page: Page) => page.evaluate(() => (window as unknown as MerchantPage).result);

  it('pays by UPI and hands the page’s handler a response signed as Razorpay documents', async () => {
    const { page, sheet, order, context } = await openCheckout();
    await screenshotForReview(page, 'razorpay-sandbox-methods');
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await screenshotForReview(page, 'razorpay-sandbox-upi');
    await sheet.getByRole('button', { name: 'Pay ₹4,999' }).click();
    await expect.poll(() => result(page)).toMatchObject({ type: 'success' });
    const { response } = (await result(page))!;
    expect(Object.keys(response).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(response.razorpay_order_id).toBe(order.id);
    expect(response.razorpay_signature).toBe(signCheckout(order.id, response.razorpay_payment_id));
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await razorpay(`/v1/orders/${order.id}`)).toMatchObject({ status: 'paid', amount_paid: 499900 });
    expect(await razorpay(`/v1/payments/${response.razorpay_payment_id}`)).toMatchObject({
      method: 'upi',
      status: 'captured',
      email: 'priya@example.com',
      notes: { course: 'batting' },
    });
    await context.close();
  });

  it('reports a failed card payment through payment.failed, then lets the buyer retry and pay', async () => {
    const { page, sheet, order, context } = await openCheckout(PHONE);
    await sheet.getByRole('button', { name: /^Card/ }).click();
    await sheet.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as MerchantPage).failures.length)).toBe(1);
    const [failure] = await page.evaluate(() => (window as unknown as MerchantPage).failures);
    expect(failure.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: expect.any(String),
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_declined',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    await expect.poll(() => sheet.getByRole('alert').textContent()).toBe(failure.error.description);
    await screenshotForReview(page, 'razorpay-sandbox-failed');
    await sheet.getByRole('button', { name: 'Retry' }).click();
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹4,999' }).click();
    await expect.poll(() => result(page)).toMatchObject({ type: 'success' });
    expect(await razorpay(`/v1/orders/${order.id}`)).toMatchObject({ status: 'paid', attempts: 2 });
    await context.close();
  });

  it('closing the sheet calls modal.ondismiss and leaves the order unpaid', async () => {
    const { page, sheet, order, context } = await openCheckout();
    await sheet.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => result(page)).toEqual({ type: 'dismiss' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await razorpay(`/v1/orders/${order.id}`)).toMatchObject({ status: 'created', attempts: 0 });
    await context.close();
  });
});
