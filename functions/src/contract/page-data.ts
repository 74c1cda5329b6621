/**
 * The data a server-rendered page was rendered with, sent to the browser beside the markup so
 * hydration renders exactly the same thing without asking the API again. Keys are the API paths
 * the page would otherwise have called; values are what the web app's getter returns for them,
 * or the API's error for that path (a 404 renders the page's not-found screen).
 */
export type PageDataEntry = { data: unknown } | { error: { status: number; message: string } };
export type PageData = Record<string, PageDataEntry>;

/** A page as web/src/entry-server.tsx renders it and the ssr function puts it into index.html. */
export interface RenderedPage {
  status: number;
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** Tags for the document head. */
  head: string;
  /** Mantine's theme styles, for the end of the head: after the stylesheet whose defaults they override. */
  styles: string;
  /** Source files of the lazily loaded route modules on the page (their stylesheets go in the head). */
  modules: string[];
  /** The markup inside #root. */
  html: string;
  /** The page's data for hydration, as a non-executable JSON script element. */
  dataScript: string;
}

/** The id of the `<script type="application/json">` element that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const id = (value: string) => encodeURIComponent(value);

/**
 * An API path read in a language (decision 0095): content in that language is asked for with
 * `?lang=`; English, the source, without, so its address and cached answers stay as they were.
 */
export const inLanguage = (path: string, locale: string) =>
  locale === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;

export const pageDataKeys = {
  courses: '/courses',
  course: (uid: string) => `/courses/${id(uid)}`,
  courseReviews: (uid: string) => `/courses/${id(uid)}/reviews`,
  blogs: '/blogs',
  blog: (blogId: string) => `/blogs/${id(blogId)}`,
  careers: '/careers',
  career: (careerId: string) => `/careers/${id(careerId)}`,
  products: (limit: number) => `/products?limit=${limit}`,
  product: (productId: string) => `/products/single/${id(productId)}`,
  highlights: '/highlights',
  testimonials: '/testimonials?limit=20',
  partners: (kind: 'organizations' | 'leagues') => `/${kind}`,
  certificate: (hash: string) => `/certificates/verify/${id(hash)}`,
  invoiceVerification: (invoiceId: string) => `/invoices/verify/${id(invoiceId)}`,
  // The signed-in screens the server renders for their user (decision 0092).
  me: '/auth/me',
  enrollments: '/enrollments',
  learnerCourse: (courseId: string) => `/user/courses/${id(courseId)}`,
  checkpointBriefing: (courseId: string, moduleId: string, checkpointId: string) =>
    `/user/courses/${id(courseId)}/modules/${id(moduleId)}/checkpoints/${id(checkpointId)}/briefing`,
  myOrders: '/payments/orders',
  emailPreferences: '/user/email-preferences',
  dashboardOverview: '/users/dashboard/overview',
  revenue: '/admin/orders/revenue',
  adminCourses: '/admin/courses',
  seatHolds: '/admin/orders/seats',
} as const;
