import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { QUEUE_ALERT_MS, reportOverdueVideos } from './video-job.service';

const { videosQueuedBefore } = vi.hoisted(() => ({ videosQueuedBefore: vi.fn() }));
vi.mock('./videos.repository', () => ({ videosQueuedBefore, claimableVideoIds: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe('a video queued for over half an hour is logged for the alert', () => {
  it('asks for videos queued before 30 minutes ago and logs each with the stable event', async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    videosQueuedBefore.mockResolvedValue([{ id: 'v-late', queuedAt: now - 47 * 60_000 }]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await reportOverdueVideos(now)).toEqual(['v-late']);
    expect(QUEUE_ALERT_MS).toBe(30 * 60_000);
    expect(videosQueuedBefore).toHaveBeenCalledWith(now - 30 * 60_000);
    expect(warn).toHaveBeenCalledWith('Video v-late has waited 47 minutes in the processing queue', {
      event: 'video.queued_too_long',
      videoId: 'v-late',
      queuedMinutes: 47,
    });
  });

  it('logs nothing when the queue is moving', async () => {
    videosQueuedBefore.mockResolvedValue([]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await reportOverdueVideos()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
