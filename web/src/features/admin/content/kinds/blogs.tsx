import type { Blog } from '@contract';

import { adminFormPaths, adminPaths } from '@/config/paths';
import { formatDate } from '@/lib/format';

import { activeField, apiItem, type ContentKindUi } from '../content-kind';
import { statusBadge, thumb } from '../kind-cells';

export const BLOGS: ContentKindUi<Blog> = {
  thing: 'blog',
  title: 'Blogs',
  apiPath: '/blogs',
  listPath: adminPaths.blogs,
  translated: 'blogs',
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
    activeField(),
  ],
  requiredMessage: 'Title, date, and summary are required',
  columns: [
    { header: 'Image', cell: (item) => thumb(item.imageUrl), wide: true },
    { header: 'Title', cell: (item) => <strong>{item.title}</strong> },
    { header: 'Date', cell: (item) => formatDate(item.date), wide: true },
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
