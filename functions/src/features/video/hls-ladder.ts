import type { VideoProbe } from './probe-video';

export interface Rendition {
  /** The short side: 360 for 640×360, as players name qualities. */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** The H.264 level the encoder is held to, high enough for its size at up to 60 frames a second. */
  level: number;
}

/**
 * H.264 rungs, named by the short side, with bitrates in the range Apple's HLS authoring
 * specification gives for 16:9 H.264 (its table of example renditions).
 */
const RUNGS = [
  { side: 360, videoKbps: 730, audioKbps: 96, level: 3.1 },
  { side: 540, videoKbps: 2000, audioKbps: 128, level: 3.2 },
  { side: 720, videoKbps: 3000, audioKbps: 128, level: 3.2 },
  { side: 1080, videoKbps: 5000, audioKbps: 160, level: 4.2 },
];

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** The renditions a source gets: every rung up to its own size, never upscaled; a small source gets one at its size. */
export function ladderFor(probe: Pick<VideoProbe, 'width' | 'height'>): Rendition[] {
  const landscape = probe.width >= probe.height;
  const sourceShort = Math.min(probe.width, probe.height);
  const aspect = Math.max(probe.width, probe.height) / sourceShort;
  const fitting = RUNGS.filter((rung) => rung.side <= sourceShort);
  const rungs = fitting.length ? fitting : [{ ...RUNGS[0], side: evenDown(sourceShort) }];
  return rungs.map(({ side, videoKbps, audioKbps, level }) => {
    const long = even(side * aspect);
    return {
      name: `${side}p`,
      width: landscape ? long : side,
      height: landscape ? side : long,
      videoKbps,
      audioKbps,
      level,
    };
  });
}
