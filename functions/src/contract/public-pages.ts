import { LOCALE_CODES, localePath } from './locales';

/**
 * Every public page (SPEC section 2), in one list. The web app's public routes are built from it
 * (web/src/app/routes/public-routes.tsx), the server renderer's pages too (functions/src/ssr/
 * public-pages.ts), each keyed by this list's type so neither can leave a page out or add one, and
 * public-pages.test.ts checks firebase.json's rewrites against it (JSON cannot import).
 *
 * `server`: the ssr function renders the page with its data. `shell`: firebase.json serves the app
 * shell (/app.html) for it, as for the signed-in screens (a token in the address, or a form).
 */
export const PUBLIC_PAGES = {
  '/': 'server',
  '/about': 'server',
  '/our-story': 'server',
  '/products': 'server',
  '/products/:productId': 'server',
  '/courses': 'server',
  '/courses/:uid': 'server',
  '/enroll': 'shell',
  '/verify-certificate/:hash': 'server',
  '/verify-invoice/:id': 'server',
  '/blog': 'server',
  '/blog/:blogId': 'server',
  '/careers': 'server',
  '/careers/:careerId': 'server',
  '/contact': 'server',
  '/privacy': 'server',
  '/terms': 'server',
  '/forgot-password': 'shell',
  '/reset-password': 'shell',
  '/verify-email': 'shell',
  '/unsubscribe': 'shell',
} as const satisfies Record<string, 'server' | 'shell'>;

export type PublicPath = keyof typeof PUBLIC_PAGES;
export type ServerRenderedPath = { [P in PublicPath]: (typeof PUBLIC_PAGES)[P] extends 'server' ? P : never }[PublicPath];

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];
export const SERVER_RENDERED_PATHS = PUBLIC_PATHS.filter((path): path is ServerRenderedPath => PUBLIC_PAGES[path] === 'server');

/**
 * The pages that exist in every language of contract/locales.ts: their text is the interface's
 * own, from the message catalogues, which a test keeps complete. The others show content (the legal
 * text) that has no version but English yet, or whose item decides (below): in another language
 * they show it under a translated frame with a note, ask not to be indexed and pair with no twin
 * (decision 0094).
 */
export const TRANSLATED_PAGES: readonly ServerRenderedPath[] = [
  '/',
  '/about',
  '/our-story',
  '/products',
  '/courses',
  '/blog',
  '/careers',
  '/contact',
  // Their text is in code, in every language (web/src/features/company/content): the law's words change with the code's review.
  '/privacy',
  '/terms',
  // Its labels follow the viewer's language; what it certifies (a name, a course) is the certificate's own.
  '/verify-certificate/:hash',
];

/**
 * The pages whose item decides (decisions 0095, 0098): a course's, product's, post's or job's page
 * exists in a language when its item has a version in it, and is a fallback there otherwise. The
 * page says which, from its data.
 */
export const ITEM_TRANSLATED_PAGES: readonly ServerRenderedPath[] = [
  '/courses/:uid',
  '/products/:productId',
  '/blog/:blogId',
  '/careers/:careerId',
];

/** Where anyone checks a certificate: its page, named by the certificate's verification hash. */
export const certificateVerificationPath = (hash: string) => `/verify-certificate/${encodeURIComponent(hash)}`;

/**
 * The first segments of the addresses firebase.json sends to the app shell: the signed-in screens,
 * and the public pages marked `shell` above. Everything else goes to the ssr function.
 */
export const APP_SHELL_SECTIONS = [
  'user',
  'admin',
  'profile',
  'dashboard',
  'join',
  'login',
  'enroll',
  'forgot-password',
  'reset-password',
  'verify-email',
  'unsubscribe',
  'groups',
  'invitations',
] as const;

/**
 * The signed-in screens the ssr function renders for their user (decision 0092): the ones a learner
 * or an admin opens every day. firebase.json sends them to ssr before the app shell's rewrite (a
 * test checks it); every other address of the sections above is the app shell.
 */
export const SIGNED_IN_SCREENS = [
  '/user/courses',
  '/dashboard',
  '/user/courses/:courseId',
  '/user/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId',
  '/profile',
  '/admin/dashboard',
  '/admin/courses',
] as const;
export type SignedInScreen = (typeof SIGNED_IN_SCREENS)[number];

/**
 * The cookie the web app keeps the session's ID token in for the ssr function (Hosting passes no
 * other cookie to a function), scoped by `Path` to the sections of those screens only, in every
 * language (`/user`, `/hi/user`), so no public page ever carries it.
 */
export const SESSION_COOKIE = '__session';
export const SESSION_COOKIE_PATHS = [
  ...new Set(SIGNED_IN_SCREENS.flatMap((screen) => LOCALE_CODES.map((locale) => localePath(locale, `/${screen.split('/')[1]}`)))),
];
