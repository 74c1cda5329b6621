import type { Locale } from '../contract/locales';
import { inLanguage, pageDataKeys, type PageData } from '../contract/page-data';
import { SERVER_RENDERED_PATHS, type ServerRenderedPath } from '../contract/public-pages';
import { recordVerification, verifyCertificate } from '../features/certificates/certificates.service';
import * as content from '../features/content/public-content.service';
import { getPublicCourse, listPublicCourses } from '../features/courses/catalog.service';
import { listCourseReviews } from '../features/course-reviews/public-reviews.service';
import { verifyDocument } from '../features/invoices/invoices.service';

import { matchPath, settle, type DataLoads, type Params } from './page-reads';

/**
 * What each server-rendered public page (contract PUBLIC_PAGES) reads: the API reads its components
 * make. The server makes the same reads in-process through the API's services, so the page renders
 * complete and hydrates without asking again (keys: contract `pageDataKeys`). Keyed by the
 * contract's type, so a page added there and not here (or here and not there) fails to compile.
 */
const READS: Record<ServerRenderedPath, ((params: Params, locale: Locale) => DataLoads) | null> = {
  '/': (_params, locale) => ({
    [pageDataKeys.highlights]: () => content.listHighlights(),
    [pageDataKeys.products(2)]: () => content.listProducts(2),
    [pageDataKeys.partners('organizations')]: () => content.listOrganizations(),
    [pageDataKeys.partners('leagues')]: () => content.listLeagues(),
    [pageDataKeys.testimonials]: () => content.listTestimonials(20),
    [inLanguage(pageDataKeys.courses, locale)]: () => listPublicCourses(locale),
  }),
  '/about': null,
  '/our-story': () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }),
  '/products': () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }),
  '/products/:productId': ({ productId }) => ({ [pageDataKeys.product(productId)]: () => content.getProduct(productId) }),
  '/courses': (_params, locale) => ({ [inLanguage(pageDataKeys.courses, locale)]: () => listPublicCourses(locale) }),
  '/courses/:uid': ({ uid }, locale) => ({
    [inLanguage(pageDataKeys.course(uid), locale)]: () => getPublicCourse(uid, locale),
    [pageDataKeys.courseReviews(uid)]: () => listCourseReviews(uid, undefined),
  }),
  '/blog': () => ({ [pageDataKeys.blogs]: () => content.listBlogs() }),
  '/blog/:blogId': ({ blogId }) => ({ [pageDataKeys.blog(blogId)]: () => content.getBlog(blogId) }),
  '/careers': () => ({ [pageDataKeys.careers]: () => content.listCareers() }),
  '/careers/:careerId': ({ careerId }) => ({ [pageDataKeys.career(careerId)]: () => content.getCareer(careerId) }),
  '/verify-certificate/:hash': ({ hash }) => ({
    [pageDataKeys.certificate(hash)]: async () => {
      const answer = await verifyCertificate(hash, null);
      // Best effort, beside the render: the page never waits for the count.
      void recordVerification(hash, null);
      return answer;
    },
  }),
  '/verify-invoice/:id': ({ id }) => ({ [pageDataKeys.invoiceVerification(id)]: () => verifyDocument(id) }),
  '/contact': null,
  '/privacy': null,
  '/terms': null,
};

const PUBLIC_PAGES = SERVER_RENDERED_PATHS.map((pattern) => ({ pattern, reads: READS[pattern] }));

/**
 * The data a public page renders with in `locale`, or null when the path is no public page (the
 * app's not-found page renders then, with status 404).
 */
export async function loadPageData(path: string, locale: Locale): Promise<PageData | null> {
  for (const page of PUBLIC_PAGES) {
    const params = matchPath(page.pattern, path);
    if (!params) continue;
    return settle(page.reads?.(params, locale) ?? {});
  }
  return null;
}

/** The public pages without parameters, for the sitemap. */
export const STATIC_PUBLIC_PATHS = PUBLIC_PAGES.map((page) => page.pattern).filter((pattern) => !pattern.includes(':'));
