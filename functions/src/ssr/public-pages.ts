import { pageDataKeys, type PageData, type PageDataEntry } from '../contract/page-data';
import { SERVER_RENDERED_PATHS, type ServerRenderedPath } from '../contract/public-pages';
import { AppError } from '../lib/app-error';
import { recordVerification, verifyCertificate } from '../features/certificates/certificates.service';
import * as content from '../features/content/public-content.service';
import { getPublicCourse, listPublicCourses } from '../features/courses/catalog.service';
import { listCourseReviews } from '../features/course-reviews/public-reviews.service';
import { verifyDocument } from '../features/invoices/invoices.service';

type Params = Record<string, string>;
type DataLoads = Record<string, () => Promise<unknown>>;

/**
 * What each server-rendered public page (contract PUBLIC_PAGES) reads: the API reads its components
 * make. The server makes the same reads in-process through the API's services, so the page renders
 * complete and hydrates without asking again (keys: contract `pageDataKeys`). Keyed by the
 * contract's type, so a page added there and not here (or here and not there) fails to compile.
 */
const READS: Record<ServerRenderedPath, ((params: Params) => DataLoads) | null> = {
  '/': () => ({
    [pageDataKeys.highlights]: () => content.listHighlights(),
    [pageDataKeys.products(2)]: () => content.listProducts(2),
    [pageDataKeys.partners('organizations')]: () => content.listOrganizations(),
    [pageDataKeys.partners('leagues')]: () => content.listLeagues(),
    [pageDataKeys.testimonials]: () => content.listTestimonials(20),
    [pageDataKeys.courses]: () => listPublicCourses(),
  }),
  '/about': null,
  '/our-story': () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }),
  '/products': () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }),
  '/products/:productId': ({ productId }) => ({ [pageDataKeys.product(productId)]: () => content.getProduct(productId) }),
  '/courses': () => ({ [pageDataKeys.courses]: () => listPublicCourses() }),
  '/courses/:uid': ({ uid }) => ({
    [pageDataKeys.course(uid)]: () => getPublicCourse(uid),
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

function match(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (part !== got[i]) return null;
  }
  return params;
}

async function settle(read: () => Promise<unknown>): Promise<PageDataEntry | null> {
  try {
    return { data: await read() };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { error: { status: error.status, message: error.message } };
    // The page renders its loading state and the browser asks the API itself.
    console.error('Server render: a read failed', error);
    return null;
  }
}

/**
 * The data a public page renders with, or null when the path is no public page (the app's
 * not-found page renders then, with status 404).
 */
export async function loadPageData(path: string): Promise<PageData | null> {
  for (const page of PUBLIC_PAGES) {
    const params = match(page.pattern, path);
    if (!params) continue;
    const reads = Object.entries(page.reads?.(params) ?? {});
    const entries = await Promise.all(reads.map(async ([key, read]) => [key, await settle(read)] as const));
    return Object.fromEntries(entries.filter((entry): entry is [string, PageDataEntry] => entry[1] !== null));
  }
  return null;
}

/** The public pages without parameters, for the sitemap. */
export const STATIC_PUBLIC_PATHS = PUBLIC_PAGES.map((page) => page.pattern).filter((pattern) => !pattern.includes(':'));
