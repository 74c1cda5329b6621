import type { Blog, Career, Highlight, Partner, Product, Testimonial } from '../../contract';
import { localiseContent, type Localised } from '../../contract/content-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { cleanBlogHtml } from '../../lib/blog-html';
import { publicVideosFor } from '../video/public-videos.service';

import { findDocument, listActive, type ContentCollection } from './content.repository';

/** What a public list may hold at most, whatever `limit` asks for. */
export const PUBLIC_LIST_MAX = 100;

const capped = (limit: number | undefined) => Math.min(limit ?? PUBLIC_LIST_MAX, PUBLIC_LIST_MAX);

/** A published item, or 404 with the spec's text when it is missing or hidden. */
async function findPublished<T extends { isActive?: boolean }>(
  collection: ContentCollection,
  id: string,
  notFound: string,
  idAlias?: string,
): Promise<T> {
  const item = await findDocument<T>(collection, id, idAlias);
  if (!item || item.isActive === false) throw AppError.notFound(notFound);
  return item;
}

/** Items in `locale` (decision 0098): each in that language where it has a version, else in English. */
const inLocale = <T extends object>(items: T[], locale: Locale): Localised<T>[] =>
  items.map((item) => localiseContent(item, locale));

/**
 * Published highlights. One whose uploaded video is still being processed (or failed) is left out
 * until it can play, never shown as a broken player; one without a thumbnail gets its video's poster.
 */
export async function listHighlights(limit?: number, locale: Locale = SOURCE_LOCALE): Promise<Localised<Highlight>[]> {
  const highlights = inLocale(await listActive<Highlight>('highlights', capped(limit)), locale);
  const videos = await publicVideosFor(highlights.map((item) => item.videoUrl));
  return highlights.flatMap((item) => {
    const video = item.videoUrl ? videos.get(item.videoUrl) : undefined;
    if (!video) return [item];
    return video.ready ? [{ ...item, thumbnailUrl: item.thumbnailUrl || video.posterUrl }] : [];
  });
}
export const listProducts = async (limit?: number, locale: Locale = SOURCE_LOCALE) =>
  inLocale(await listActive<Product>('products', capped(limit)), locale);
export const getProduct = async (id: string, locale: Locale = SOURCE_LOCALE) =>
  localiseContent(await findPublished<Product>('products', id, 'Product not found.'), locale);
export const listOrganizations = (limit?: number) => listActive<Partner>('organizations', capped(limit));
export const listLeagues = (limit?: number) => listActive<Partner>('leagues', capped(limit));
export const listTestimonials = async (limit?: number, locale: Locale = SOURCE_LOCALE) =>
  inLocale(await listActive<Testimonial>('testimonials', capped(limit)), locale);
/** The list leaves out each post's body: the grid shows summaries, the detail page the content. */
export async function listBlogs(limit?: number, locale: Locale = SOURCE_LOCALE): Promise<Omit<Localised<Blog>, 'content'>[]> {
  const blogs = inLocale(await listActive<Blog>('blogs', capped(limit), 'blogId'), locale);
  return blogs.map(({ content: _content, ...summary }) => summary);
}

/** A published post with its HTML (in `locale` where it has a version there) cleaned again on the way out, whatever was stored. */
export async function getBlog(id: string, locale: Locale = SOURCE_LOCALE): Promise<Localised<Blog>> {
  const blog = localiseContent(await findPublished<Blog>('blogs', id, 'Blog post not found.', 'blogId'), locale);
  return { ...blog, content: await cleanBlogHtml(blog.content ?? '') };
}
export const listCareers = async (limit?: number, locale: Locale = SOURCE_LOCALE) =>
  inLocale(await listActive<Career>('careers', capped(limit), 'careerId'), locale);
export const getCareer = async (id: string, locale: Locale = SOURCE_LOCALE) =>
  localiseContent(await findPublished<Career>('careers', id, 'Job not found', 'careerId'), locale);
