import { Router, type Response } from 'express';

import { VideoUploadCompleteSchema, VideoUploadInputSchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireRole } from '../../http/authenticate';
import { readForm } from '../../http/multipart';
import { parse } from '../../http/validate';

import { openVideoUpload } from './resumable-uploads.service';
import { addCaption, removeCaption } from './video-captions.service';
import { adminVideoStatus, queueUploadedVideo } from './video.service';

/** Lesson and highlight videos in the back-office: resumable uploads, then processing. Admin only. */
export const videoRouter = Router();
videoRouter.use(['/admin/uploads/videos', '/admin/videos'], requireRole('admin'));

function send(res: Response, status: number, body: object) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ success: true, ...body });
}

/**
 * A video goes straight to storage: this opens a resumable upload session for one staging object
 * (the browser sends the chunks there), and `complete` checks what arrived and queues its processing.
 */
videoRouter.post('/admin/uploads/videos', async (req, res) => {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : process.env.SITE_URL;
  const session = await openVideoUpload(parse(VideoUploadInputSchema, req.body), origin);
  send(res, 201, { message: 'Upload session opened', data: session });
});

videoRouter.post('/admin/uploads/videos/:uploadId/complete', async (req, res) => {
  const { use } = parse(VideoUploadCompleteSchema, req.body ?? {});
  const queued = await queueUploadedVideo(req.params.uploadId, use, auditActorOf(req, res));
  send(res, 201, { message: 'Video uploaded: it is being processed', data: queued });
});

videoRouter.get('/admin/videos/:videoId', async (req, res) => {
  send(res, 200, { data: await adminVideoStatus(req.params.videoId, authOf(res).uid) });
});

/** A video's WebVTT captions, one file per language: uploading a language again replaces it. */
videoRouter.post('/admin/videos/:videoId/captions', async (req, res) => {
  const captions = await addCaption(req.params.videoId, await readForm(req, ['file']), auditActorOf(req, res));
  send(res, 201, { message: 'Captions saved', data: { captions } });
});

videoRouter.delete('/admin/videos/:videoId/captions/:language', async (req, res) => {
  const captions = await removeCaption(req.params.videoId, req.params.language, auditActorOf(req, res));
  send(res, 200, { message: 'Captions removed', data: { captions } });
});
