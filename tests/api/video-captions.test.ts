import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { AdminVideoStatus, LearnerCourseView, VideoCaption } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';
import { mediaDir, queueVideo, recording, settledVideo, uploadVideo } from '../support/videos';

/**
 * A video's WebVTT captions (issue 25): an admin adds, replaces and removes them per language; the
 * learner's lesson lists them signed like the video's other files; anything that is not WebVTT, or
 * too large, or in a language that is not a BCP 47 tag, is refused and nothing is kept.
 */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE_URL}${path}`, { headers });

const ENGLISH = 'WEBVTT\n\n00:00.500 --> 00:03.000\nThe bowler runs in.\n\n00:03.000 --> 00:06.000\nAnd he is bowled!\n';
const HINDI = '\uFEFFWEBVTT\n\n00:00.500 --> 00:03.000\nगेंदबाज़ दौड़ता है।\n';
const SRT = '1\n00:00:00,500 --> 00:00:03,000\nThe bowler runs in.\n';

function captionForm(
  fields: Record<string, string>,
  file?: { text: string | Uint8Array<ArrayBuffer>; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.text], { type: file.type ?? 'text/vtt' }), file.name);
  return form;
}

const addCaption = (videoId: string, token: string | undefined, form: FormData) =>
  api<{ captions: VideoCaption[] }>('POST', `/admin/videos/${videoId}/captions`, { token, body: form });

const storedCaptions = async (videoId: string) =>
  ((await testDb().collection('videos').doc(videoId).get()).data()?.captions ?? []) as { language: string }[];

const captionFiles = (folder: string) => {
  const dir = join(mediaDir!, folder, 'captions');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe.skipIf(!mediaDir)('a video’s captions (needs the local media folder)', () => {
  let admin: string;
  let videoId: string;
  let courseId: string;
  let learner: { token: string };

  beforeAll(async () => {
    admin = await adminToken();
    const uploaded = await uploadVideo(await recording(6, '640x360'), admin);
    videoId = uploaded.videoId;
    expect((await settledVideo(videoId)).status).toBe('ready');
    ({ courseId } = await createCourseFixture({ price: 0, videoUrl: uploaded.url }));
    learner = await enrolledLearner(courseId, { prefix: 'captions' });
  }, 150_000);

  const lessonVideo = async () =>
    (await api<LearnerCourseView>('GET', `/user/courses/${courseId}`, { token: learner.token })).body.data.modules[0].lessons[0]
      .video;

  it('are added by an admin and reach the enrolled learner signed; the bare path opens for nobody', async () => {
    const added = await addCaption(videoId, admin, captionForm({ language: 'en' }, { text: ENGLISH, name: 'lesson.en.vtt' }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.captions).toEqual([
      {
        language: 'en',
        label: 'English',
        url: expect.stringMatching(
          new RegExp(`^/uploads/lesson-videos/${videoId}/captions/en\\.vtt\\?u=[\\w-]+&e=\\d+&s=[\\w-]+$`),
        ),
      },
    ]);
    // The admin's status lists them too, signed for the admin's preview.
    const status = await api<AdminVideoStatus>('GET', `/admin/videos/${videoId}`, { token: admin });
    expect(status.body.data.captions).toHaveLength(1);
    expect((await get(status.body.data.captions[0].url)).status).toBe(200);

    const video = await lessonVideo();
    expect(video!.captions).toEqual([{ language: 'en', label: 'English', url: expect.stringContaining('?u=') }]);
    const file = await get(video!.captions[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toBe(ENGLISH);
    expect((await get(video!.captions[0].url.split('?')[0])).status).toBe(401);
    // Another learner's token is not the link: still refused.
    const stranger = await newLearner('captions-stranger');
    expect((await get(video!.captions[0].url.split('?')[0], { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
  });

  it('refuses an SRT file, a text file, a binary file, a too-large file, a bad language or label, and no file, keeping nothing', async () => {
    const before = await storedCaptions(videoId);
    const cases: [FormData, number, RegExp][] = [
      [captionForm({ language: 'fr' }, { text: SRT, name: 'lesson.srt', type: 'application/x-subrip' }), 400, /SRT file/],
      [captionForm({ language: 'fr' }, { text: 'Notes from the lecture', name: 'notes.vtt' }), 400, /first line must be WEBVTT/],
      [
        captionForm(
          { language: 'fr' },
          { text: new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff]), name: 'x.vtt' },
        ),
        400,
        /UTF-8/,
      ],
      [captionForm({ language: 'fr' }, { text: `${ENGLISH}\n${'x'.repeat(1024 * 1024)}`, name: 'big.vtt' }), 413, /at most 1 MB/],
      [captionForm({ language: 'French' }, { text: ENGLISH, name: 'fr.vtt' }), 400, /BCP 47/],
      [captionForm({ language: '../fr' }, { text: ENGLISH, name: 'fr.vtt' }), 400, /BCP 47/],
      [captionForm({ language: 'fr', label: 'F'.repeat(41) }, { text: ENGLISH, name: 'fr.vtt' }), 400, /at most 40/],
      [captionForm({ language: 'fr' }), 400, /Choose a WebVTT/],
    ];
    for (const [form, status, message] of cases) {
      const res = await addCaption(videoId, admin, form);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    // Bigger than the form's bound: refused before it is read.
    const huge = await addCaption(
      videoId,
      admin,
      captionForm({ language: 'fr' }, { text: 'x'.repeat(3 * 1024 * 1024), name: 'huge.vtt' }),
    );
    expect(huge.status).toBe(413);
    expect(await storedCaptions(videoId)).toEqual(before);
    expect(captionFiles(`lesson-videos/${videoId}`)).toEqual(['en.vtt']);
  });

  it('are the back-office’s alone, and an unknown video is a 404', async () => {
    const form = () => captionForm({ language: 'de' }, { text: ENGLISH, name: 'de.vtt' });
    expect((await addCaption(videoId, learner.token, form())).status).toBe(403);
    expect((await addCaption(videoId, undefined, form())).status).toBe(401);
    expect((await api('DELETE', `/admin/videos/${videoId}/captions/en`, { token: learner.token })).status).toBe(403);
    expect((await addCaption(crypto.randomUUID(), admin, form())).status).toBe(404);
    expect(captionFiles(`lesson-videos/${videoId}`)).toEqual(['en.vtt']);
  });

  it('are replaced per language, kept in several languages, and removed file and all', async () => {
    const replaced = await addCaption(
      videoId,
      admin,
      captionForm(
        { language: 'EN', label: 'English (commentary)' },
        { text: ENGLISH.replace('bowled', 'caught'), name: 'en.vtt' },
      ),
    );
    expect(replaced.status).toBe(201);
    expect(replaced.body.data.captions.map((c: { label: string }) => c.label)).toEqual(['English (commentary)']);
    const hindi = await addCaption(videoId, admin, captionForm({ language: 'hi' }, { text: HINDI, name: 'hi.vtt' }));
    const regional = await addCaption(videoId, admin, captionForm({ language: 'en-in' }, { text: ENGLISH, name: 'en-IN.vtt' }));
    expect(regional.body.data.captions.map((c: { language: string; label: string }) => [c.language, c.label])).toEqual([
      ['en', 'English (commentary)'],
      ['en-IN', 'English (India)'],
      ['hi', 'Hindi'],
    ]);
    expect(hindi.status).toBe(201);

    const video = await lessonVideo();
    expect(video!.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'en-IN', 'hi']);
    expect(await (await get(video!.captions[0].url)).text()).toMatch(/he is caught/);
    expect(await (await get(video!.captions[2].url)).text()).toMatch(/गेंदबाज़/);

    const removed = await api<{ captions: VideoCaption[] }>('DELETE', `/admin/videos/${videoId}/captions/hi`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.data.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'en-IN']);
    expect(captionFiles(`lesson-videos/${videoId}`)).toEqual(['en-IN.vtt', 'en.vtt']);
    expect((await api('DELETE', `/admin/videos/${videoId}/captions/hi`, { token: admin })).status).toBe(404);
    expect((await api('DELETE', `/admin/videos/${videoId}/captions/nonsense!`, { token: admin })).status).toBe(404);
    expect((await lessonVideo())!.captions).toHaveLength(2);
  });

  it('can be added before a highlight’s video is processed, stay through processing, and stream openly with a versioned address', async () => {
    const { id } = await queueVideo(await recording(3, '640x360'), 'public');
    const added = await addCaption(id, admin, captionForm({ language: 'en' }, { text: ENGLISH, name: 'en.vtt' }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const url = added.body.data.captions[0].url;
    expect(url).toMatch(new RegExp(`^/uploads/videos/${id}/captions/en\\.vtt\\?v=\\d+$`));
    expect((await settledVideo(id)).status).toBe('ready');
    const status = (await api<AdminVideoStatus>('GET', `/admin/videos/${id}`, { token: admin })).body.data;
    expect(status.captions).toEqual([{ language: 'en', label: 'English', url }]);
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/public/);

    const again = await addCaption(id, admin, captionForm({ language: 'en' }, { text: ENGLISH, name: 'en.vtt' }));
    expect(again.body.data.captions[0].url).not.toBe(url);
  }, 120_000);
});
