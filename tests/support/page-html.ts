import { request } from 'node:http';

import type { Blog, Career, Course, Product } from '../../functions/src/contract';
import { storeCertificate } from './admin';
import { SITE_URL } from './env';
import { api } from './http';

/** A page as a crawler gets it: plain HTTP, no JavaScript. */
export async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${SITE_URL}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** A GET as bytes on the wire (fetch would ask for and undo compression itself). */
export function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${SITE_URL}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first element matching `tag` (tags inside removed). */
export function textOf(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return match ? decode(match[1].replace(/<[^>]+>/g, '')).trim() : null;
}

/** The page's visible text, roughly: the body with tags, scripts and styles removed. */
export function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** `<meta name|property="key" content="…">` from the head. */
export function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]) : null;
}

/** The page's `<html lang>`. */
export function langOf(html: string): string | null {
  return /<html lang="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** The page's versions in other languages: hreflang to address. */
export function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(([, hreflang, href]) => [
      hreflang,
      decode(href),
    ]),
  );
}

export function canonicalOf(html: string): string | null {
  const match = /<link rel="canonical" href="([^"]*)"/.exec(html);
  return match ? decode(match[1]) : null;
}

/** A JSON-LD object of a page: schema.org properties by name. */
export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

/**
 * Every JSON-LD object of the page, parsed; `T` names the properties a test follows into (the page's
 * markup is what is under test, so it is not checked against T).
 */
export function structuredData<T extends JsonLdNode = JsonLdNode>(html: string): T[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as T,
  );
}

/**
 * The seeded pages that have a parameter (the first course, job and product, the first own blog
 * post), and a certificate stored under `certificateHash` for its verification page.
 */
export async function pagesWithParameters(learnerId: string, certificateHash: string) {
  const first = async <T>(path: string) => (await api<T[]>('GET', path)).body.data[0];
  const [course, career, product] = await Promise.all([
    first<Course>('/courses'),
    first<Career>('/careers'),
    first<Product>('/products'),
  ]);
  const blog = (await api<Blog[]>('GET', '/blogs')).body.data.find((post) => !post.isExternal)!;
  await storeCertificate(
    {
      userId: learnerId,
      courseId: course.uid,
      studentName: 'Kabir Nair',
      courseName: course.title,
      instructorName: course.instructor.name,
      completedAt: '2026-11-02T10:00:00.000Z',
      grade: 'A+',
      score: 94,
    },
    certificateHash,
  );
  return {
    course: `/courses/${course.uid}`,
    post: `/blog/${blog.blogId}`,
    job: `/careers/${career.careerId}`,
    product: `/products/${product._id}`,
    certificate: `/verify-certificate/${certificateHash}`,
  };
}
