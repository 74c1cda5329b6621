// @ts-check
// The fixed keys of the local Razorpay sandbox (docs/razorpay-sandbox.md). They are not
// secrets: anyone may sign a webhook by hand with them. functions/.secret.local holds the same values.
export const LOCAL_RAZORPAY_KEYS = Object.freeze({
  RAZORPAY_KEY_ID: 'rzp_test_CricketLocal01',
  RAZORPAY_KEY_SECRET: 'LocalSandboxKeySecret001',
  RAZORPAY_WEBHOOK_SECRET: 'local-sandbox-webhook-secret',
});

/** The merchant account every webhook names (`account_id`). */
export const SANDBOX_ACCOUNT_ID = 'acc_LocalSandbox01';
