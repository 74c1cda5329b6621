import type { VideoCaption } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const captionsPath = (videoId: string) => `/admin/videos/${encodeURIComponent(videoId)}/captions`;

/** Adds a WebVTT caption file to a video, or replaces its language's; answers with the video's captions. */
export async function addCaption(
  videoId: string,
  input: { language: string; label: string; file: File },
): Promise<VideoCaption[]> {
  const form = new FormData();
  form.append('language', input.language);
  form.append('label', input.label);
  form.append('file', input.file);
  return (
    await api.post<ApiEnvelope<{ captions: VideoCaption[] }>>(captionsPath(videoId), form, {
      errorMessage: 'Failed to add the captions',
    })
  ).data.captions;
}

export async function removeCaption(videoId: string, language: string): Promise<VideoCaption[]> {
  return (
    await api.delete<ApiEnvelope<{ captions: VideoCaption[] }>>(`${captionsPath(videoId)}/${encodeURIComponent(language)}`, {
      errorMessage: 'Failed to remove the captions',
    })
  ).data.captions;
}
