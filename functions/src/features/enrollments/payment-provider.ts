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
}

export interface PaymentRecord extends PaymentRequest {
  provider: string;
  status: 'succeeded' | 'failed';
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: PaymentRequest): Promise<PaymentRecord>;
}

/** The spec's demo card: card details are never sent to the server, and every charge succeeds. */
export const demoCardProvider: PaymentProvider = {
  name: 'demo',
  async charge(request) {
    const { randomUUID } = await import('node:crypto');
    return { ...request, provider: 'demo', status: 'succeeded', reference: `demo_${randomUUID()}` };
  },
};
