/**
 * Where course payments are taken. Enrolment rules never depend on which provider runs: a real
 * gateway (for India, Razorpay) implements this interface and replaces the demo card provider.
 */
export interface PaymentRequest {
  userId: string;
  courseId: string;
  amount: number;
  currency: 'INR';
  method: 'card';
  /**
   * The payment record's id: a gateway given the same key twice charges once (Razorpay and Stripe
   * both take one), so a retried request can never take the money twice.
   */
  idempotencyKey: string;
}

export interface ChargeOutcome {
  status: 'succeeded' | 'failed';
  reference: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: PaymentRequest): Promise<ChargeOutcome>;
}

/** The spec's demo card: card details are never sent to the server, and every charge succeeds. */
export const demoCardProvider: PaymentProvider = {
  name: 'demo',
  async charge(request) {
    return { status: 'succeeded', reference: `demo_${request.idempotencyKey}` };
  },
};
