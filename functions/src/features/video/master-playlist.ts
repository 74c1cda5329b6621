import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Rendition } from './hls-ladder';

interface Variant {
  uri: string;
  /** Peak bits per second over the segments, as the HLS specification defines BANDWIDTH. */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  codecs: string;
}

/** The RFC 8216 master playlist, variants from the lowest up. */
export function masterPlaylist(variants: Variant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of [...variants].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.width}x${v.height},CODECS="${v.codecs}"`,
      v.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** RFC 6381 codec names: H.264 Main (`avc1.4D40` and the level), and AAC-LC. */
export function codecsOf(rung: Rendition, withAudio: boolean): string {
  const level = Math.round(rung.level * 10)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
  return [`avc1.4D40${level}`, ...(withAudio ? ['mp4a.40.2'] : [])].join(',');
}

async function measure(outDir: string, rung: Rendition, withAudio: boolean): Promise<Variant> {
  const dir = join(outDir, rung.name);
  const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
  const segments = [...playlist.matchAll(/#EXTINF:([\d.]+),?\n([^\n#]+)/g)].map(([, seconds, file]) => ({
    seconds: Number(seconds),
    file: file.trim(),
  }));
  const sizes = await Promise.all(segments.map(({ file }) => stat(join(dir, file)).then((s) => s.size)));
  const rates = segments.map(({ seconds }, i) => (sizes[i] * 8) / Math.max(seconds, 0.001));
  const total = segments.reduce((sum, { seconds }) => sum + seconds, 0);
  return {
    uri: `${rung.name}/index.m3u8`,
    // A short last segment carries a keyframe for very little time: its rate is no peak.
    bandwidth: Math.ceil(Math.max(...rates.filter((_, i) => i < rates.length - 1 || rates.length === 1))),
    averageBandwidth: Math.ceil((sizes.reduce((a, b) => a + b, 0) * 8) / Math.max(total, 0.001)),
    width: rung.width,
    height: rung.height,
    codecs: codecsOf(rung, withAudio),
  };
}

/** Writes `master.m3u8` into `outDir` from the renditions' measured segments. */
export async function writeMasterPlaylist(outDir: string, ladder: Rendition[], withAudio: boolean): Promise<void> {
  const variants = await Promise.all(ladder.map((rung) => measure(outDir, rung, withAudio)));
  await writeFile(join(outDir, 'master.m3u8'), masterPlaylist(variants));
}
