import { z } from 'zod';

// Watch-based completion (issue 25): what the player reports, what the learner and the author read.

/** The longest video a position can be saved for: a day, far past any lecture. */
export const MAX_VIDEO_SECONDS = 86_400;

/** The share of a video a 'Require watching' lesson needs played before it can be completed. */
export const WATCH_TO_COMPLETE = 0.9;
/** At most this many ranges in one report; the player sends a handful every 10 s. */
export const MAX_REPORTED_RANGES = 50;
/** The drop-off curve has one point per this share of the video (5 %: 20 points). */
export const DROP_OFF_STEP = 0.05;

const second = (what: string) =>
  z
    .number({ error: `A range's ${what} must be a number of seconds` })
    .min(0, `A range's ${what} cannot be negative`)
    .max(MAX_VIDEO_SECONDS, `A range's ${what} is past the longest video`);

/**
 * The parts of the lesson's video played since the last report, as `[start, end]` in seconds. An
 * empty list is a report too: it starts the clock the server credits playing time against.
 */
export const WatchedBodySchema = z.strictObject({
  ranges: z
    .array(
      z
        .tuple([second('start'), second('end')], { error: 'Each range must be [start, end] in seconds' })
        .refine(([start, end]) => start < end, 'A range must end after it starts'),
      { error: 'Ranges must be a list of [start, end] pairs' },
    )
    .max(MAX_REPORTED_RANGES, `At most ${MAX_REPORTED_RANGES} ranges in one report`),
});
export type WatchedBody = z.infer<typeof WatchedBodySchema>;

/** How much of a lesson's video the learner has played, as the server counted it. */
export interface WatchingStatus {
  watchedSeconds: number;
  durationSeconds: number;
  /** 0 to 100, whole. */
  percent: number;
  /** Seconds still to play before the lesson can be completed (0 once it can). */
  remainingSeconds: number;
  canComplete: boolean;
}

/** What an author learns from a video lesson: who watched it and where they stopped. */
export interface LessonWatchingStatistics {
  durationSeconds: number;
  /** Enrolments that played any part of the video. */
  viewers: number;
  /** The viewers' mean share watched, 0 to 100; null without viewers. */
  averagePercent: number | null;
  /** For each 5 % of the video, in order, the share of viewers (0 to 1) who watched it. */
  dropOff: number[];
}
