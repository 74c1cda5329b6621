import { PartnerInputSchema, type Partner } from '@contract';

import { adminPaths } from '@/config/paths';
import { formatDate } from '@/lib/format';

import classes from '../../shared/admin.module.css';
import { activeField, apiItem, type ContentKindUi } from '../content-kind';
import { statusBadge } from '../kind-cells';

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
      activeField(),
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
      { header: 'Created', cell: (item) => formatDate(item.createdAt), wide: true },
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
