import { describe, expect, it } from 'vitest';

import {
  creditReport,
  formatSeconds,
  MAX_ALLOWANCE_SECONDS,
  mergeRanges,
  type StoredWatching,
  watchingStatistics,
  watchingStatus,
} from './watched-ranges';

const T0 = Date.parse('2025-01-01T10:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const started = creditReport(null, [], 100, at(0));

describe('mergeRanges', () => {
  it('sorts, joins overlapping and touching ranges, and drops empty ones', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [2, 3],
        [7, 9],
        [4, 4],
      ]),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });
});

describe('creditReport', () => {
  it('credits nothing on the first report: it starts the clock', () => {
    expect(creditReport(null, [[0, 100]], 100, at(0))).toEqual({
      ranges: [],
      allowance: 0,
      reportedAt: new Date(at(0)).toISOString(),
    });
  });

  it('credits genuine playing at 1× in full', () => {
    const after = creditReport(started, [[0, 10]], 100, at(10));
    expect(after.ranges).toEqual([[0, 10]]);
    expect(after.allowance).toBe(10);
  });

  it('credits a forged whole-video report only what 2× allows since the previous report', () => {
    const after = creditReport(started, [[0, 100]], 100, at(3));
    expect(after.ranges).toEqual([[0, 6]]);
  });

  it('caps a 16× playback at 2× of the time that passed', () => {
    let state: StoredWatching = started;
    for (let second = 1; second <= 5; second += 1)
      state = creditReport(state, [[(second - 1) * 16, second * 16]], 100, at(second));
    // 10 s of credit, spent on the earliest parts of each report.
    expect(state.ranges).toEqual([
      [0, 2],
      [16, 18],
      [32, 34],
      [48, 50],
      [64, 66],
    ]);
  });

  it('counts a replayed part once and banks the unused allowance', () => {
    const first = creditReport(started, [[0, 10]], 100, at(10));
    const again = creditReport(first, [[0, 10]], 100, at(20));
    expect(again.ranges).toEqual([[0, 10]]);
    expect(again.allowance).toBe(30);
  });

  it('never banks more than the cap, however long the pause', () => {
    const after = creditReport(started, [], 100, at(86_400));
    expect(after.allowance).toBe(MAX_ALLOWANCE_SECONDS);
  });

  it('clamps ranges to the video', () => {
    const after = creditReport(started, [[95, 130]], 100, at(60));
    expect(after.ranges).toEqual([[95, 100]]);
  });
});

describe('watchingStatus', () => {
  it('says how much is left to reach 90 %', () => {
    expect(watchingStatus([[0, 50]], 100)).toEqual({
      watchedSeconds: 50,
      durationSeconds: 100,
      percent: 50,
      remainingSeconds: 40,
      canComplete: false,
    });
    expect(watchingStatus([[0, 90]], 100)).toMatchObject({ percent: 90, remainingSeconds: 0, canComplete: true });
  });

  it('formats what is left as the learner reads it', () => {
    expect(formatSeconds(72)).toBe('1:12');
    expect(formatSeconds(3725)).toBe('1:02:05');
    expect(formatSeconds(4.2)).toBe('0:05');
  });
});

describe('watchingStatistics', () => {
  it('counts viewers, their mean share and the share of them in each 5 %', () => {
    const stats = watchingStatistics([[[0, 100]], [[0, 50]], []], 100);
    expect(stats.viewers).toBe(2);
    expect(stats.averagePercent).toBe(75);
    expect(stats.dropOff).toHaveLength(20);
    expect(stats.dropOff.slice(0, 10)).toEqual(Array(10).fill(1));
    expect(stats.dropOff.slice(10)).toEqual(Array(10).fill(0.5));
  });

  it('has no average without viewers', () => {
    expect(watchingStatistics([], 60)).toMatchObject({ viewers: 0, averagePercent: null, dropOff: Array(20).fill(0) });
  });
});
