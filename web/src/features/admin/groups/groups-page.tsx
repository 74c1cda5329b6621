import { ADMIN_PAGE_SIZE, gstStateName, type GroupSummary } from '@contract';
import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { adminGroupPath, adminPaths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import type { Column } from '../shared/admin-table';
import { ListPage } from '../shared/list-page';
import { SearchField } from '@/ui/search-field';
import { useFilterParams } from '../shared/use-filter-params';

import { searchGroups } from './groups-api';
import styles from './groups.module.css';

const columns: Column<GroupSummary>[] = [
  {
    header: 'Group',
    cell: (group) => (
      <div className={styles.name}>
        <Anchor component={Link} to={adminGroupPath(group.id)} fw={700}>
          {group.name}
        </Anchor>
        <span className={styles.sub}>{group.legalName}</span>
      </div>
    ),
  },
  { header: 'State', cell: (group) => gstStateName(group.stateCode) ?? group.stateCode, wide: true },
  { header: 'GSTIN', cell: (group) => group.gstin ?? '—', wide: true },
  { header: 'Managers', cell: (group) => group.managerCount },
  { header: 'Created', cell: (group) => formatDate(group.createdAt), wide: true },
];

/** /admin/groups: the groups that buy seats, searched by name, a page at a time. */
export function GroupsPage() {
  const { params, update } = useFilterParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApiData(
    (signal) => searchGroups({ search: search || undefined, page }, signal),
    [search, page],
    'Failed to load groups',
  );
  const groups = list.status === 'ready' ? { status: 'ready' as const, data: list.data.groups } : list;

  return (
    <ListPage
      title="Groups"
      actions={
        <Button component={Link} to={`${adminPaths.groups}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Group
        </Button>
      }
      toolbar={
        <SearchField
          key={search}
          label="Search groups"
          placeholder="Search by name"
          value={search}
          onSearch={(text) => update({ search: text || undefined })}
        />
      }
      table={{
        label: 'Groups',
        columns,
        state: groups,
        empty: search
          ? 'No group’s name starts with that.'
          : 'No groups yet. Add one for a federation, association or academy that buys seats.',
        rowKey: (group) => group.id,
        onRetry: list.reload,
      }}
      paging={
        list.status === 'ready'
          ? { page, total: list.data.total, pageSize: ADMIN_PAGE_SIZE, onChange: (next) => update({ page: String(next) }) }
          : null
      }
    />
  );
}
