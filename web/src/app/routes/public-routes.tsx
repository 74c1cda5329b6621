import { ITEM_TRANSLATED_PAGES, PUBLIC_PATHS, TRANSLATED_PAGES, type PublicPath } from '@contract/public-pages';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';

import { HomePage } from './home-page';

type Page = Pick<NonIndexRouteObject, 'Component' | 'lazy' | 'handle'>;

/**
 * Public pages, one for each path of the contract's PUBLIC_PAGES (keyed by its type: a page missing
 * here or not there fails to compile). The home page is eager (it is the landing page and must stay
 * small and fast); every other public page is its own lazy chunk. `handle.module` names that
 * chunk's source file, so the server can link its stylesheets and preload its script in the HTML
 * it renders.
 */
const PAGES: Record<PublicPath, Page> = {
  '/': { Component: HomePage },
  '/about': {
    lazy: async () => ({ Component: (await import('@/features/company/components/about-page')).AboutPage }),
    handle: { module: 'src/features/company/components/about-page.tsx' },
  },
  '/our-story': {
    lazy: async () => ({ Component: (await import('./our-story-page')).OurStoryPage }),
    handle: { module: 'src/app/routes/our-story-page.tsx' },
  },
  '/products': {
    lazy: async () => ({ Component: (await import('@/features/products/components/products-page')).ProductsPage }),
    handle: { module: 'src/features/products/components/products-page.tsx' },
  },
  '/products/:productId': {
    lazy: async () => ({ Component: (await import('@/features/products/components/product-page')).ProductPage }),
    handle: { module: 'src/features/products/components/product-page.tsx' },
  },
  '/courses': {
    lazy: async () => ({ Component: (await import('@/features/courses/components/courses-page')).CoursesPage }),
    handle: { module: 'src/features/courses/components/courses-page.tsx' },
  },
  '/enroll': {
    lazy: async () => ({ Component: (await import('./enroll/enroll-page')).EnrollPage }),
    handle: { module: 'src/app/routes/enroll/enroll-page.tsx', translated: true },
  },
  '/courses/:uid': {
    lazy: async () => ({ Component: (await import('./course/course-route')).CourseRoute }),
    handle: { module: 'src/app/routes/course/course-route.tsx' },
  },
  '/verify-certificate/:hash': {
    lazy: async () => ({ Component: (await import('./verify-certificate-route')).VerifyCertificateRoute }),
    handle: { module: 'src/app/routes/verify-certificate-route.tsx' },
  },
  '/verify-invoice/:id': {
    lazy: async () => ({
      Component: (await import('@/features/invoices/components/verify-invoice-page')).VerifyInvoicePage,
    }),
    handle: { module: 'src/features/invoices/components/verify-invoice-page.tsx' },
  },
  '/blog': {
    lazy: async () => ({ Component: (await import('@/features/blog/components/blog-page')).BlogPage }),
    handle: { module: 'src/features/blog/components/blog-page.tsx' },
  },
  '/blog/:blogId': {
    lazy: async () => ({ Component: (await import('@/features/blog/components/blog-post-page')).BlogPostPage }),
    handle: { module: 'src/features/blog/components/blog-post-page.tsx' },
  },
  '/careers': {
    lazy: async () => ({ Component: (await import('@/features/careers/components/careers-page')).CareersPage }),
    handle: { module: 'src/features/careers/components/careers-page.tsx' },
  },
  '/careers/:careerId': {
    lazy: async () => ({ Component: (await import('@/features/careers/components/career-page')).CareerPage }),
    handle: { module: 'src/features/careers/components/career-page.tsx' },
  },
  '/contact': {
    lazy: async () => ({ Component: (await import('@/features/contact/components/contact-page')).ContactPage }),
    handle: { module: 'src/features/contact/components/contact-page.tsx' },
  },
  '/privacy': {
    lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).PrivacyPage }),
    handle: { module: 'src/features/company/components/legal-pages.tsx' },
  },
  '/terms': {
    lazy: async () => ({ Component: (await import('@/features/company/components/legal-pages')).TermsPage }),
    handle: { module: 'src/features/company/components/legal-pages.tsx' },
  },
  // Account pages with a token in the address: the app shell serves them (contract PUBLIC_PAGES, firebase.json).
  // Their text is the catalogues', so they are in every language.
  '/forgot-password': {
    lazy: async () => ({ Component: (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage }),
    handle: { translated: true },
  },
  '/reset-password': {
    lazy: async () => ({ Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage }),
    handle: { translated: true },
  },
  '/verify-email': {
    lazy: async () => ({ Component: (await import('@/features/auth/components/verify-email-page')).VerifyEmailPage }),
    handle: { translated: true },
  },
  '/unsubscribe': {
    lazy: async () => ({ Component: (await import('./unsubscribe-page')).UnsubscribePage }),
    handle: { translated: true },
  },
};

/** What a public route tells the rest of the app: its page in the contract, and whether it has a version in every language. */
export interface PublicPageHandle {
  module?: string;
  page: PublicPath;
  /** 'by-item': the page's item decides, and the page says so (decision 0095). */
  translated: boolean | 'by-item';
}

export const publicRoutes: RouteObject[] = PUBLIC_PATHS.map((path) => {
  const own = PAGES[path].handle as { module?: string; translated?: true } | undefined;
  const handle: PublicPageHandle = {
    ...own,
    page: path,
    // A server-rendered page is translated by the contract's list (its twins are in the sitemap); a shell page says so itself.
    translated:
      own?.translated || (TRANSLATED_PAGES as readonly string[]).includes(path)
      ? true
      : (ITEM_TRANSLATED_PAGES as readonly string[]).includes(path)
        ? 'by-item'
        : false,
  };
  return path === '/' ? { index: true, ...PAGES[path], handle } : { path, ...PAGES[path], handle };
});
