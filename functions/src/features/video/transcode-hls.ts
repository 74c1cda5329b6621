import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';

import { ffmpegPaths } from './ffmpeg-binaries';
import type { Rendition } from './hls-ladder';
import type { VideoProbe } from './probe-video';
import { runBinary } from './run-binary';
import { VideoRefused } from './video-refused';

/**
 * Segment length, one keyframe interval: the first frame waits for the first segment, and on Slow 4G
 * a 2 s segment of the lowest rendition arrives in half the time of a 4 s one (issue 35). ffmpeg
 * cannot make only the first one short in a VOD playlist (its hls_init_time then applies to all),
 * and a shorter one would not do: on Slow 4G a second of 360p and its request take longer than a
 * second, so playback would stop a second after it started.
 */
export const SEGMENT_SECONDS = 2;
const KEYFRAME_SECONDS = 2;
/**
 * The lowest rendition's first segment, where players start, is encoded at this share of its
 * bitrate so the first frame waits for fewer bytes (issue 35); the encoder gives the bits back over
 * the next segments.
 */
export const FIRST_SEGMENT_BITRATE_SHARE = 0.5;

/** x264's rate-control zone over the first segment's frames (zones count frames from 0). */
const firstSegmentZone = (frameRate: number) =>
  `zones=0,${Math.ceil(SEGMENT_SECONDS * Math.min(frameRate, 60)) - 1},b=${FIRST_SEGMENT_BITRATE_SHARE}`;

/**
 * Transcodes the source into every rendition in one ffmpeg pass (decoded once, scaled per rung):
 * `{name}/index.m3u8` in `outDir` with its `.ts` segments beside it. The master playlist is written
 * from the results (master-playlist.ts): this ffmpeg build names variants only by number and leaves
 * its own master playlist empty.
 */
export async function transcodeToHls(
  source: string,
  outDir: string,
  probe: VideoProbe,
  ladder: Rendition[],
  onProgress: (fraction: number) => void = () => undefined,
): Promise<void> {
  await Promise.all(ladder.map((_, i) => mkdir(join(outDir, String(i)), { recursive: true })));
  const withAudio = probe.audioCodec !== null;
  const split = `[0:v]split=${ladder.length}${ladder.map((_, i) => `[s${i}]`).join('')}`;
  // The ladder's H.264 levels hold up to 60 frames a second; a faster source (a phone's slow motion) is thinned.
  const fps = probe.frameRate > 60 ? ',fps=60' : '';
  const scales = ladder.map((rung, i) => `[s${i}]scale=${rung.width}:${rung.height}${fps}[v${i}]`);
  const streams = ladder.flatMap((rung, i) => [
    ...['-map', `[v${i}]`],
    ...[`-c:v:${i}`, 'libx264', `-level:v:${i}`, String(rung.level), `-b:v:${i}`, `${rung.videoKbps}k`],
    ...[`-maxrate:v:${i}`, `${Math.round(rung.videoKbps * 1.07)}k`, `-bufsize:v:${i}`, `${rung.videoKbps * 2}k`],
    ...(i === 0 ? [`-x264-params:v:${i}`, firstSegmentZone(probe.frameRate)] : []),
    ...(withAudio ? ['-map', '0:a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, `${rung.audioKbps}k`] : []),
  ]);
  const streamMap = ladder.map((_, i) => `v:${i}${withAudio ? `,a:${i}` : ''}`).join(' ');
  const args = [
    ...['-hide_banner', '-nostdin', '-y', '-i', source],
    ...['-filter_complex', [split, ...scales].join(';')],
    ...streams,
    ...['-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
    ...(withAudio ? ['-ac', '2', '-ar', '48000'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(outDir, '%v', 'segment-%05d.ts')],
    ...['-var_stream_map', streamMap],
    ...['-progress', 'pipe:1', '-nostats'],
    join(outDir, '%v', 'index.m3u8'),
  ];
  const damaged = new VideoRefused('The video could not be decoded to its end: the file may be damaged or cut short.');
  let done = 0;
  try {
    await runBinary(ffmpegPaths().ffmpeg, args, (line) => {
      const [key, value] = line.split('=');
      // Despite its name, ffmpeg's out_time_ms is in microseconds.
      if (key !== 'out_time_ms' || !(Number(value) > 0)) return;
      done = Math.min(1, Number(value) / 1e6 / probe.durationSeconds);
      onProgress(done);
    });
  } catch {
    throw damaged;
  }
  // ffmpeg ends a file whose media data stops early without an error, with a shorter video.
  if (done < 0.95) throw damaged;
  for (const [i, rung] of ladder.entries()) await rename(join(outDir, String(i)), join(outDir, rung.name));
}
