import { describe, expect, it } from 'vitest';

import { startVideoJob, videoJobTarget } from './start-video-job';

/** A fetch that answers as the metadata server and the Cloud Run Admin API do, and records the calls. */
function fakeGoogle(runStatus = 200) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.startsWith('http://metadata.google.internal/'))
      return Response.json({ access_token: 'ya29.token', expires_in: 3599, token_type: 'Bearer' });
    return runStatus === 200
      ? Response.json({ name: 'projects/p/locations/asia-south1/operations/op-1', metadata: {} })
      : new Response('{"error":{"code":403,"message":"Permission denied"}}', { status: runStatus });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('starting the Cloud Run video job', () => {
  it('runs the job once for the video, told by VIDEO_ID, with the function’s own access token', async () => {
    const { calls, fetcher } = fakeGoogle();
    const operation = await startVideoJob(
      'v-1',
      { project: 'cricket-prod', region: 'asia-south1', job: 'process-video' },
      fetcher,
    );
    expect(operation).toBe('projects/p/locations/asia-south1/operations/op-1');
    expect(calls[0].init?.headers).toEqual({ 'Metadata-Flavor': 'Google' });
    expect(calls[1].url).toBe('https://run.googleapis.com/v2/projects/cricket-prod/locations/asia-south1/jobs/process-video:run');
    expect(calls[1].init?.method).toBe('POST');
    expect((calls[1].init?.headers as Record<string, string>).authorization).toBe('Bearer ya29.token');
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({
      overrides: { containerOverrides: [{ env: [{ name: 'VIDEO_ID', value: 'v-1' }] }], taskCount: 1 },
    });
  });

  it('fails loudly when Cloud Run refuses, so the trigger is retried', async () => {
    const { fetcher } = fakeGoogle(403);
    await expect(startVideoJob('v-1', { project: 'p', region: 'r', job: 'j' }, fetcher)).rejects.toThrow(/refused.*403/);
  });

  it('takes the project from the runtime and the job and region from the deployment, with defaults', () => {
    expect(videoJobTarget({ GCLOUD_PROJECT: 'cricket-prod' })).toEqual({
      project: 'cricket-prod',
      region: 'asia-south1',
      job: 'process-video',
    });
    expect(videoJobTarget({ GOOGLE_CLOUD_PROJECT: 'p', VIDEO_JOB: 'transcode', VIDEO_JOB_REGION: 'europe-west1' })).toEqual({
      project: 'p',
      region: 'europe-west1',
      job: 'transcode',
    });
    expect(() => videoJobTarget({})).toThrow(/GCLOUD_PROJECT/);
  });
});
