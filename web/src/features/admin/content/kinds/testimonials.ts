import type { Testimonial } from '@contract';

import { adminFormPaths, adminPaths } from '@/config/paths';

import { activeField, apiItem, type ContentKindUi } from '../content-kind';

export const TESTIMONIALS: ContentKindUi<Testimonial> = {
  thing: 'testimonial',
  title: 'Testimonials',
  apiPath: '/testimonials',
  listPath: adminPaths.testimonials,
  translated: 'testimonials',
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
    activeField(),
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
