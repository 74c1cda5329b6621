import { ffmpegPaths } from './ffmpeg-binaries';
import { runBinary } from './run-binary';
import { VideoRefused } from './video-refused';

export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  /** Frames per second, from the stream's average frame rate. */
  frameRate: number;
}

export const MAX_DURATION_SECONDS = 4 * 60 * 60;
/** 4K UHD, either way round: a portrait 4K phone video is as large as a landscape one. */
export const MAX_LONG_SIDE = 3840;
export const MAX_SHORT_SIDE = 2160;

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  disposition?: { attached_pic?: number };
}

const rate = (fraction = '') => {
  const [num, den] = fraction.split('/').map(Number);
  return num > 0 && den > 0 ? num / den : 0;
};

/** What ffprobe reports of a file, as the pipeline's limits judge it. */
export function judgeProbe(output: { streams?: FfprobeStream[]; format?: { duration?: string } }): VideoProbe {
  const streams = output.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video || !video.width || !video.height) throw new VideoRefused('The file has no video track.');
  const durationSeconds = Number(output.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new VideoRefused('The video has no length: the file may be cut short.');
  if (durationSeconds > MAX_DURATION_SECONDS) throw new VideoRefused('The video is longer than 4 hours.');
  const long = Math.max(video.width, video.height);
  const short = Math.min(video.width, video.height);
  if (long > MAX_LONG_SIDE || short > MAX_SHORT_SIDE)
    throw new VideoRefused(`The video is ${video.width}×${video.height}, larger than 4K (3840×2160).`);
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds,
    width: video.width,
    height: video.height,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    frameRate: rate(video.avg_frame_rate) || 25,
  };
}

/** Probes a local file; anything ffprobe cannot read as a video is refused with a reason. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await runBinary(ffmpegPaths().ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]));
  } catch {
    throw new VideoRefused('The file is not a video we can read (it may be another kind of file, or cut short).');
  }
  return judgeProbe(JSON.parse(stdout));
}
