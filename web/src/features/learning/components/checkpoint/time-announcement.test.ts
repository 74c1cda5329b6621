import { describe, expect, it } from 'vitest';

import { timeAnnouncement } from './time-announcement';

describe('quiz timer announcement', () => {
  it('stays quiet until 5 minutes are left, then speaks at each milestone once', () => {
    expect(timeAnnouncement(600)).toBe('');
    expect(timeAnnouncement(301)).toBe('');
    expect(timeAnnouncement(300)).toBe('5 minutes left');
    expect(timeAnnouncement(61)).toBe('5 minutes left');
    expect(timeAnnouncement(60)).toBe('1 minute left');
    expect(timeAnnouncement(30)).toBe('30 seconds left');
    expect(timeAnnouncement(0)).toBe('Time is up. Submitting your answers.');
  });
});
