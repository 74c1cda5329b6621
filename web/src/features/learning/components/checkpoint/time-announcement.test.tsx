import { describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n/i18n';
import type { MessageId } from '@/lib/i18n/message-id';

import { timeAnnouncement } from './time-announcement';

describe('quiz timer announcement', () => {
  it('stays quiet until 5 minutes are left, then speaks at each milestone once', async () => {
    const i18n = await createI18n('en', ['site', 'app']);
    const say = (seconds: number) => timeAnnouncement((id: MessageId, values) => i18n._(id, values), seconds);
    expect(say(600)).toBe('');
    expect(say(301)).toBe('');
    expect(say(300)).toBe('5 minutes left');
    expect(say(61)).toBe('5 minutes left');
    expect(say(60)).toBe('1 minute left');
    expect(say(30)).toBe('30 seconds left');
    expect(say(0)).toBe('Time is up. Submitting your answers.');
  });

  it('speaks Hindi on a Hindi page', async () => {
    const i18n = await createI18n('hi', ['site', 'app']);
    const say = (seconds: number) => timeAnnouncement((id: MessageId, values) => i18n._(id, values), seconds);
    expect(say(300)).toBe('5 मिनट बचे हैं');
    expect(say(60)).toBe('1 मिनट बचा है');
    expect(say(30)).toBe('30 सेकंड बचे हैं');
    expect(say(0)).toBe('समय पूरा हुआ। आपके उत्तर जमा किए जा रहे हैं।');
  });
});
