import { Button, Modal, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@contract';

import { useApiData } from '@/lib/use-api-data';
import { useSearchChange } from '@/lib/use-search-change';

import { getAdminList, getAdminPage, runAdminAction } from '../shared/admin-api';
import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { ListPage } from '../shared/list-page';
import { SearchField } from '@/ui/search-field';
import { useAdminAction } from '../shared/use-admin-action';
import { usePageParam } from '../shared/use-page-param';

import { ContentForm } from './content-form';
import { withPage, type ColumnSpec, type ContentKindUi, type Identified } from './content-kind';

type StatusFilter = 'all' | 'true' | 'false';

interface ContentListPageProps<T extends Identified> {
  kind: ContentKindUi<T>;
  /** Replaces the kind's columns (testimonials add their 'See more'). */
  columns?: ColumnSpec<T>[];
  /** More buttons in each row's actions (highlights: View Video). */
  extraActions?: (item: T) => ReactNode;
  /** Products: the name search and the All/Active/Inactive filter, kept in the URL. */
  searchable?: boolean;
}

const idOf = (item: Identified) => item._id;
const isInactive = (item: object) => 'isActive' in item && item.isActive === false;

/**
 * One admin list: table (paged, or every item where the kind has `allPath`), add button,
 * edit/toggle/delete per row, all with the spec's texts. Add and edit open the kind's pages, or a modal.
 */
export function ContentListPage<T extends Identified>({ kind, columns, extraActions, searchable }: ContentListPageProps<T>) {
  const [page, setPage] = usePageParam();
  const [params, changeParams] = useSearchChange();
  const search = params.get('search') ?? '';
  const status = (params.get('status') ?? 'all') as StatusFilter;
  const query = {
    page,
    limit: ADMIN_PAGE_SIZE,
    search: search || undefined,
    isActive: status === 'all' ? undefined : status,
  };
  const { allPath, editor } = kind;
  const list = useApiData(
    (signal) =>
      allPath
        ? getAdminList<T>(allPath, kind.failures.list, signal).then((items) => ({ items, total: items.length }))
        : getAdminPage<T>(kind.apiPath, query, kind.failures.list, signal),
    [kind.apiPath, page, search, status],
  );
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { busy, run } = useAdminAction(list.reload);

  const setFilter = (key: 'search' | 'status', value: string) =>
    changeParams((next) => {
      if (value && value !== 'all') next.set(key, value);
      else next.delete(key);
      next.set('page', '1');
    });

  const remove = async (item: T) => {
    if (!(await confirmAction(`Delete ${kind.thing}`, `Are you sure you want to delete this ${kind.thing}?`, 'Delete'))) return;
    await run(
      idOf(item),
      () => runAdminAction('DELETE', `${kind.apiPath}/${encodeURIComponent(idOf(item))}`, kind.failures.delete),
      kind.failures.delete,
    );
  };

  const toggle = async (item: T) => {
    if (!kind.toggle) return;
    const verb = isInactive(item) ? 'activate' : 'deactivate';
    if (
      !(await confirmAction(
        `${verb === 'activate' ? 'Activate' : 'Deactivate'} ${kind.thing}`,
        `Are you sure you want to ${verb} this ${kind.thing}?`,
        verb === 'activate' ? 'Activate' : 'Deactivate',
        verb === 'deactivate',
      ))
    )
      return;
    const { path, method } = kind.toggle;
    const failure = kind.failures.toggle ?? `Failed to update ${kind.thing}`;
    await run(idOf(item), () => runAdminAction(method, path(idOf(item)), failure), failure);
  };

  const table: Column<T>[] = [
    ...(columns ?? kind.columns),
    {
      header: 'Actions',
      cell: (item) => (
        <div className={classes.actions}>
          {extraActions?.(item)}
          {editor.in === 'page' ? (
            <Button size="xs" variant="default" component={Link} to={withPage(editor.editPath(idOf(item)), page)}>
              Edit
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => setEditing(item)}>
              Edit
            </Button>
          )}
          {kind.toggle && (
            <Button size="xs" variant="outline" color="navy" disabled={busy !== null} onClick={() => void toggle(item)}>
              {isInactive(item) ? 'Activate' : 'Deactivate'}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void remove(item)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title={kind.title}
      actions={
        editor.in === 'page' ? (
          <Button component={Link} to={withPage(editor.addPath, page)} leftSection={<IconPlus size={16} aria-hidden />}>
            {kind.addLabel}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {kind.addLabel}
          </Button>
        )
      }
      toolbar={
        searchable && (
          <>
            <SearchField
              label="Search by name"
              placeholder="Search by name..."
              value={search}
              onSearch={(text) => setFilter('search', text)}
            />
            <SegmentedControl
              aria-label="Status"
              value={status}
              onChange={(value) => setFilter('status', value)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </>
        )
      }
      table={{
        label: kind.title,
        columns: table,
        state: list.status === 'ready' ? { status: 'ready', data: list.data.items } : list,
        empty: kind.empty,
        rowKey: idOf,
        onRetry: list.reload,
      }}
      paging={
        list.status === 'ready' && !allPath
          ? { page, total: list.data.total, pageSize: ADMIN_PAGE_SIZE, onChange: setPage }
          : null
      }
    >
      {editing && (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={`${editing === 'new' ? 'Add' : 'Edit'} ${kind.thing}`}
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <ContentForm
            key={editing === 'new' ? 'new' : editing._id}
            kind={kind}
            item={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              list.reload();
            }}
          />
        </Modal>
      )}
    </ListPage>
  );
}
