import type { Highlight } from '@contract';

import { adminFormPaths, adminPaths } from '@/config/paths';

import classes from '../../shared/admin.module.css';
import { activeField, apiItem, type ContentKindUi } from '../content-kind';
import { statusBadge, thumb } from '../kind-cells';

export const HIGHLIGHTS: ContentKindUi<Highlight> = {
  thing: 'highlight',
  title: 'Highlights',
  apiPath: '/highlights',
  listPath: adminPaths.highlights,
  translated: 'highlights',
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
    activeField(),
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
