import type { Product } from '@contract';

import { adminFormPaths, adminPaths } from '@/config/paths';

import classes from '../../shared/admin.module.css';
import { activeField, apiItem, type ContentKindUi } from '../content-kind';
import { statusBadge, thumb } from '../kind-cells';

export const PRODUCTS: ContentKindUi<Product> = {
  thing: 'product',
  title: 'Products',
  apiPath: '/products',
  listPath: adminPaths.products,
  translated: 'products',
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
    activeField(),
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
