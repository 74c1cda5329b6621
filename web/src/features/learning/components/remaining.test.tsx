import { describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n/i18n';

import { remainingText } from './remaining';

const translate = async (locale: 'en' | 'hi') => {
  const i18n = await createI18n(locale, ['site', 'app']);
  return (id: Parameters<typeof i18n._>[0], values?: Record<string, unknown>) => i18n._(id, values);
};

describe('remainingText', () => {
  it('names what is left before the certificate', async () => {
    const t = await translate('en');
    expect(remainingText({ modules: 0, checkpoints: 2, awaitingReview: 0 }, t)).toBe('2 checkpoints to pass');
    expect(remainingText({ modules: 1, checkpoints: 1, awaitingReview: 1 }, t)).toBe(
      '1 checkpoint awaiting review · 1 module to complete',
    );
  });
  it('says it in Hindi, one and many', async () => {
    const t = await translate('hi');
    expect(remainingText({ modules: 2, checkpoints: 1, awaitingReview: 0 }, t)).toBe(
      '1 चेकपॉइंट पास करना बाकी · 2 मॉड्यूल पूरे करने बाकी',
    );
  });
  it('says nothing when nothing is left or nothing is known', async () => {
    const t = await translate('en');
    expect(remainingText({ modules: 0, checkpoints: 0, awaitingReview: 0 }, t)).toBeNull();
    expect(remainingText(null, t)).toBeNull();
  });
});
