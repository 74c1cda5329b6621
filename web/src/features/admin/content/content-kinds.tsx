import {
  CAREER_TYPES,
  PartnerInputSchema,
  type Blog,
  type Career,
  type Highlight,
  type Partner,
  type Product,
  type Testimonial,
} from '@contract';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';

import { adminFormPaths, adminPaths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';

import classes from '../components/admin.module.css';

/** What every admin content item has: the id its edit, toggle and delete paths name. */
export interface Identified {
  _id: string;
}

/** A form's values as the inputs hold them: text, or a checkbox's flag. */
export type FormValues = Record<string, string | boolean>;

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

interface FieldBase {
  label: string;
  /** 'add': required only when adding (a testimonial's description, SPEC section 5). */
  required?: boolean | 'add';
  rows?: number;
  description?: string;
  /** Shown only when this returns true for the form's values. */
  when?: (values: FormValues) => boolean;
  defaultValue?: string | boolean;
}

/** A field the item stores under the same name. */
export interface ValueField<T> extends FieldBase {
  name: keyof T & string;
  /** 'processed-video': a video uploaded in resumable chunks and processed into HLS; the value is its address. */
  type: 'text' | 'textarea' | 'date' | 'select' | 'checkbox' | 'url' | 'number' | 'processed-video';
  options?: readonly string[];
}

/** An upload: sent under `name`, stored as a URL in `urlField` (the preview and 'Remove' act on it). */
export interface FileField<T> extends FieldBase {
  name: string;
  type: 'image' | 'video';
  urlField: TextKey<T>;
  /** Whether the current file may be removed without a replacement. */
  removable?: boolean;
}

export type FieldSpec<T> = ValueField<T> | FileField<T>;

export const isFileField = <T,>(field: FieldSpec<T>): field is FileField<T> => field.type === 'image' || field.type === 'video';

export interface ColumnSpec<T> {
  header: string;
  cell: (item: T) => ReactNode;
  wide?: boolean;
}

/** Where items are added and edited: pages of their own, or a modal over the list (organizations, leagues). */
export type EditorSpec =
  { in: 'page'; addPath: string; editPath: (id: string) => string; loadPath: (id: string) => string } | { in: 'modal' };

export interface ContentKindUi<T extends Identified> {
  /** 'blog', as in 'Are you sure you want to delete this blog?'. */
  thing: string;
  title: string;
  /** The API's list: POST adds to it, `{apiPath}/{id}` is one item. */
  apiPath: string;
  /** Lists that are not paged (every partner, in order): the path that answers with all of them. */
  allPath?: string;
  listPath: string;
  editor: EditorSpec;
  /** Careers are sent as JSON; the rest as multipart forms. */
  json?: boolean;
  fields: FieldSpec<T>[];
  /** The contract's schema: the form checks its values with it, with its messages. Else required fields only. */
  schema?: z.ZodType;
  /** The spec's message when required fields are missing; else each field's own. */
  requiredMessage?: string;
  columns: ColumnSpec<T>[];
  empty: string;
  failures: { list: string; load: string; create: string; update: string; delete: string; toggle?: string };
  /** Milliseconds from a successful save to the list (1.2 s; 1 s after a product is added). */
  returnAfterAddMs: number;
  toggle?: { path: (id: string) => string; method: 'PUT' | 'PATCH' };
  addLabel: string;
  /** The submit's words, where they are not 'Create X' and 'Update X'. */
  submitLabels?: { add: string; edit: string };
}

export const statusBadge = (item: { isActive?: boolean }) => (
  <Badge variant="outline" color={item.isActive === false ? 'gray.7' : 'pitch.8'}>
    {item.isActive === false ? 'Inactive' : 'Active'}
  </Badge>
);

const thumb = (url: string | null) =>
  url ? <img src={url} alt="" className={classes.thumb} loading="lazy" /> : <span className={classes.thumb} />;

const withPage = (path: string, page: number) => `${path}?page=${page}`;
export { withPage };

const apiItem = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

const active = <T extends { isActive: boolean }>(): FieldSpec<T> => ({
  name: 'isActive',
  label: 'Active',
  type: 'checkbox',
  defaultValue: true,
});

export const BLOGS: ContentKindUi<Blog> = {
  thing: 'blog',
  title: 'Blogs',
  apiPath: '/blogs',
  listPath: adminPaths.blogs,
  editor: { in: 'page', addPath: adminFormPaths.addBlog, editPath: adminFormPaths.editBlog, loadPath: apiItem('/blogs') },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'date', label: 'Date', type: 'date', required: true },
    { name: 'summary', label: 'Summary', type: 'textarea', required: true, rows: 3 },
    { name: 'authorName', label: 'Author', type: 'text' },
    { name: 'image', label: 'Featured image', type: 'image', urlField: 'imageUrl', required: true },
    { name: 'isExternal', label: 'External post (links to another site)', type: 'checkbox', defaultValue: false },
    { name: 'externalUrl', label: 'External URL', type: 'url', when: (v) => v.isExternal === true },
    { name: 'sourceWebsite', label: 'Source website', type: 'text', when: (v) => v.isExternal === true },
    {
      name: 'sourceLogo',
      label: 'Source logo',
      type: 'image',
      urlField: 'sourceLogo',
      removable: true,
      when: (v) => v.isExternal === true,
    },
    {
      name: 'openInNewTab',
      label: 'Open in a new tab',
      type: 'checkbox',
      defaultValue: true,
      when: (v) => v.isExternal === true,
    },
    {
      name: 'content',
      label: 'Content (HTML)',
      type: 'textarea',
      rows: 12,
      description: 'Paragraphs, headings, lists, links and images; anything else is removed when saved.',
      when: (v) => v.isExternal !== true,
    },
    active(),
  ],
  requiredMessage: 'Title, date, and summary are required',
  columns: [
    { header: 'Image', cell: (item) => thumb(item.imageUrl), wide: true },
    { header: 'Title', cell: (item) => <strong>{item.title}</strong> },
    { header: 'Date', cell: (item) => formatLongDate(item.date), wide: true },
    { header: 'Type', cell: (item) => (item.isExternal ? 'External' : 'Internal'), wide: true },
    { header: 'Status', cell: statusBadge },
  ],
  empty: 'No blogs found.',
  failures: {
    list: 'Failed to load blogs',
    load: 'Failed to load blog',
    create: 'Failed to create blog',
    update: 'Failed to update blog',
    delete: 'Failed to delete blog',
  },
  returnAfterAddMs: 1200,
  addLabel: 'Add Blog',
};

export const HIGHLIGHTS: ContentKindUi<Highlight> = {
  thing: 'highlight',
  title: 'Highlights',
  apiPath: '/highlights',
  listPath: adminPaths.highlights,
  editor: {
    in: 'page',
    addPath: adminFormPaths.addHighlight,
    editPath: adminFormPaths.editHighlight,
    loadPath: apiItem('/highlights'),
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 3 },
    { name: 'videoUrl', label: 'Video', type: 'processed-video', required: true },
    { name: 'thumbnail', label: 'Thumbnail', type: 'image', urlField: 'thumbnailUrl' },
    { name: 'order', label: 'Order', type: 'text', defaultValue: '0' },
    active(),
  ],
  columns: [
    { header: 'Thumbnail', cell: (item) => thumb(item.thumbnailUrl), wide: true },
    { header: 'Title', cell: (item) => <strong>{item.title}</strong> },
    { header: 'Description', cell: (item) => <div className={classes.clip}>{item.description}</div>, wide: true },
    { header: 'Status', cell: statusBadge },
  ],
  empty: 'No highlights found.',
  failures: {
    list: 'Failed to load highlights',
    load: 'Failed to load highlight',
    create: 'Failed to create highlight',
    update: 'Failed to update highlight',
    delete: 'Failed to delete highlight',
  },
  returnAfterAddMs: 1200,
  addLabel: 'Add Highlight',
};

export const CAREERS: ContentKindUi<Career> = {
  thing: 'career',
  title: 'Careers',
  apiPath: '/careers',
  listPath: adminPaths.careers,
  editor: { in: 'page', addPath: adminFormPaths.addCareer, editPath: adminFormPaths.editCareer, loadPath: apiItem('/careers') },
  json: true,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'type', label: 'Type', type: 'select', options: CAREER_TYPES, required: true, defaultValue: 'Full-time' },
    { name: 'location', label: 'Location', type: 'text', required: true },
    { name: 'shortDescription', label: 'Short description', type: 'textarea', rows: 2, required: true },
    { name: 'fullDescription', label: 'Full description', type: 'textarea', rows: 10, required: true },
    active(),
  ],
  columns: [
    { header: 'Title', cell: (item) => <strong>{item.title}</strong> },
    { header: 'Type', cell: (item) => item.type, wide: true },
    { header: 'Location', cell: (item) => item.location, wide: true },
    { header: 'Status', cell: statusBadge },
  ],
  empty: 'No careers found.',
  failures: {
    list: 'Failed to load careers',
    load: 'Failed to load career details',
    create: 'Failed to create career',
    update: 'Failed to update career',
    delete: 'Failed to delete career',
  },
  returnAfterAddMs: 1200,
  toggle: { path: (id) => `${apiItem('/careers')(id)}/status`, method: 'PUT' },
  addLabel: 'Add Career',
};

export const TESTIMONIALS: ContentKindUi<Testimonial> = {
  thing: 'testimonial',
  title: 'Testimonials',
  apiPath: '/testimonials',
  listPath: adminPaths.testimonials,
  editor: {
    in: 'page',
    addPath: adminFormPaths.addTestimonial,
    editPath: adminFormPaths.editTestimonial,
    loadPath: apiItem('/testimonials/single'),
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'role', label: 'Role', type: 'text', required: true },
    { name: 'company', label: 'Company', type: 'text', required: true },
    { name: 'testimonialText', label: 'Testimonial Text', type: 'textarea', rows: 4, required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 3, required: 'add' },
    { name: 'photo', label: 'Photo', type: 'image', urlField: 'photoUrl', removable: true },
    active(),
  ],
  requiredMessage: 'Name, role, company, and testimonial text are required',
  columns: [],
  empty: 'No testimonials found.',
  failures: {
    list: 'Failed to load testimonials',
    load: 'Failed to load testimonial',
    create: 'Failed to create testimonial',
    update: 'Failed to update testimonial',
    delete: 'Failed to delete testimonial',
  },
  returnAfterAddMs: 1200,
  addLabel: 'Add Testimonial',
};

export const PRODUCTS: ContentKindUi<Product> = {
  thing: 'product',
  title: 'Products',
  apiPath: '/products',
  listPath: adminPaths.products,
  editor: {
    in: 'page',
    addPath: adminFormPaths.addProduct,
    editPath: adminFormPaths.editProduct,
    loadPath: apiItem('/products/single'),
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 4 },
    { name: 'image', label: 'Image', type: 'image', urlField: 'imageUrl', removable: true },
    { name: 'order', label: 'Order', type: 'text', defaultValue: '0' },
    active(),
  ],
  columns: [
    { header: 'Image', cell: (item) => thumb(item.imageUrl), wide: true },
    { header: 'Name', cell: (item) => <strong>{item.name}</strong> },
    { header: 'Description', cell: (item) => <div className={classes.clip}>{item.description}</div>, wide: true },
    { header: 'Status', cell: statusBadge },
  ],
  empty: 'No products found.',
  failures: {
    list: 'Failed to load products',
    load: 'Failed to load product',
    create: 'Failed to create product',
    update: 'Failed to update product',
    delete: 'Failed to delete product',
  },
  returnAfterAddMs: 1000,
  addLabel: 'Add Product',
};

/** Organizations and leagues: every item in order, on one unpaged list, added and edited in a modal. */
function partnerKind(kind: 'organizations' | 'leagues', thing: string, title: string): ContentKindUi<Partner> {
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);
  return {
    thing,
    title,
    apiPath: `/${kind}`,
    allPath: `/${kind}/admin/all`,
    listPath: adminPaths[kind],
    editor: { in: 'modal' },
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'order', label: 'Order', type: 'number', defaultValue: '0' },
      { name: 'image', label: 'Logo', type: 'image', urlField: 'imageUrl' },
      active(),
    ],
    schema: PartnerInputSchema,
    columns: [
      { header: 'Order', cell: (item) => item.order },
      {
        header: 'Logo',
        cell: (item) =>
          item.imageUrl ? <img src={item.imageUrl} alt="" className={classes.logo} /> : <span className={classes.logo} />,
      },
      { header: 'Name', cell: (item) => <strong>{item.name}</strong> },
      { header: 'Status', cell: statusBadge },
      { header: 'Created', cell: (item) => formatLongDate(item.createdAt), wide: true },
    ],
    empty: `No ${kind} found.`,
    failures: {
      list: `Failed to load ${kind}`,
      load: `Failed to load ${kind}`,
      create: `Failed to save ${thing}`,
      update: `Failed to save ${thing}`,
      delete: `Failed to delete ${thing}`,
      toggle: `Failed to toggle ${thing} status`,
    },
    returnAfterAddMs: 0,
    toggle: { path: (id) => `${apiItem(`/${kind}`)(id)}/toggle`, method: 'PATCH' },
    addLabel: `Add ${Thing}`,
    submitLabels: { add: `Add ${thing}`, edit: 'Save changes' },
  };
}

export const ORGANIZATIONS = partnerKind('organizations', 'organization', 'Organizations');
export const LEAGUES = partnerKind('leagues', 'league', 'Leagues');
