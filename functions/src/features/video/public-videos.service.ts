import { mediaUrl } from '../../media';

import { processedVideoId, processedVideosByUrl } from './video.service';
import { findVideo } from './videos.repository';

/** A highlight's processed video as visitors get it: playable yet or not, and its poster. */
export interface PublicVideo {
  ready: boolean;
  posterUrl: string | null;
}

/** Only a public video's address (not a paid lesson's) may be shown on the open site. */
const isPublicAddress = (url: string) => url.startsWith('/uploads/videos/');

/**
 * Whether `url` is the master playlist of a public video uploaded here (any state: a highlight may be
 * saved while its video is still processing). A lesson's paid video, another site's address or an id
 * without a record is not.
 */
export async function isOwnPublicVideo(url: string): Promise<boolean> {
  const id = processedVideoId(url);
  if (!id || !isPublicAddress(url)) return false;
  const video = await findVideo(id);
  return video?.access === 'public';
}

/**
 * The public processed videos behind these URLs, keyed by URL, in one batched read. Plain files are
 * not in the map; a processed address whose record is gone is, as never ready.
 */
export async function publicVideosFor(urls: ReadonlyArray<string | null | undefined>): Promise<Map<string, PublicVideo>> {
  const records = await processedVideosByUrl(urls);
  return new Map(
    [...records].map(([url, video]) => {
      const ready = video?.status === 'ready' && video.access === 'public' && video.result !== null;
      return [url, { ready, posterUrl: ready && video.result ? mediaUrl(video.result.poster) : null }];
    }),
  );
}
