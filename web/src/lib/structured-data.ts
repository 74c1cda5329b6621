import type { Blog, Career, Course, Highlight, PublicReview } from '@contract';
import { MIN_REVIEWS_SHOWN } from '@contract/review-rules';

import { SITE, SOCIAL_LINKS } from '@/config/site';

/*
 * schema.org JSON-LD for search engines, built on the server only (usePageMeta's
 * `structuredData`). URLs are absolute: `origin` is the site's address.
 */

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

export function organization(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE.name,
    legalName: SITE.legalName,
    url: `${origin}/`,
    logo: `${origin}/og-card.png`,
    foundingDate: String(SITE.foundedYear),
    email: SITE.contact.salesEmail,
    telephone: SITE.contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: SITE.contact.address, addressCountry: 'IN' },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

const organizationRef = (origin: string) => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE.name,
  url: `${origin}/`,
});

export function website(origin: string) {
  return { '@type': 'WebSite', name: SITE.name, url: `${origin}/`, publisher: { '@id': `${origin}/#organization` } };
}

/** Home, then each level up to the page itself. */
export function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** "8 weeks" as an ISO 8601 duration (P8W), or undefined when the text says something else. */
export function isoDuration(text: string): string | undefined {
  const match = /^(\d+)\s*(hour|day|week|month)s?$/i.exec(text.trim());
  if (!match) return undefined;
  const [, amount, unit] = match;
  const lower = unit.toLowerCase();
  return lower === 'hour' ? `PT${amount}H` : `P${amount}${lower === 'day' ? 'D' : lower === 'week' ? 'W' : 'M'}`;
}

/**
 * The rating and reviews a course may carry: only what its visible reviews say, and only from
 * MIN_REVIEWS_SHOWN of them (Google's review-snippet policy; a rating nobody gave is never marked up).
 */
function ratingMarkup(item: Course, reviews: PublicReview[]) {
  const { average, count } = item.rating;
  if (average === null || count < MIN_REVIEWS_SHOWN) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, ratingCount: count, bestRating: 5, worstRating: 1 },
    review: reviews.map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.text,
    })),
  };
}

/** `reviews`: the visible reviews the page shows (its first page). */
export function course(origin: string, item: Course, path: string, reviews: PublicReview[] = []) {
  const workload = isoDuration(item.duration);
  return {
    '@type': 'Course',
    name: item.title,
    description: item.shortDescription,
    url: `${origin}${path}`,
    ...(item.coverImage ? { image: absolute(origin, item.coverImage) } : {}),
    courseCode: item.uid,
    educationalLevel: item.level,
    about: item.category,
    inLanguage: 'en',
    provider: organizationRef(origin),
    offers: {
      '@type': 'Offer',
      category: item.price > 0 ? 'Paid' : 'Free',
      price: item.price,
      priceCurrency: 'INR',
      availability: item.currentStudents >= item.maxStudents ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: `${origin}${path}`,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      ...(workload ? { courseWorkload: workload } : {}),
      instructor: { '@type': 'Person', name: item.instructor.name },
    },
    ...ratingMarkup(item, reviews),
  };
}

/** The course list as Google's course-list markup reads it: an ItemList of Course, each with its page. */
export function courseList(origin: string, courses: Course[], pathOf: (course: Course) => string) {
  return {
    '@type': 'ItemList',
    itemListElement: courses.map((item, index) => {
      const { ['@type']: _type, ...fields } = course(origin, item, pathOf(item));
      return { '@type': 'ListItem', position: index + 1, item: { '@type': 'Course', ...fields } };
    }),
  };
}

export function blogPosting(origin: string, post: Blog, path: string) {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    ...(post.imageUrl ? { image: absolute(origin, post.imageUrl) } : {}),
    author: post.authorName ? { '@type': 'Person', name: post.authorName } : organizationRef(origin),
    publisher: { ...organizationRef(origin), logo: { '@type': 'ImageObject', url: `${origin}/og-card.png` } },
    mainEntityOfPage: `${origin}${path}`,
    url: `${origin}${path}`,
  };
}

const EMPLOYMENT_TYPES: Record<Career['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Freelance: 'CONTRACTOR',
};

export function jobPosting(origin: string, job: Career, path: string) {
  const remote = /remote/i.test(job.location);
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.fullDescription,
    datePosted: job.createdAt ?? undefined,
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { ...organizationRef(origin), sameAs: `${origin}/`, logo: `${origin}/og-card.png` },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
          },
        }),
    directApply: false,
    url: `${origin}${path}`,
  };
}

export function videoObject(origin: string, highlight: Highlight) {
  return {
    '@type': 'VideoObject',
    name: highlight.title,
    description: highlight.description || highlight.title,
    thumbnailUrl: highlight.thumbnailUrl ? absolute(origin, highlight.thumbnailUrl) : `${origin}/og-card.png`,
    uploadDate: highlight.createdAt ?? undefined,
    ...(highlight.videoUrl ? { contentUrl: absolute(origin, highlight.videoUrl) } : {}),
  };
}
