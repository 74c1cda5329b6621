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
    [inLanguage(pageDataKeys.highlights, locale)]: () => content.listHighlights(undefined, locale),
    [inLanguage(pageDataKeys.products(2), locale)]: () => content.listProducts(2, locale),
    [pageDataKeys.partners('organizations')]: () => content.listOrganizations(),
    [pageDataKeys.partners('leagues')]: () => content.listLeagues(),
    [inLanguage(pageDataKeys.testimonials, locale)]: () => content.listTestimonials(20, locale),
    [inLanguage(pageDataKeys.courses, locale)]: () => listPublicCourses(locale),
  }),
  '/about': null,
  '/our-story': (_params, locale) => ({
    [inLanguage(pageDataKeys.products(100), locale)]: () => content.listProducts(100, locale),
  }),
  '/products': (_params, locale) => ({
    [inLanguage(pageDataKeys.products(100), locale)]: () => content.listProducts(100, locale),
  }),
  '/products/:productId': ({ productId }, locale) => ({
    [inLanguage(pageDataKeys.product(productId), locale)]: () => content.getProduct(productId, locale),
  }),
  '/courses': (_params, locale) => ({ [inLanguage(pageDataKeys.courses, locale)]: () => listPublicCourses(locale) }),
  '/courses/:uid': ({ uid }, locale) => ({
    [inLanguage(pageDataKeys.course(uid), locale)]: () => getPublicCourse(uid, locale),
    [pageDataKeys.courseReviews(uid)]: () => listCourseReviews(uid, undefined),
  }),
  '/blog': (_params, locale) => ({ [inLanguage(pageDataKeys.blogs, locale)]: () => content.listBlogs(undefined, locale) }),
  '/blog/:blogId': ({ blogId }, locale) => ({
    [inLanguage(pageDataKeys.blog(blogId), locale)]: () => content.getBlog(blogId, locale),
  }),
  '/careers': (_params, locale) => ({ [inLanguage(pageDataKeys.careers, locale)]: () => content.listCareers(undefined, locale) }),
  '/careers/:careerId': ({ careerId }, locale) => ({
    [inLanguage(pageDataKeys.career(careerId), locale)]: () => content.getCareer(careerId, locale),
  }),
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
