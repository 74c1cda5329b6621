import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

import { adminPaths } from '@/config/paths';

/**
 * A back-office screen, fetched when its route is first matched: each screen is its own chunk, so
 * opening the dashboard downloads the dashboard and the back-office's frame, not every admin screen
 * (issue 35). Public visitors and learners never download any of it.
 */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** The layout sends a visitor without a session to /join and a learner to /; the API refuses them anyway. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: screen(() => import('./admin/admin-shell').then((m) => m.AdminShell)),
    children: [
      { index: true, element: <Navigate to={adminPaths.dashboard} replace /> },
      { path: 'dashboard', lazy: screen(() => import('@/features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage)) },
      { path: 'users', lazy: screen(() => import('./admin/admin-users').then((m) => m.AdminUsers)) },
      { path: 'courses', lazy: screen(() => import('./admin/admin-courses').then((m) => m.AdminCourses)) },
      { path: 'courses/add', lazy: screen(() => import('./admin/admin-course-form').then((m) => m.AdminCourseForm)) },
      { path: 'courses/edit/:courseId', lazy: screen(() => import('./admin/admin-course-form').then((m) => m.AdminCourseForm)) },
      { path: 'courses/:courseId', lazy: screen(() => import('./admin/admin-course-modules').then((m) => m.AdminCourseModules)) },
      {
        path: 'courses/:courseId/report',
        lazy: screen(() => import('@/features/admin/reports/course-report-page').then((m) => m.CourseReportPage)),
      },
      {
        path: 'courses/:courseId/modules',
        lazy: screen(() => import('./admin/admin-course-modules').then((m) => m.AdminCourseModules)),
      },
      {
        path: 'courses/:courseId/accommodations',
        lazy: screen(() => import('@/features/admin/accommodations/accommodations-page').then((m) => m.AccommodationsPage)),
      },
      {
        path: 'courses/:courseId/modules/:moduleId',
        lazy: screen(() => import('./admin/admin-module-form').then((m) => m.AdminModuleForm)),
      },
      {
        path: 'courses/:courseId/translations/:lang',
        lazy: screen(() => import('@/features/admin/translations/translation-editor-page').then((m) => m.TranslationEditorPage)),
      },
      {
        path: 'courses/:courseId/modules/:moduleId/checkpoints/:checkpointId/questions',
        lazy: screen(() => import('./admin/admin-question-editor').then((m) => m.AdminQuestionEditor)),
      },
      {
        path: 'reviews',
        lazy: screen(() => import('@/features/admin/reviews/review-queue-page').then((m) => m.ReviewQueuePage)),
      },
      {
        path: 'reviews/:attemptId',
        lazy: screen(() => import('@/features/admin/reviews/review-attempt-page').then((m) => m.ReviewAttemptPage)),
      },
      {
        path: 'assignments',
        lazy: screen(() => import('@/features/admin/assignments/assignments-queue-page').then((m) => m.AssignmentsQueuePage)),
      },
      {
        path: 'assignments/:submissionId',
        lazy: screen(() => import('./admin/admin-mark-submission').then((m) => m.AdminMarkSubmission)),
      },
      { path: 'blogs', lazy: screen(() => import('./admin/content-lists').then((m) => m.BlogsList)) },
      { path: 'add-blog', lazy: screen(() => import('./admin/content-forms').then((m) => m.BlogForm)) },
      { path: 'edit-blog/:id', lazy: screen(() => import('./admin/content-forms').then((m) => m.BlogForm)) },
      {
        path: 'blogs/:id/translations/:lang',
        lazy: screen(() => import('./admin/content-forms').then((m) => m.BlogTranslation)),
      },
      {
        path: 'highlights',
        lazy: screen(() => import('@/features/admin/content/highlights-page').then((m) => m.HighlightsPage)),
      },
      { path: 'add-highlight', lazy: screen(() => import('./admin/content-forms').then((m) => m.HighlightForm)) },
      { path: 'highlights/edit/:id', lazy: screen(() => import('./admin/content-forms').then((m) => m.HighlightForm)) },
      {
        path: 'highlights/:id/translations/:lang',
        lazy: screen(() => import('./admin/content-forms').then((m) => m.HighlightTranslation)),
      },
      { path: 'careers', lazy: screen(() => import('./admin/content-lists').then((m) => m.CareersList)) },
      { path: 'add-career', lazy: screen(() => import('./admin/content-forms').then((m) => m.CareerForm)) },
      { path: 'edit-career/:id', lazy: screen(() => import('./admin/content-forms').then((m) => m.CareerForm)) },
      {
        path: 'careers/:id/translations/:lang',
        lazy: screen(() => import('./admin/content-forms').then((m) => m.CareerTranslation)),
      },
      { path: 'contacts', lazy: screen(() => import('@/features/admin/contacts/contacts-page').then((m) => m.ContactsPage)) },
      {
        path: 'certificates',
        lazy: screen(() => import('@/features/admin/certificates/certificates-page').then((m) => m.CertificatesPage)),
      },
      { path: 'orders', lazy: screen(() => import('./admin/admin-orders').then((m) => m.AdminOrders)) },
      {
        path: 'course-reviews',
        lazy: screen(() => import('@/features/admin/course-reviews/course-reviews-page').then((m) => m.CourseReviewsPage)),
      },
      {
        path: 'questions',
        lazy: screen(() =>
          import('@/features/admin/learner-questions/learner-questions-page').then((m) => m.LearnerQuestionsPage),
        ),
      },
      { path: 'coupons', lazy: screen(() => import('@/features/admin/coupons/coupons-page').then((m) => m.CouponsPage)) },
      {
        path: 'coupons/add',
        lazy: screen(() => import('@/features/admin/coupons/coupon-form-page').then((m) => m.CouponFormPage)),
      },
      {
        path: 'coupons/edit/:id',
        lazy: screen(() => import('@/features/admin/coupons/coupon-form-page').then((m) => m.CouponFormPage)),
      },
      { path: 'groups', lazy: screen(() => import('@/features/admin/groups/groups-page').then((m) => m.GroupsPage)) },
      { path: 'groups/add', lazy: screen(() => import('@/features/admin/groups/group-form-page').then((m) => m.GroupFormPage)) },
      { path: 'groups/:groupId', lazy: screen(() => import('./admin/admin-group-page').then((m) => m.AdminGroupPage)) },
      { path: 'audit', lazy: screen(() => import('@/features/admin/audit/audit-page').then((m) => m.AuditPage)) },
      { path: 'organizations', lazy: screen(() => import('./admin/content-lists').then((m) => m.OrganizationsPage)) },
      { path: 'leagues', lazy: screen(() => import('./admin/content-lists').then((m) => m.LeaguesPage)) },
      {
        path: 'testimonials',
        lazy: screen(() => import('@/features/admin/content/testimonials-page').then((m) => m.TestimonialsPage)),
      },
      { path: 'add-testimonial', lazy: screen(() => import('./admin/content-forms').then((m) => m.TestimonialForm)) },
      { path: 'testimonials/edit/:id', lazy: screen(() => import('./admin/content-forms').then((m) => m.TestimonialForm)) },
      {
        path: 'testimonials/:id/translations/:lang',
        lazy: screen(() => import('./admin/content-forms').then((m) => m.TestimonialTranslation)),
      },
      { path: 'products', lazy: screen(() => import('./admin/content-lists').then((m) => m.ProductsList)) },
      { path: 'add-product', lazy: screen(() => import('./admin/content-forms').then((m) => m.ProductForm)) },
      { path: 'products/edit/:id', lazy: screen(() => import('./admin/content-forms').then((m) => m.ProductForm)) },
      {
        path: 'products/:id/translations/:lang',
        lazy: screen(() => import('./admin/content-forms').then((m) => m.ProductTranslation)),
      },
      { path: 'profile', lazy: screen(() => import('./admin/admin-profile').then((m) => m.AdminProfile)) },
    ],
  },
];
