import type { RouteObject } from 'react-router-dom';

import { HomePage } from './home-page';

/**
 * Public pages. The home page is eager (it is the landing page and must stay small and fast);
 * every other public page is its own lazy chunk.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: '/about', lazy: async () => ({ Component: (await import('@/features/company/components/about-page')).AboutPage }) },
  { path: '/our-story', lazy: async () => ({ Component: (await import('./our-story-page')).OurStoryPage }) },
  {
    path: '/products',
    lazy: async () => ({ Component: (await import('@/features/products/components/products-page')).ProductsPage }),
  },
  {
    path: '/products/:productId',
    lazy: async () => ({ Component: (await import('@/features/products/components/product-page')).ProductPage }),
  },
  {
    path: '/courses',
    lazy: async () => ({ Component: (await import('@/features/courses/components/courses-page')).CoursesPage }),
  },
  { path: '/enroll', lazy: async () => ({ Component: (await import('./enroll/enroll-page')).EnrollPage }) },
  { path: '/courses/:uid', lazy: async () => ({ Component: (await import('./course-route')).CourseRoute }) },
  {
    path: '/verify-certificate/:hash',
    lazy: async () => ({
      Component: (await import('@/features/certificates/components/verify-certificate-page')).VerifyCertificatePage,
    }),
  },
  { path: '/blog', lazy: async () => ({ Component: (await import('@/features/blog/components/blog-page')).BlogPage }) },
  {
    path: '/blog/:blogId',
    lazy: async () => ({ Component: (await import('@/features/blog/components/blog-post-page')).BlogPostPage }),
  },
  {
    path: '/careers',
    lazy: async () => ({ Component: (await import('@/features/careers/components/careers-page')).CareersPage }),
  },
  {
    path: '/careers/:careerId',
    lazy: async () => ({ Component: (await import('@/features/careers/components/career-page')).CareerPage }),
  },
  {
    path: '/contact',
    lazy: async () => ({ Component: (await import('@/features/contact/components/contact-page')).ContactPage }),
  },
  {
    path: '/privacy',
    lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).PrivacyPage }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: '/reset-password',
    lazy: async () => ({ Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: '/verify-email',
    lazy: async () => ({ Component: (await import('@/features/auth/components/verify-email-page')).VerifyEmailPage }),
  },
  { path: '/terms', lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).TermsPage }) },
];
