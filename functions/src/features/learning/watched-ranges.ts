import { DROP_OFF_STEP, type LessonWatchingStatistics, WATCH_TO_COMPLETE, type WatchingStatus } from '../../contract';

/** A played part of a video, `[start, end]` in seconds. */
export type Range = [number, number];

/** The fastest speed the player offers: no honest report covers more video than this per second. */
export const FASTEST_RATE = 2;
/**
 * The most credit a learner can bank, in seconds of video: playing at 1× banks the unused half of
 * the allowance, which absorbs late or bunched reports at 2×, but a long pause never buys more.
 */
export const MAX_ALLOWANCE_SECONDS = 60;
/** Ranges kept per lesson; past it the shortest go (a learner never has this many gaps). */
export const MAX_KEPT_RANGES = 200;

/**
 * How far a lesson's video has been played, with the credit clock: the clock is the enrolment's,
 * shared by all its lessons, so two lessons played at once (two tabs, or forged reports) earn
 * together no more than real time at 2× allows.
 */
export interface StoredWatching {
  /** The lesson's, disjoint and sorted. */
  ranges: Range[];
  /** Seconds of video a report on any lesson may still be credited with, before what the time since `reportedAt` adds. */
  allowance: number;
  /** The enrolment's last report, of whichever lesson. */
  reportedAt: string;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/** Sorted and disjoint: overlapping and touching ranges become one. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const totalSeconds = (ranges: readonly Range[]) => ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** The parts of `ranges` (sorted, disjoint) that `covered` (sorted, disjoint) does not cover. */
function uncovered(ranges: readonly Range[], covered: readonly Range[]): Range[] {
  const parts: Range[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (const [coveredStart, coveredEnd] of covered) {
      if (coveredEnd <= from) continue;
      if (coveredStart >= end) break;
      if (coveredStart > from) parts.push([from, coveredStart]);
      from = Math.max(from, coveredEnd);
      if (from >= end) break;
    }
    if (from < end) parts.push([from, end]);
  }
  return parts;
}

/** Keeps the longest ranges when there are too many, so the enrolment document stays small. */
function keepLongest(ranges: Range[]): Range[] {
  if (ranges.length <= MAX_KEPT_RANGES) return ranges;
  return [...ranges]
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_KEPT_RANGES)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Adds a report to what was watched. Only parts not watched before count, clamped to the video; and
 * no more of them than could have been played at the fastest speed since the previous report, plus
 * what was banked (at most MAX_ALLOWANCE_SECONDS). So seeking to the end, a 16× playback rate or a
 * forged report of the whole video earns no more than real time at 2× allows; replays earn nothing.
 * A learner's first report starts the clock and earns nothing.
 */
export function creditReport(
  previous: StoredWatching | null,
  reported: readonly Range[],
  durationSeconds: number,
  now: number,
): StoredWatching {
  const elapsed = previous ? Math.max(0, (now - Date.parse(previous.reportedAt)) / 1000) : 0;
  let allowance = Math.min(MAX_ALLOWANCE_SECONDS, (previous?.allowance ?? 0) + elapsed * FASTEST_RATE);
  const have = previous?.ranges ?? [];
  const clamped = reported.map(([start, end]): Range => [Math.min(start, durationSeconds), Math.min(end, durationSeconds)]);
  const credited: Range[] = [];
  for (const [start, end] of uncovered(mergeRanges(clamped), have)) {
    if (allowance <= 0) break;
    const take = Math.min(end - start, allowance);
    credited.push([start, start + take]);
    allowance -= take;
  }
  return {
    ranges: keepLongest(mergeRanges([...have, ...credited.map(([start, end]): Range => [round(start), round(end)])])),
    allowance: round(Math.max(0, allowance)),
    reportedAt: new Date(now).toISOString(),
  };
}

/** Seconds as the learner reads them: 72 is '1:12'. */
export function formatSeconds(seconds: number): string {
  const whole = Math.ceil(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Where the learner stands against the 90 % a 'Require watching' lesson needs. */
export function watchingStatus(ranges: readonly Range[], durationSeconds: number): WatchingStatus {
  const watched = Math.min(durationSeconds, totalSeconds(ranges));
  const needed = durationSeconds * WATCH_TO_COMPLETE;
  // A hundredth of a second short of the mark is rounding, not video left to watch.
  const remaining = needed - watched > 0.01 ? Math.ceil(needed - watched) : 0;
  return {
    watchedSeconds: Math.round(watched * 10) / 10,
    durationSeconds,
    percent: durationSeconds > 0 ? Math.floor((watched / durationSeconds) * 100) : 0,
    remainingSeconds: remaining,
    canComplete: remaining === 0,
  };
}

/**
 * A video lesson's audience: the enrolments that played any of it, their mean share watched, and
 * for each 5 % of the video the share of them who watched at least half of it.
 */
export function watchingStatistics(
  perViewer: ReadonlyArray<readonly Range[]>,
  durationSeconds: number,
): LessonWatchingStatistics {
  const viewers = perViewer.filter((ranges) => totalSeconds(ranges) > 0);
  const buckets = Math.round(1 / DROP_OFF_STEP);
  const width = durationSeconds / buckets;
  const dropOff = Array.from({ length: buckets }, (_, index) => {
    if (viewers.length === 0) return 0;
    const bucket: Range[] = [[index * width, (index + 1) * width]];
    const watchedIt = viewers.filter((ranges) => width - totalSeconds(uncovered(bucket, ranges)) >= width / 2).length;
    return Math.round((watchedIt / viewers.length) * 1000) / 1000;
  });
  const shares = viewers.map((ranges) => Math.min(1, totalSeconds(ranges) / durationSeconds));
  return {
    durationSeconds,
    viewers: viewers.length,
    averagePercent: viewers.length ? Math.round((shares.reduce((a, b) => a + b, 0) / viewers.length) * 1000) / 10 : null,
    dropOff,
  };
}
