import type { z } from 'zod';

import {
  type AuditResource,
  BlogCreateSchema,
  BlogInputSchema,
  CareerInputSchema,
  HighlightInputSchema,
  PartnerInputSchema,
  ProductInputSchema,
  TestimonialCreateSchema,
  TestimonialInputSchema,
} from '../../contract';
import type { MediaKind } from '../../media/uploads';
import type { ActivityType } from '../activity/activity.repository';

import type { ContentCollection } from './content.repository';

export interface MediaField {
  /** The multipart file field. */
  file: string;
  /** The stored URL field; on edit '' clears it and an absent value keeps it. */
  url: string;
  kind: MediaKind;
  /** The message when a new item comes without it; absent means optional. */
  requiredMessage?: string;
  /**
   * The URL field may instead name a public video uploaded here and processed into HLS (its master
   * playlist); any other address is refused.
   */
  processedVideo?: boolean;
}

/** How the admin manages one kind of marketing content. */
export interface ContentKind {
  collection: ContentCollection;
  /** 'Blog', as in 'Blog deleted successfully'. */
  label: string;
  activity: ActivityType;
  /** What its audit entries are about. */
  resource: AuditResource;
  /** The edit form's fields. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The add form's, where they differ. */
  createSchema?: z.ZodType<Record<string, unknown>>;
  nameField: 'title' | 'name';
  idAlias?: string;
  media: MediaField[];
  messages: { created: string; updated: string; loadFailed: string; notFound: string };
}

const image = (file: string, url: string, requiredMessage?: string): MediaField => ({
  file,
  url,
  kind: 'image',
  requiredMessage,
});

export const CONTENT_KINDS = {
  blogs: {
    collection: 'blogs',
    label: 'Blog',
    activity: 'blog',
    resource: 'blog',
    schema: BlogInputSchema,
    createSchema: BlogCreateSchema,
    nameField: 'title',
    idAlias: 'blogId',
    media: [image('image', 'imageUrl', 'Featured image is required'), image('sourceLogo', 'sourceLogo')],
    messages: {
      created: 'Blog created successfully!',
      updated: 'Blog updated successfully!',
      loadFailed: 'Failed to load blog',
      notFound: 'Blog post not found.',
    },
  },
  highlights: {
    collection: 'highlights',
    label: 'Highlight',
    activity: 'highlight',
    resource: 'highlight',
    schema: HighlightInputSchema,
    nameField: 'title',
    media: [
      { file: 'video', url: 'videoUrl', kind: 'video', requiredMessage: 'Video is required', processedVideo: true },
      image('thumbnail', 'thumbnailUrl'),
    ],
    messages: {
      created: 'Highlight created successfully!',
      updated: 'Highlight updated successfully!',
      loadFailed: 'Failed to load highlight',
      notFound: 'Highlight not found',
    },
  },
  careers: {
    collection: 'careers',
    label: 'Career',
    activity: 'career',
    resource: 'career',
    schema: CareerInputSchema,
    nameField: 'title',
    idAlias: 'careerId',
    media: [],
    messages: {
      created: 'Career created successfully!',
      updated: 'Career updated successfully',
      loadFailed: 'Failed to load career details',
      notFound: 'Job not found',
    },
  },
  organizations: {
    collection: 'organizations',
    label: 'Organization',
    activity: 'organization',
    resource: 'organization',
    schema: PartnerInputSchema,
    nameField: 'name',
    media: [image('image', 'imageUrl')],
    messages: {
      created: 'Organization created successfully!',
      updated: 'Organization updated successfully!',
      loadFailed: 'Failed to load organizations',
      notFound: 'Organization not found',
    },
  },
  leagues: {
    collection: 'leagues',
    label: 'League',
    activity: 'league',
    resource: 'league',
    schema: PartnerInputSchema,
    nameField: 'name',
    media: [image('image', 'imageUrl')],
    messages: {
      created: 'League created successfully!',
      updated: 'League updated successfully!',
      loadFailed: 'Failed to load leagues',
      notFound: 'League not found',
    },
  },
  testimonials: {
    collection: 'testimonials',
    label: 'Testimonial',
    activity: 'testimonial',
    resource: 'testimonial',
    schema: TestimonialInputSchema,
    createSchema: TestimonialCreateSchema,
    nameField: 'name',
    media: [image('photo', 'photoUrl')],
    messages: {
      created: 'Testimonial created successfully!',
      updated: 'Testimonial updated successfully!',
      loadFailed: 'Failed to load testimonial',
      notFound: 'Testimonial not found',
    },
  },
  products: {
    collection: 'products',
    label: 'Product',
    activity: 'product',
    resource: 'product',
    schema: ProductInputSchema,
    nameField: 'name',
    media: [image('image', 'imageUrl')],
    messages: {
      created: 'Product created successfully!',
      updated: 'Product updated successfully!',
      loadFailed: 'Failed to load product',
      notFound: 'Product not found.',
    },
  },
} satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;
