import type { VideoCaption } from '../../contract/captions';
import { mediaUrl } from '../../media';
import { signLessonUrl } from '../../media/signed-media';

import type { VideoRecord } from './videos.repository';

/**
 * A video's captions as one viewer gets them: a paid video's signed for that viewer like its other
 * files (with the learner's enrolment; an admin's preview has none); a public one's plain, with the
 * version in the address so a CDN's copy of a replaced file is never served (public media are
 * cached for a year).
 */
export function captionsFor(
  video: Pick<VideoRecord, 'access' | 'captions'>,
  uid: string,
  enrollmentId?: string,
): VideoCaption[] {
  return video.captions.map(({ language, label, path, version }) => ({
    language,
    label,
    url: video.access === 'paid' ? signLessonUrl(mediaUrl(path), uid, { enrollmentId }) : `${mediaUrl(path)}?v=${version}`,
  }));
}
