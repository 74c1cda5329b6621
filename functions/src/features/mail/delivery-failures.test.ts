import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportFailedDelivery } from './delivery-failures';

afterEach(() => vi.restoreAllMocks());

describe("the outbox's failed deliveries reach the logs the alert counts", () => {
  it('logs the moment a delivery ends in ERROR, with the stable event and without the address', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const before = { delivery: { state: 'PROCESSING', attempts: 0 } };
    const after = {
      delivery: { state: 'ERROR', attempts: 1, error: '550 5.1.1 <priya.sharma@example.com>: Recipient address rejected' },
    };
    expect(reportFailedDelivery('mail-1', before, after)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, fields] = warn.mock.calls[0] as [string, Record<string, unknown>];
    expect(fields).toEqual({
      event: 'mail.delivery_failed',
      mailId: 'mail-1',
      attempts: 1,
      reason: '550 5.1.1 <[address]>: Recipient address rejected',
    });
    expect(`${message} ${JSON.stringify(fields)}`).not.toContain('priya.sharma@example.com');
  });

  it('stays quiet for a delivery that succeeds, is still under way, or was already logged as failed', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(reportFailedDelivery('m', { delivery: { state: 'PROCESSING' } }, { delivery: { state: 'SUCCESS' } })).toBe(false);
    expect(reportFailedDelivery('m', undefined, { delivery: { state: 'PENDING' } })).toBe(false);
    expect(reportFailedDelivery('m', { delivery: { state: 'ERROR' } }, { delivery: { state: 'ERROR', attempts: 2 } })).toBe(
      false,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
