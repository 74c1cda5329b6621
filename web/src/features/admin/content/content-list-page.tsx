import { Button, Modal, SegmentedControl, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ADMIN_PAGE_SIZE } from '@contract';
import { useApiData } from '@/lib/use-api-data';

import { getAdminList, getAdminPage, runAdminAction } from '../api/admin-content';
import { AdminPagination } from '../components/admin-pagination';
import { AdminTable, type Column } from '../components/admin-table';
import classes from '../components/admin.module.css';
import { confirmAction } from '../components/confirm';
import { useAdminAction } from '../hooks/use-admin-action';
import { usePageParam } from '../hooks/use-page-param';

import { ContentForm } from './content-form-page';
import { withPage, type ColumnSpec, type ContentKindUi, type Identified } from './content-kinds';

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
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (params.get('status') ?? 'all') as StatusFilter;
  const [searchText, setSearchText] = useState(search);
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
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== 'all') next.set(key, value);
      else next.delete(key);
      next.set('page', '1');
      return next;
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

  const state = list.status === 'ready' ? { status: 'ready' as const, data: list.data.items } : list;
  return (
    <>
      <div className={classes.header}>
        <h2>{kind.title}</h2>
        {editor.in === 'page' ? (
          <Button component={Link} to={withPage(editor.addPath, page)} leftSection={<IconPlus size={16} aria-hidden />}>
            {kind.addLabel}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {kind.addLabel}
          </Button>
        )}
      </div>
      {searchable && (
        <div className={classes.toolbar}>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setFilter('search', searchText.trim());
            }}
          >
            <TextInput
              aria-label="Search by name"
              placeholder="Search by name..."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              onBlur={() => searchText.trim() !== search && setFilter('search', searchText.trim())}
            />
          </form>
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
        </div>
      )}
      <div className={classes.panel}>
        <AdminTable label={kind.title} columns={table} state={state} empty={kind.empty} rowKey={idOf} onRetry={list.reload} />
      </div>
      {list.status === 'ready' && !allPath && (
        <AdminPagination page={page} total={list.data.total} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
      )}
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
    </>
  );
}
