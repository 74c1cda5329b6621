import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ffmpegPaths } from './ffmpeg-binaries';
import { processVideoFile } from './process-video-file';
import { judgeProbe } from './probe-video';
import { VideoRefused } from './video-refused';

const work = mkdtempSync(join(tmpdir(), 'video-pipeline-'));
const source = join(work, 'lecture.mp4');
const SECONDS = 9;

/** A real H.264/AAC MP4 from ffmpeg's test pattern and a tone, its index at the end as cameras write it. */
function generate(file: string, size: string, seconds: number) {
  execFileSync(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    file,
  ]);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof VideoRefused ? error.reason : `not a refusal: ${String(error)}`),
  );

describe('processing a video into an HLS ladder, a poster and seek previews', () => {
  const out = join(work, 'out');
  const progress: number[] = [];
  let processed: Awaited<ReturnType<typeof processVideoFile>>;

  beforeAll(async () => {
    generate(source, '1280x720', SECONDS);
    processed = await processVideoFile(source, out, (fraction) => progress.push(fraction));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('probes the source', () => {
    expect(processed.probe).toMatchObject({ width: 1280, height: 720, videoCodec: 'h264', audioCodec: 'aac', frameRate: 25 });
    expect(processed.probe.durationSeconds).toBeCloseTo(SECONDS, 0);
  });

  it('writes a master playlist with every rung up to the source, no higher', () => {
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:([^\n]+)\n([^\n]+)/g)].map(([, attributes, uri]) => ({
      resolution: /RESOLUTION=(\d+x\d+)/.exec(attributes)?.[1],
      bandwidth: Number(/BANDWIDTH=(\d+)/.exec(attributes)?.[1]),
      codecs: /CODECS="([^"]+)"/.exec(attributes)?.[1],
      uri,
    }));
    expect(variants.map((v) => v.resolution)).toEqual(['640x360', '960x540', '1280x720']);
    expect(variants.map((v) => v.uri)).toEqual(['360p/index.m3u8', '540p/index.m3u8', '720p/index.m3u8']);
    expect(variants.map((v) => v.codecs)).toEqual(['avc1.4D401F,mp4a.40.2', 'avc1.4D4020,mp4a.40.2', 'avc1.4D4020,mp4a.40.2']);
    // Measured from the segments: each rung carries more than the one below it.
    expect(variants[0].bandwidth).toBeGreaterThan(100_000);
    expect(variants[1].bandwidth).toBeGreaterThan(variants[0].bandwidth);
    expect(variants[2].bandwidth).toBeGreaterThan(variants[1].bandwidth);
  });

  it('cuts each rendition into 2 s segments of H.264 and AAC at its size', () => {
    for (const name of ['360p', '540p', '720p']) {
      const playlist = readFileSync(join(out, name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map(([, value]) => Number(value));
      for (const length of lengths.slice(0, -1)) expect(length).toBeCloseTo(2, 1);
      expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(SECONDS, 0);
    }
    // This package's ffprobe crashes on MPEG-TS: ffmpeg itself describes the segment it reads back.
    const segment = join(
      out,
      '360p',
      readdirSync(join(out, '360p')).find((file) => file.endsWith('.ts'))!,
    );
    const { stderr } = spawnSync(ffmpegPaths().ffmpeg, ['-hide_banner', '-i', segment, '-f', 'null', '-'], {
      encoding: 'utf8',
    });
    expect(stderr).toMatch(/Video: h264 \(Main\).* 640x360/);
    expect(stderr).toMatch(/Audio: aac \(LC\)/);
  });

  it('makes the lowest rendition’s first segment, where players start, lighter than the next, and only that one', () => {
    const sizes = (name: string) =>
      readdirSync(join(out, name))
        .filter((file) => file.endsWith('.ts'))
        .sort()
        .map((file) => statSync(join(out, name, file)).size);
    const [first, second] = sizes('360p');
    expect(first).toBeLessThan(second * 0.8);
    const [higherFirst, higherSecond] = sizes('540p');
    expect(higherFirst).toBeGreaterThan(higherSecond * 0.8);
  });

  it('reports its progress up to the end', () => {
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeGreaterThanOrEqual(0.95);
  });

  it('makes a JPEG poster and a sprite of seek previews with a WebVTT index', () => {
    expect(readFileSync(join(out, 'poster.jpg')).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(readFileSync(join(out, 'thumbnails.jpg')).subarray(0, 2).toString('hex')).toBe('ffd8');
    const vtt = readFileSync(join(out, 'thumbnails.vtt'), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.000\nthumbnails.jpg#xywh=0,0,160,90');
    expect(vtt).toContain('00:00:08.000 --> 00:00:09.000\nthumbnails.jpg#xywh=1280,0,160,90');
  });

  it('refuses a text file renamed .mp4, and a recording cut short, each with a reason', async () => {
    const renamed = join(work, 'notes.mp4');
    writeFileSync(renamed, 'Minutes of the selection meeting.\n'.repeat(200));
    expect(await refusal(processVideoFile(renamed, join(work, 'renamed')))).toMatch(/not a video we can read/);

    const truncated = join(work, 'truncated.mp4');
    writeFileSync(truncated, readFileSync(source).subarray(0, Math.floor(readFileSync(source).length * 0.6)));
    expect(await refusal(processVideoFile(truncated, join(work, 'truncated')))).toMatch(/cut short/);

    // Index first, as a web-optimised MP4 is written: the probe succeeds and the media stops early.
    const faststart = join(work, 'faststart.mp4');
    execFileSync(ffmpegPaths().ffmpeg, [
      '-loglevel',
      'error',
      '-y',
      '-i',
      source,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      faststart,
    ]);
    const cut = join(work, 'faststart-cut.mp4');
    writeFileSync(cut, readFileSync(faststart).subarray(0, Math.floor(readFileSync(faststart).length * 0.5)));
    expect(await refusal(processVideoFile(cut, join(work, 'faststart-cut')))).toMatch(/cut short/);
  }, 120_000);
});

describe('the limits a probe is judged by', () => {
  const video = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001' };

  it('reads the frame rate and accepts up to 4 hours and 4K either way round', () => {
    expect(judgeProbe({ streams: [video], format: { duration: '14400' } }).frameRate).toBeCloseTo(29.97, 2);
    expect(() => judgeProbe({ streams: [{ ...video, width: 2160, height: 3840 }], format: { duration: '60' } })).not.toThrow();
  });

  it('refuses longer than 4 hours, larger than 4K, and sound with only a cover picture', () => {
    const reason = (output: Parameters<typeof judgeProbe>[0]) => {
      try {
        judgeProbe(output);
        return null;
      } catch (error) {
        return (error as VideoRefused).reason;
      }
    };
    expect(reason({ streams: [video], format: { duration: '14401' } })).toBe('The video is longer than 4 hours.');
    expect(reason({ streams: [{ ...video, width: 4096, height: 2160 }], format: { duration: '60' } })).toMatch(
      /4096×2160, larger than 4K/,
    );
    expect(
      reason({
        streams: [
          { codec_type: 'audio', codec_name: 'mp3' },
          { ...video, disposition: { attached_pic: 1 } },
        ],
        format: { duration: '60' },
      }),
    ).toBe('The file has no video track.');
  });
});
