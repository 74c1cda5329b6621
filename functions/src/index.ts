import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2/options';

import { webApiKey } from './features/auth/web-api-key-secret';
import { credentialSigningKey } from './features/credentials/signing-secret';
import { razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } from './features/payments/razorpay-secrets';
import { mediaSigningKey } from './media/signing-secret';
import { assertProductionSettings } from './production-settings';

// Mumbai: the learners and the company are in India.
setGlobalOptions({ region: 'asia-south1', memory: '512MiB', timeoutSeconds: 60, maxInstances: 20 });

/*
 * Each function's instances load only that function's code (FUNCTION_TARGET names the function an
 * instance serves, in production and in the emulator), so the page renderer never adds to the
 * API's cold start, nor the API to the renderer's. Deploys load them all to find them.
 */
const serves = (name: string) => !process.env.FUNCTION_TARGET || process.env.FUNCTION_TARGET === name;

if (serves('api')) {
  assertProductionSettings('api');
  const { createApp } = require('./app') as typeof import('./app');
  exports.api = onRequest(
    {
      concurrency: 80,
      cors: false,
      invoker: 'public',
      secrets: [credentialSigningKey, mediaSigningKey, webApiKey, razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret],
    },
    createApp(),
  );
}

if (serves('ssr')) {
  assertProductionSettings('ssr');
  const { handleSsr } = require('./ssr/ssr-handler') as typeof import('./ssr/ssr-handler');
  // Public pages: rendered from the same services as the API, in-process.
  exports.ssr = onRequest({ concurrency: 80, cors: false, invoker: 'public' }, handleSsr);
}

if (serves('sweepUploads')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { sweepAbandonedUploads } =
    require('./features/courses/course-media.service') as typeof import('./features/courses/course-media.service');
  const { highlightsUseVideo } =
    require('./features/content/content-admin.service') as typeof import('./features/content/content-admin.service');
  /** Course and highlight files uploaded into a form that was never saved are removed a day later (the local stack runs this on start). */
  exports.sweepUploads = onSchedule({ schedule: 'every 1 hours', timeoutSeconds: 300 }, async () => {
    await sweepAbandonedUploads(Date.now(), highlightsUseVideo);
  });
}

if (serves('reconcilePayments')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { reconcilePayments } =
    require('./features/payments/reconciliation.service') as typeof import('./features/payments/reconciliation.service');
  /** Orders left unsettled past their seat hold: enrol what was paid, release what was not (docs/decisions/0049, 0065). */
  exports.reconcilePayments = onSchedule(
    { schedule: 'every 10 minutes', timeoutSeconds: 300, secrets: [razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret] },
    async () => {
      const report = await reconcilePayments();
      console.log(`Payment reconciliation: ${JSON.stringify(report)}`);
    },
  );
}

if (serves('expireSeatProformas')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { expireLapsedProformas } =
    require('./features/groups/seat-orders.service') as typeof import('./features/groups/seat-orders.service');
  /** Unpaid bank-transfer proformas past SEAT_PROFORMA_DAYS expire; a receipt for one is then refused (issue 32). */
  exports.expireSeatProformas = onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 120 }, async () => {
    const expired = await expireLapsedProformas(Date.now());
    console.log(`Seat proformas: ${expired} expired`);
  });
}

if (serves('remindLiveSessions')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { remindUpcomingSessions } =
    require('./features/cohorts/live-sessions.service') as typeof import('./features/cohorts/live-sessions.service');
  /** Members of a cohort are mailed an hour before each live session, once per start time (decision 0075). */
  exports.remindLiveSessions = onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 120 }, async () => {
    const reminded = await remindUpcomingSessions(new Date());
    console.log(`Live sessions: ${reminded} reminded`);
  });
}

if (serves('sendLearnerReminders')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { sendLearnerReminders } =
    require('./features/reminders/learner-reminders.service') as typeof import('./features/reminders/learner-reminders.service');
  /** Learners' reminders (issue 36), each sent once, to those who did not turn its kind off. */
  exports.sendLearnerReminders = onSchedule({ schedule: 'every 1 hours', timeoutSeconds: 300 }, async () => {
    const sent = await sendLearnerReminders(new Date());
    console.log(`Learner reminders: ${JSON.stringify(sent)}`);
  });
}

if (serves('sendQuestionDigests')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { sendQuestionDigests } =
    require('./features/questions/questions-digest.service') as typeof import('./features/questions/questions-digest.service');
  /** Instructors' daily digest of unanswered questions in their courses (issue 36), at 09:00 in India. */
  exports.sendQuestionDigests = onSchedule(
    { schedule: 'every day 09:00', timeZone: 'Asia/Kolkata', timeoutSeconds: 300 },
    async () => {
      console.log(`Question digests: ${await sendQuestionDigests(new Date())} sent`);
    },
  );
}

if (serves('startVideoProcessing')) {
  const { onDocumentCreated } = require('firebase-functions/v2/firestore') as typeof import('firebase-functions/v2/firestore');
  const { startVideoJob } = require('./features/video/start-video-job') as typeof import('./features/video/start-video-job');
  /** A queued video (an upload just completed) starts its Cloud Run job execution (docs/video.md, "What runs where"). */
  exports.startVideoProcessing = onDocumentCreated({ document: 'videos/{videoId}', retry: true }, async (event) => {
    await startVideoJob(event.params.videoId);
  });
}

if (serves('resumeVideoProcessing')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { startVideoJob } = require('./features/video/start-video-job') as typeof import('./features/video/start-video-job');
  const { reportOverdueVideos, waitingVideoIds } =
    require('./features/video/video-job.service') as typeof import('./features/video/video-job.service');
  /**
   * Videos whose run died after its retries (its lease ran out), or whose start was lost, get a new
   * run; any left queued over half an hour is logged for the alert (ops/monitoring).
   */
  exports.resumeVideoProcessing = onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 120 }, async () => {
    await reportOverdueVideos();
    for (const id of await waitingVideoIds()) await startVideoJob(id);
  });
}

if (serves('watchMailDeliveries')) {
  const { onDocumentUpdated } = require('firebase-functions/v2/firestore') as typeof import('firebase-functions/v2/firestore');
  const { reportFailedDelivery } =
    require('./features/mail/delivery-failures') as typeof import('./features/mail/delivery-failures');
  const { MAIL_COLLECTION } = require('./features/mail/mail-config') as typeof import('./features/mail/mail-config');
  /** The Trigger Email extension writes each delivery's outcome back; a failed one is logged for the alert (ops/monitoring). */
  exports.watchMailDeliveries = onDocumentUpdated({ document: `${MAIL_COLLECTION}/{mailId}` }, (event) => {
    reportFailedDelivery(event.params.mailId, event.data?.before.data(), event.data?.after.data());
  });
}

if (serves('expireAuditEntries')) {
  const { onSchedule } = require('firebase-functions/v2/scheduler') as typeof import('firebase-functions/v2/scheduler');
  const { deleteExpiredAuditEntries } =
    require('./features/audit/audit.service') as typeof import('./features/audit/audit.service');
  /** Audit entries are kept a year (the DPDP Rules ask for a year of logs), then deleted (decision 0070). */
  exports.expireAuditEntries = onSchedule(
    { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
    async () => {
      const deleted = await deleteExpiredAuditEntries(Date.now());
      console.log(`Audit retention: deleted ${deleted} entries older than a year`);
    },
  );
}
