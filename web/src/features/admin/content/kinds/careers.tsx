import { CAREER_TYPES, type Career } from '@contract';

import { adminFormPaths, adminPaths } from '@/config/paths';

import { activeField, apiItem, type ContentKindUi } from '../content-kind';
import { statusBadge } from '../kind-cells';

export const CAREERS: ContentKindUi<Career> = {
  thing: 'career',
  title: 'Careers',
  apiPath: '/careers',
  listPath: adminPaths.careers,
  translated: 'careers',
  editor: { in: 'page', addPath: adminFormPaths.addCareer, editPath: adminFormPaths.editCareer, loadPath: apiItem('/careers') },
  json: true,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'type', label: 'Type', type: 'select', options: CAREER_TYPES, required: true, defaultValue: 'Full-time' },
    { name: 'location', label: 'Location', type: 'text', required: true },
    { name: 'shortDescription', label: 'Short description', type: 'textarea', rows: 2, required: true },
    { name: 'fullDescription', label: 'Full description', type: 'textarea', rows: 10, required: true },
    activeField(),
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
