import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ffmpegPaths } from './ffmpeg-binaries';
import type { VideoProbe } from './probe-video';
import { runBinary } from './run-binary';

export const TILE_WIDTH = 160;
const COLUMNS = 10;
/** At most this many previews on the seek bar, however long the video. */
const MAX_TILES = 100;

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(ms, 3)}`;
};

/** A poster (the frame a tenth of the way in) as `poster.jpg`, at most 720 lines high. */
export async function makePoster(source: string, outDir: string, probe: VideoProbe): Promise<void> {
  const at = (probe.durationSeconds * 0.1).toFixed(3);
  await runBinary(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-ss', at, '-i', source],
    ...['-frames:v', '1', '-vf', `scale=-2:'min(720,ih)'`, '-q:v', '3'],
    join(outDir, 'poster.jpg'),
  ]);
}

/**
 * A sprite of seek-bar previews, `thumbnails.jpg`, one tile every `interval` seconds in rows of ten,
 * and `thumbnails.vtt` naming each tile's time range and place (`#xywh=`), as players read them.
 */
export async function makeThumbnailSprite(source: string, outDir: string, probe: VideoProbe): Promise<void> {
  const interval = Math.max(1, Math.ceil(probe.durationSeconds / MAX_TILES));
  const count = Math.max(1, Math.ceil(probe.durationSeconds / interval));
  const height = Math.max(2, Math.round((TILE_WIDTH * probe.height) / probe.width / 2) * 2);
  const rows = Math.ceil(count / COLUMNS);
  await runBinary(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-i', source],
    ...['-vf', `fps=1/${interval},scale=${TILE_WIDTH}:${height},tile=${COLUMNS}x${rows}`],
    ...['-frames:v', '1', '-q:v', '5'],
    join(outDir, 'thumbnails.jpg'),
  ]);
  const cues = Array.from({ length: count }, (_, i) => {
    const start = i * interval;
    const end = Math.min((i + 1) * interval, probe.durationSeconds);
    const x = (i % COLUMNS) * TILE_WIDTH;
    const y = Math.floor(i / COLUMNS) * height;
    return `${clock(start)} --> ${clock(end)}\nthumbnails.jpg#xywh=${x},${y},${TILE_WIDTH},${height}`;
  });
  await writeFile(join(outDir, 'thumbnails.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}
