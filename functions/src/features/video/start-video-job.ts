/**
 * Production runs the processing job as a Cloud Run job (a function's event timeout, 9 minutes, is
 * shorter than a long lecture's transcode). A queued video starts one execution of it, told which
 * video by its VIDEO_ID variable, through the Cloud Run Admin API's `jobs.run`
 * (https://cloud.google.com/run/docs/reference/rest/v2/projects.locations.jobs/run).
 */

const METADATA_TOKEN_URL = 'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token';

export interface VideoJobTarget {
  project: string;
  region: string;
  job: string;
}

/** The job this deployment starts: VIDEO_JOB names it, in the functions' project and region. */
export function videoJobTarget(env: NodeJS.ProcessEnv = process.env): VideoJobTarget {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new Error('GCLOUD_PROJECT is not set: the video job cannot be started');
  return { project, region: env.VIDEO_JOB_REGION ?? env.FUNCTION_REGION ?? 'asia-south1', job: env.VIDEO_JOB ?? 'process-video' };
}

/** The function's own service account's access token, from the metadata server every Google runtime has. */
async function accessToken(fetcher: typeof fetch): Promise<string> {
  const res = await fetcher(METADATA_TOKEN_URL, { headers: { 'Metadata-Flavor': 'Google' } });
  if (!res.ok) throw new Error(`The metadata server gave no access token: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Starts one execution of the job for one video; resolves with the execution's operation name. */
export async function startVideoJob(videoId: string, target = videoJobTarget(), fetcher: typeof fetch = fetch): Promise<string> {
  const url = `https://run.googleapis.com/v2/projects/${target.project}/locations/${target.region}/jobs/${target.job}:run`;
  const res = await fetcher(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessToken(fetcher)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ overrides: { containerOverrides: [{ env: [{ name: 'VIDEO_ID', value: videoId }] }], taskCount: 1 } }),
  });
  if (!res.ok)
    throw new Error(`Cloud Run refused to start ${target.job} for video ${videoId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { name: string }).name;
}
