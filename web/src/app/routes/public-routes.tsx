import type { RouteObject } from 'react-router-dom';

import { HomePage } from './home-page';

/**
 * Public pages. The home page is eager (it is the landing page and must stay small and fast);
 * every other public page is its own lazy chunk. `handle.module` names that chunk's source file,
 * so the server can link its stylesheets and preload its script in the HTML it renders.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: '/about',
    lazy: async () => ({ Component: (await import('@/features/company/components/about-page')).AboutPage }),
    handle: { module: 'src/features/company/components/about-page.tsx' },
  },
  {
    path: '/our-story',
    lazy: async () => ({ Component: (await import('./our-story-page')).OurStoryPage }),
    handle: { module: 'src/app/routes/our-story-page.tsx' },
  },
  {
    path: '/products',
    lazy: async () => ({ Component: (await import('@/features/products/components/products-page')).ProductsPage }),
    handle: { module: 'src/features/products/components/products-page.tsx' },
  },
  {
    path: '/products/:productId',
    lazy: async () => ({ Component: (await import('@/features/products/components/product-page')).ProductPage }),
    handle: { module: 'src/features/products/components/product-page.tsx' },
  },
  {
    path: '/courses',
    lazy: async () => ({ Component: (await import('@/features/courses/components/courses-page')).CoursesPage }),
    handle: { module: 'src/features/courses/components/courses-page.tsx' },
  },
  {
    path: '/enroll',
    lazy: async () => ({ Component: (await import('./enroll/enroll-page')).EnrollPage }),
    handle: { module: 'src/app/routes/enroll/enroll-page.tsx' },
  },
  {
    path: '/courses/:uid',
    lazy: async () => ({ Component: (await import('./course-route')).CourseRoute }),
    handle: { module: 'src/app/routes/course-route.tsx' },
  },
  {
    path: '/verify-certificate/:hash',
    lazy: async () => ({
      Component: (await import('@/features/certificates/components/verify-certificate-page')).VerifyCertificatePage,
    }),
    handle: { module: 'src/features/certificates/components/verify-certificate-page.tsx' },
  },
  {
    path: '/verify-invoice/:id',
    lazy: async () => ({
      Component: (await import('@/features/invoices/components/verify-invoice-page')).VerifyInvoicePage,
    }),
    handle: { module: 'src/features/invoices/components/verify-invoice-page.tsx' },
  },
  {
    path: '/blog',
    lazy: async () => ({ Component: (await import('@/features/blog/components/blog-page')).BlogPage }),
    handle: { module: 'src/features/blog/components/blog-page.tsx' },
  },
  {
    path: '/blog/:blogId',
    lazy: async () => ({ Component: (await import('@/features/blog/components/blog-post-page')).BlogPostPage }),
    handle: { module: 'src/features/blog/components/blog-post-page.tsx' },
  },
  {
    path: '/careers',
    lazy: async () => ({ Component: (await import('@/features/careers/components/careers-page')).CareersPage }),
    handle: { module: 'src/features/careers/components/careers-page.tsx' },
  },
  {
    path: '/careers/:careerId',
    lazy: async () => ({ Component: (await import('@/features/careers/components/career-page')).CareerPage }),
    handle: { module: 'src/features/careers/components/career-page.tsx' },
  },
  {
    path: '/contact',
    lazy: async () => ({ Component: (await import('@/features/contact/components/contact-page')).ContactPage }),
    handle: { module: 'src/features/contact/components/contact-page.tsx' },
  },
  {
    path: '/privacy',
    lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).PrivacyPage }),
    handle: { module: 'src/features/company/components/legal-pages.tsx' },
  },
  {
    path: '/terms',
    lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).TermsPage }),
    handle: { module: 'src/features/company/components/legal-pages.tsx' },
  },
  // Account pages with a token in the address: the app shell serves them (firebase.json), never the server renderer.
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
];
