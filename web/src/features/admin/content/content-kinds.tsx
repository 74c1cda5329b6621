import { CAREER_TYPES } from '@contract';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

import { formatLongDate } from '@/lib/format';

import classes from '../components/admin.module.css';

export type Item = Record<string, unknown> & { _id: string };

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'date' | 'select' | 'checkbox' | 'image' | 'video' | 'url';
  /** 'add': required only when adding (a testimonial's description, SPEC section 5). */
  required?: boolean | 'add';
  /** File fields: the stored URL field the preview and 'Remove' act on. */
  urlField?: string;
  /** File fields: whether the current file may be removed without a replacement. */
  removable?: boolean;
  options?: readonly string[];
  rows?: number;
  description?: string;
  /** Shown only when this returns true for the form's values. */
  when?: (values: Record<string, unknown>) => boolean;
  defaultValue?: string | boolean;
}

export interface ColumnSpec {
  header: string;
  cell: (item: Item) => ReactNode;
  wide?: boolean;
}

export interface ContentKindUi {
  /** 'blog', as in 'Are you sure you want to delete this blog?'. */
  thing: string;
  title: string;
  apiPath: string;
  itemPath: (id: string) => string;
  listPath: string;
  addPath: string;
  editPath: (id: string) => string;
  /** Careers are sent as JSON; the rest as multipart forms. */
  json?: boolean;
  fields: FieldSpec[];
  /** The spec's message when required fields are missing; else each field's own. */
  requiredMessage?: string;
  columns: ColumnSpec[];
  empty: string;
  failures: { list: string; load: string; create: string; update: string; delete: string };
  /** Milliseconds from a successful save to the list (1.2 s; 1 s after a product is added). */
  returnAfterAddMs: number;
  toggle?: { path: (id: string) => string; method: 'PUT' | 'PATCH' };
  addLabel: string;
}

export const str = (item: Item, field: string) => (typeof item[field] === 'string' ? (item[field] as string) : '');

export const statusBadge = (item: Item) => (
  <Badge variant="outline" color={item.isActive === false ? 'gray.7' : 'pitch.8'}>
    {item.isActive === false ? 'Inactive' : 'Active'}
  </Badge>
);

const thumb = (url: string) =>
  url ? <img src={url} alt="" className={classes.thumb} loading="lazy" /> : <span className={classes.thumb} />;

const withPage = (path: string, page: number) => `${path}?page=${page}`;
export { withPage };

const active: FieldSpec = { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true };

export const BLOGS: ContentKindUi = {
  thing: 'blog',
  title: 'Blogs',
  apiPath: '/blogs',
  itemPath: (id) => `/blogs/${encodeURIComponent(id)}`,
  listPath: '/admin/blogs',
  addPath: '/admin/add-blog',
  editPath: (id) => `/admin/edit-blog/${encodeURIComponent(id)}`,
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
    active,
  ],
  requiredMessage: 'Title, date, and summary are required',
  columns: [
    { header: 'Image', cell: (item) => thumb(str(item, 'imageUrl')), wide: true },
    { header: 'Title', cell: (item) => <strong>{str(item, 'title')}</strong> },
    { header: 'Date', cell: (item) => formatLongDate(str(item, 'date')), wide: true },
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

export const HIGHLIGHTS: ContentKindUi = {
  thing: 'highlight',
  title: 'Highlights',
  apiPath: '/highlights',
  itemPath: (id) => `/highlights/${encodeURIComponent(id)}`,
  listPath: '/admin/highlights',
  addPath: '/admin/add-highlight',
  editPath: (id) => `/admin/highlights/edit/${encodeURIComponent(id)}`,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 3 },
    { name: 'video', label: 'Video (MP4 or WebM)', type: 'video', urlField: 'videoUrl', required: true },
    { name: 'thumbnail', label: 'Thumbnail', type: 'image', urlField: 'thumbnailUrl' },
    { name: 'order', label: 'Order', type: 'text', defaultValue: '0' },
    active,
  ],
  columns: [
    { header: 'Thumbnail', cell: (item) => thumb(str(item, 'thumbnailUrl')), wide: true },
    { header: 'Title', cell: (item) => <strong>{str(item, 'title')}</strong> },
    { header: 'Description', cell: (item) => <div className={classes.clip}>{str(item, 'description')}</div>, wide: true },
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

export const CAREERS: ContentKindUi = {
  thing: 'career',
  title: 'Careers',
  apiPath: '/careers',
  itemPath: (id) => `/careers/${encodeURIComponent(id)}`,
  listPath: '/admin/careers',
  addPath: '/admin/add-career',
  editPath: (id) => `/admin/edit-career/${encodeURIComponent(id)}`,
  json: true,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'type', label: 'Type', type: 'select', options: CAREER_TYPES, required: true, defaultValue: 'Full-time' },
    { name: 'location', label: 'Location', type: 'text', required: true },
    { name: 'shortDescription', label: 'Short description', type: 'textarea', rows: 2, required: true },
    { name: 'fullDescription', label: 'Full description', type: 'textarea', rows: 10, required: true },
    active,
  ],
  columns: [
    { header: 'Title', cell: (item) => <strong>{str(item, 'title')}</strong> },
    { header: 'Type', cell: (item) => str(item, 'type'), wide: true },
    { header: 'Location', cell: (item) => str(item, 'location'), wide: true },
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
  toggle: { path: (id) => `/careers/${encodeURIComponent(id)}/status`, method: 'PUT' },
  addLabel: 'Add Career',
};

export const TESTIMONIALS: ContentKindUi = {
  thing: 'testimonial',
  title: 'Testimonials',
  apiPath: '/testimonials',
  itemPath: (id) => `/testimonials/single/${encodeURIComponent(id)}`,
  listPath: '/admin/testimonials',
  addPath: '/admin/add-testimonial',
  editPath: (id) => `/admin/testimonials/edit/${encodeURIComponent(id)}`,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'role', label: 'Role', type: 'text', required: true },
    { name: 'company', label: 'Company', type: 'text', required: true },
    { name: 'testimonialText', label: 'Testimonial Text', type: 'textarea', rows: 4, required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 3, required: 'add' },
    { name: 'photo', label: 'Photo', type: 'image', urlField: 'photoUrl', removable: true },
    active,
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

export const PRODUCTS: ContentKindUi = {
  thing: 'product',
  title: 'Products',
  apiPath: '/products',
  itemPath: (id) => `/products/single/${encodeURIComponent(id)}`,
  listPath: '/admin/products',
  addPath: '/admin/add-product',
  editPath: (id) => `/admin/products/edit/${encodeURIComponent(id)}`,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', rows: 4 },
    { name: 'image', label: 'Image', type: 'image', urlField: 'imageUrl', removable: true },
    { name: 'order', label: 'Order', type: 'text', defaultValue: '0' },
    active,
  ],
  columns: [
    { header: 'Image', cell: (item) => thumb(str(item, 'imageUrl')), wide: true },
    { header: 'Name', cell: (item) => <strong>{str(item, 'name')}</strong> },
    { header: 'Description', cell: (item) => <div className={classes.clip}>{str(item, 'description')}</div>, wide: true },
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
