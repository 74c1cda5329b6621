import * as content from '../features/content/public-content.service';
import { listPublicCourses } from '../features/courses/catalog.service';

import { STATIC_PUBLIC_PATHS } from './public-pages';

interface Dated {
  updatedAt?: string | null;
  createdAt?: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const lastModified = (item: Dated) => item.updatedAt ?? item.createdAt ?? null;

/**
 * Every public page and every published item with the date it last changed. Hidden items are not
 * listed (the lists read active items only) and their pages answer 404. Certificates are not
 * listed: they carry a learner's name and ask not to be indexed. External posts live elsewhere.
 */
export async function buildSitemap(origin: string): Promise<string> {
  const [courses, products, blogs, careers] = await Promise.all([
    listPublicCourses(),
    content.listProducts(),
    content.listBlogs(),
    content.listCareers(),
  ]);
  const entries: { path: string; lastmod: string | null }[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...courses.map((course) => ({ path: `/courses/${encodeURIComponent(course.uid)}`, lastmod: lastModified(course) })),
    ...products.map((product) => ({ path: `/products/${encodeURIComponent(product._id)}`, lastmod: lastModified(product) })),
    ...blogs
      .filter((blog) => !blog.isExternal)
      .map((blog) => ({ path: `/blog/${encodeURIComponent(blog.blogId)}`, lastmod: lastModified(blog as Dated) })),
    ...careers.map((career) => ({
      path: `/careers/${encodeURIComponent(career.careerId)}`,
      lastmod: lastModified(career as Dated),
    })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
