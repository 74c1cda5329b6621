import type { VideoRecord } from './videos.repository';

/**
 * Where a video's renditions live: paid lesson videos under the prefix only signed links open. Its
 * own module, so the API and the renderer reach it without loading the transcoding job.
 */
export const videoFolder = (video: Pick<VideoRecord, 'id' | 'access'>) =>
  `${video.access === 'paid' ? 'lesson-videos' : 'videos'}/${video.id}`;
