import type { Blog, Career, Highlight, Partner, Product, Testimonial } from '../../contract';
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

/**
 * Published highlights. One whose uploaded video is still being processed (or failed) is left out
 * until it can play, never shown as a broken player; one without a thumbnail gets its video's poster.
 */
export async function listHighlights(limit?: number): Promise<Highlight[]> {
  const highlights = await listActive<Highlight>('highlights', capped(limit));
  const videos = await publicVideosFor(highlights.map((item) => item.videoUrl));
  return highlights.flatMap((item) => {
    const video = item.videoUrl ? videos.get(item.videoUrl) : undefined;
    if (!video) return [item];
    return video.ready ? [{ ...item, thumbnailUrl: item.thumbnailUrl || video.posterUrl }] : [];
  });
}
export const listProducts = (limit?: number) => listActive<Product>('products', capped(limit));
export const getProduct = (id: string) => findPublished<Product>('products', id, 'Product not found.');
export const listOrganizations = (limit?: number) => listActive<Partner>('organizations', capped(limit));
export const listLeagues = (limit?: number) => listActive<Partner>('leagues', capped(limit));
export const listTestimonials = (limit?: number) => listActive<Testimonial>('testimonials', capped(limit));
/** The list leaves out each post's body: the grid shows summaries, the detail page the content. */
export async function listBlogs(limit?: number): Promise<Omit<Blog, 'content'>[]> {
  const blogs = await listActive<Blog>('blogs', capped(limit), 'blogId');
  return blogs.map(({ content: _content, ...summary }) => summary);
}

/** A published post with its HTML cleaned again on the way out, whatever was stored. */
export async function getBlog(id: string): Promise<Blog> {
  const blog = await findPublished<Blog>('blogs', id, 'Blog post not found.', 'blogId');
  return { ...blog, content: await cleanBlogHtml(blog.content ?? '') };
}
export const listCareers = (limit?: number) => listActive<Career>('careers', capped(limit), 'careerId');
export const getCareer = (id: string) => findPublished<Career>('careers', id, 'Job not found', 'careerId');
