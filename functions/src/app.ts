import express from 'express';

import { authRouter, profileRouter } from './features/auth/auth.routes';
import { contactRouter } from './features/contact/contact.routes';
import { privacyRouter } from './features/privacy/privacy.routes';
import { dashboardRouter } from './features/dashboard/dashboard.routes';
import { contentAdminRouter } from './features/content/content-admin.routes';
import { publicContentRouter } from './features/content/public-content.routes';
import { certificatesAdminRouter } from './features/certificates/certificates-admin.routes';
import { certificatesRouter } from './features/certificates/certificates.routes';
import { couponsAdminRouter, couponsRouter } from './features/coupons/coupons.routes';
import { credentialsRouter, didRouter } from './features/credentials/credentials.routes';
import { catalogRouter } from './features/courses/catalog.routes';
import { courseAdminRouter } from './features/courses/course-admin.routes';
import { enrollmentsRouter } from './features/enrollments/enrollments.routes';
import { invoicesRouter } from './features/invoices/invoices.routes';
import { accommodationsRouter } from './features/learning/accommodations.routes';
import { itemStatisticsRouter } from './features/learning/item-statistics.routes';
import { learningRouter } from './features/learning/learning.routes';
import { questionBankRouter } from './features/question-bank/question-bank.routes';
import { ordersAdminRouter } from './features/payments/orders-admin.routes';
import { paymentsRouter } from './features/payments/payments.routes';
import { reviewsRouter } from './features/learning/reviews.routes';
import { courseReportRouter } from './features/reports/course-report.routes';
import { usersAdminRouter } from './features/users/users-admin.routes';
import { videoRouter } from './features/video/video.routes';
import { bodyPolicy, JSON_BODY_LIMIT } from './http/body-policy';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { mediaRouter } from './media/media.routes';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestLog);
  app.use(bodyPolicy);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  const api = express.Router();
  api.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data: { status: 'ok' } });
  });
  api.use('/auth', authRouter);
  api.use('/users', profileRouter);
  api.use('/users', privacyRouter);
  api.use('/users', dashboardRouter);
  api.use('/users', usersAdminRouter);
  api.use(contentAdminRouter);
  api.use(publicContentRouter);
  api.use(contactRouter);
  api.use(catalogRouter);
  api.use(courseAdminRouter);
  api.use(videoRouter);
  api.use(questionBankRouter);
  api.use(enrollmentsRouter);
  api.use(paymentsRouter);
  api.use(ordersAdminRouter);
  api.use(learningRouter);
  api.use(reviewsRouter);
  api.use(accommodationsRouter);
  api.use(itemStatisticsRouter);
  api.use(courseReportRouter);
  api.use(certificatesRouter);
  api.use(certificatesAdminRouter);
  api.use(credentialsRouter);
  api.use(invoicesRouter);
  api.use(couponsRouter);
  api.use(couponsAdminRouter);
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use('/uploads', mediaRouter);
  app.use(didRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
