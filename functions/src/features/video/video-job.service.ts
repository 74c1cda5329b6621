import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { logger } from 'firebase-functions/logger';

import { contentTypeFor, getMediaStore, type MediaStore } from '../../media';

import { processVideoFile } from './process-video-file';
import { videoFolder } from './video-folder';
import { VideoRefused } from './video-refused';
import {
  claimableVideoIds,
  claimVideo,
  finishVideo,
  reportProgress,
  videosQueuedBefore,
  type VideoRecord,
} from './videos.repository';

/** A run reports at least this often while it transcodes, or another run may take the video over. */
export const LEASE_MS = 10 * 60_000;
/** Runs that die or fail for a reason other than the file before the video is given up on. */
export const MAX_ATTEMPTS = 3;
const PROGRESS_STEP = 5;

/** The videos a run could take now: queued, or left by a run that died (its lease ran out; claimVideo keeps the rule). */
export function waitingVideoIds(): Promise<string[]> {
  return claimableVideoIds();
}

/** A video still queued this long after it entered the queue is not being processed: someone is paged. */
export const QUEUE_ALERT_MS = 30 * 60_000;

/**
 * Logs each video that has waited in the queue longer than QUEUE_ALERT_MS (the job never started, or
 * keeps failing to), with the stable `event` the log-based metric `video_queue_overdue` counts
 * (ops/monitoring). Returns their ids.
 */
export async function reportOverdueVideos(now = Date.now()): Promise<string[]> {
  const overdue = await videosQueuedBefore(now - QUEUE_ALERT_MS);
  for (const video of overdue) {
    const queuedMinutes = Math.floor((now - video.queuedAt) / 60_000);
    logger.warn(`Video ${video.id} has waited ${queuedMinutes} minutes in the processing queue`, {
      event: 'video.queued_too_long',
      videoId: video.id,
      queuedMinutes,
    });
  }
  return overdue.map((video) => video.id);
}

export type JobOutcome = 'ready' | 'failed' | 'retry' | 'not claimed';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Puts every file of `dir` into the store under `prefix`, keeping their relative paths. */
async function publish(store: MediaStore, dir: string, prefix: string): Promise<void> {
  for (const file of await filesUnder(dir)) {
    const path = `${prefix}/${relative(dir, file)}`;
    await store.put(path, await readFile(file), contentTypeFor(path));
  }
}

async function transcode(store: MediaStore, video: VideoRecord, work: string) {
  const source = join(work, 'source');
  await pipeline(store.read(video.source), createWriteStream(source));
  const out = join(work, 'out');
  let reported = 0;
  const processed = await processVideoFile(source, out, (fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent - reported < PROGRESS_STEP || percent >= 100) return;
    reported = percent;
    void reportProgress(video.id, percent, LEASE_MS).catch(() => undefined);
  });
  const prefix = videoFolder(video);
  await publish(store, out, prefix);
  return {
    durationSeconds: processed.probe.durationSeconds,
    width: processed.probe.width,
    height: processed.probe.height,
    renditions: processed.renditions.map(({ name, width, height }) => ({ name, width, height })),
    master: `${prefix}/master.m3u8`,
    poster: `${prefix}/poster.jpg`,
    thumbnails: `${prefix}/thumbnails.vtt`,
  };
}

/**
 * One run of the processing job for one video: the same code in production's job and in the local
 * stack's worker. A run killed part-way leaves its lease to run out, and the next run starts over.
 * A file that is not a usable video is refused with its reason and removed.
 */
export async function runVideoJob(videoId: string, store: MediaStore = getMediaStore()): Promise<JobOutcome> {
  const video = await claimVideo(videoId, LEASE_MS);
  if (!video) return 'not claimed';
  const work = await mkdtemp(join(tmpdir(), `video-${videoId}-`));
  try {
    const result = await transcode(store, video, work);
    if (await finishVideo(videoId, { status: 'ready', result })) return 'ready';
    // Deleted while it was processed: what this run published has nobody to serve.
    await store.deleteFolder(videoFolder(video));
    return 'failed';
  } catch (error) {
    if (error instanceof VideoRefused) {
      await store.delete(video.source);
      await finishVideo(videoId, { status: 'failed', reason: error.reason });
      return 'failed';
    }
    if (video.attempts >= MAX_ATTEMPTS) {
      await finishVideo(videoId, {
        status: 'failed',
        reason: 'The video could not be processed. Please upload it again.',
      });
      return 'failed';
    }
    await finishVideo(videoId, { status: 'queued' });
    return 'retry';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
