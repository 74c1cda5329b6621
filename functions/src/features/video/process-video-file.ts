import { ladderFor, type Rendition } from './hls-ladder';
import { writeMasterPlaylist } from './master-playlist';
import { makePoster, makeThumbnailSprite } from './preview-images';
import { probeVideo, type VideoProbe } from './probe-video';
import { transcodeToHls } from './transcode-hls';

export interface ProcessedVideo {
  probe: VideoProbe;
  renditions: Rendition[];
}

/**
 * The processing job's work on one local file: probe it (refusing what is not a video within the
 * limits), then write into `outDir` the HLS ladder under `master.m3u8`, `poster.jpg`, and the
 * seek-bar sprite with its `thumbnails.vtt`. `onProgress` hears the transcode's fraction done.
 */
export async function processVideoFile(
  source: string,
  outDir: string,
  onProgress?: (fraction: number) => void,
): Promise<ProcessedVideo> {
  const probe = await probeVideo(source);
  const renditions = ladderFor(probe);
  await transcodeToHls(source, outDir, probe, renditions, onProgress);
  await writeMasterPlaylist(outDir, renditions, probe.audioCodec !== null);
  await makePoster(source, outDir, probe);
  await makeThumbnailSprite(source, outDir, probe);
  return { probe, renditions };
}
