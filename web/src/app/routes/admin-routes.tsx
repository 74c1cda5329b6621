import { Navigate, type RouteObject } from 'react-router-dom';

import { adminPaths } from '@/config/paths';

/**
 * The back-office: one lazy chunk family that public visitors never download. The layout sends a
 * visitor without a session to /join and a learner to /; the API refuses them anyway.
 */
const admin = () => import('./admin-screens');

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => ({ Component: (await admin()).AdminShell }),
    children: [
      { index: true, element: <Navigate to={adminPaths.dashboard} replace /> },
      { path: 'dashboard', lazy: async () => ({ Component: (await admin()).DashboardPage }) },
      { path: 'users', lazy: async () => ({ Component: (await admin()).AdminUsers }) },
      { path: 'courses', lazy: async () => ({ Component: (await admin()).AdminCourses }) },
      { path: 'courses/add', lazy: async () => ({ Component: (await admin()).AdminCourseForm }) },
      { path: 'courses/edit/:courseId', lazy: async () => ({ Component: (await admin()).AdminCourseForm }) },
      { path: 'courses/:courseId', lazy: async () => ({ Component: (await admin()).AdminCourseModules }) },
      { path: 'courses/:courseId/report', lazy: async () => ({ Component: (await admin()).CourseReportPage }) },
      { path: 'courses/:courseId/modules', lazy: async () => ({ Component: (await admin()).AdminCourseModules }) },
      { path: 'courses/:courseId/accommodations', lazy: async () => ({ Component: (await admin()).AccommodationsPage }) },
      { path: 'courses/:courseId/modules/:moduleId', lazy: async () => ({ Component: (await admin()).AdminModuleForm }) },
      {
        path: 'courses/:courseId/modules/:moduleId/checkpoints/:checkpointId/questions',
        lazy: async () => ({ Component: (await admin()).AdminQuestionEditor }),
      },
      { path: 'reviews', lazy: async () => ({ Component: (await admin()).ReviewQueuePage }) },
      { path: 'reviews/:attemptId', lazy: async () => ({ Component: (await admin()).ReviewAttemptPage }) },
      { path: 'assignments', lazy: async () => ({ Component: (await admin()).AssignmentsQueuePage }) },
      { path: 'assignments/:submissionId', lazy: async () => ({ Component: (await admin()).AdminMarkSubmission }) },
      { path: 'blogs', lazy: async () => ({ Component: (await admin()).BlogsList }) },
      { path: 'add-blog', lazy: async () => ({ Component: (await admin()).BlogForm }) },
      { path: 'edit-blog/:id', lazy: async () => ({ Component: (await admin()).BlogForm }) },
      { path: 'highlights', lazy: async () => ({ Component: (await admin()).HighlightsPage }) },
      { path: 'add-highlight', lazy: async () => ({ Component: (await admin()).HighlightForm }) },
      { path: 'highlights/edit/:id', lazy: async () => ({ Component: (await admin()).HighlightForm }) },
      { path: 'careers', lazy: async () => ({ Component: (await admin()).CareersList }) },
      { path: 'add-career', lazy: async () => ({ Component: (await admin()).CareerForm }) },
      { path: 'edit-career/:id', lazy: async () => ({ Component: (await admin()).CareerForm }) },
      { path: 'contacts', lazy: async () => ({ Component: (await admin()).ContactsPage }) },
      { path: 'certificates', lazy: async () => ({ Component: (await admin()).CertificatesPage }) },
      { path: 'orders', lazy: async () => ({ Component: (await admin()).AdminOrders }) },
      { path: 'course-reviews', lazy: async () => ({ Component: (await admin()).CourseReviewsPage }) },
      { path: 'questions', lazy: async () => ({ Component: (await admin()).LearnerQuestionsPage }) },
      { path: 'coupons', lazy: async () => ({ Component: (await admin()).CouponsPage }) },
      { path: 'coupons/add', lazy: async () => ({ Component: (await admin()).CouponFormPage }) },
      { path: 'coupons/edit/:id', lazy: async () => ({ Component: (await admin()).CouponFormPage }) },
      { path: 'groups', lazy: async () => ({ Component: (await admin()).GroupsPage }) },
      { path: 'groups/add', lazy: async () => ({ Component: (await admin()).GroupFormPage }) },
      { path: 'groups/:groupId', lazy: async () => ({ Component: (await admin()).AdminGroupPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await admin()).AuditPage }) },
      { path: 'organizations', lazy: async () => ({ Component: (await admin()).OrganizationsPage }) },
      { path: 'leagues', lazy: async () => ({ Component: (await admin()).LeaguesPage }) },
      { path: 'testimonials', lazy: async () => ({ Component: (await admin()).TestimonialsPage }) },
      { path: 'add-testimonial', lazy: async () => ({ Component: (await admin()).TestimonialForm }) },
      { path: 'testimonials/edit/:id', lazy: async () => ({ Component: (await admin()).TestimonialForm }) },
      { path: 'products', lazy: async () => ({ Component: (await admin()).ProductsList }) },
      { path: 'add-product', lazy: async () => ({ Component: (await admin()).ProductForm }) },
      { path: 'products/edit/:id', lazy: async () => ({ Component: (await admin()).ProductForm }) },
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('./admin-profile')).AdminProfile }),
      },
    ],
  },
];
