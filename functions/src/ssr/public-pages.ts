import { pageDataKeys, type PageData, type PageDataEntry } from '../contract/page-data';
import { AppError } from '../lib/app-error';
import { recordVerification, verifyCertificate } from '../features/certificates/certificates.service';
import * as content from '../features/content/public-content.service';
import { getPublicCourse, listPublicCourses } from '../features/courses/catalog.service';
import { verifyDocument } from '../features/invoices/invoices.service';

type Params = Record<string, string>;
type DataLoads = Record<string, () => Promise<unknown>>;

/**
 * The public pages of SPEC section 2 and, for each, the API reads its components make. The server
 * makes the same reads in-process through the API's services, so the page renders complete and
 * hydrates without asking again (keys: contract `pageDataKeys`).
 */
const PUBLIC_PAGES: { pattern: string; reads?: (params: Params) => DataLoads }[] = [
  {
    pattern: '/',
    reads: () => ({
      [pageDataKeys.highlights]: () => content.listHighlights(),
      [pageDataKeys.products(2)]: () => content.listProducts(2),
      [pageDataKeys.partners('organizations')]: () => content.listOrganizations(),
      [pageDataKeys.partners('leagues')]: () => content.listLeagues(),
      [pageDataKeys.testimonials]: () => content.listTestimonials(20),
      [pageDataKeys.courses]: () => listPublicCourses(),
    }),
  },
  { pattern: '/about' },
  { pattern: '/our-story', reads: () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }) },
  { pattern: '/products', reads: () => ({ [pageDataKeys.products(100)]: () => content.listProducts(100) }) },
  { pattern: '/products/:id', reads: ({ id }) => ({ [pageDataKeys.product(id)]: () => content.getProduct(id) }) },
  { pattern: '/courses', reads: () => ({ [pageDataKeys.courses]: () => listPublicCourses() }) },
  { pattern: '/courses/:uid', reads: ({ uid }) => ({ [pageDataKeys.course(uid)]: () => getPublicCourse(uid) }) },
  { pattern: '/blog', reads: () => ({ [pageDataKeys.blogs]: () => content.listBlogs() }) },
  { pattern: '/blog/:id', reads: ({ id }) => ({ [pageDataKeys.blog(id)]: () => content.getBlog(id) }) },
  { pattern: '/careers', reads: () => ({ [pageDataKeys.careers]: () => content.listCareers() }) },
  { pattern: '/careers/:id', reads: ({ id }) => ({ [pageDataKeys.career(id)]: () => content.getCareer(id) }) },
  {
    pattern: '/verify-certificate/:hash',
    reads: ({ hash }) => ({
      [pageDataKeys.certificate(hash)]: async () => {
        const answer = await verifyCertificate(hash, null);
        // Best effort, beside the render: the page never waits for the count.
        void recordVerification(hash, null);
        return answer;
      },
    }),
  },
  {
    pattern: '/verify-invoice/:id',
    reads: ({ id }) => ({ [pageDataKeys.invoiceVerification(id)]: () => verifyDocument(id) }),
  },
  { pattern: '/contact' },
  { pattern: '/privacy' },
  { pattern: '/terms' },
];

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
