import type { ReactNode } from 'react';

import { AdminPagination } from './admin-pagination';
import { AdminTable, type AdminTableProps } from './admin-table';
import classes from './admin.module.css';

interface Paging {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

interface ListPageProps<T> {
  /** The screen's heading ('Users', 'Course title: modules'). */
  title: ReactNode;
  /** Beside the heading: the add button, links, a count. */
  actions?: ReactNode;
  /** Above the search and filters: what the screen shows before its list (a linked message, an export). */
  before?: ReactNode;
  /** The search and filters, in one row above the table. */
  toolbar?: ReactNode;
  /** The table with its four states (loading rows, error with retry, the empty text, rows). */
  table: AdminTableProps<T>;
  /** Page controls under the table, once the list is in; none for a list shown whole. */
  paging?: Paging | null;
  /** The table on the screen's white panel (the orders table sits on the page, under its export's panel). */
  panel?: boolean;
  /** After the list: its modals. */
  children?: ReactNode;
}

/** An admin list screen: heading and its actions, what comes before the list, toolbar, table, pages. */
export function ListPage<T>({ title, actions, before, toolbar, table, paging, panel = true, children }: ListPageProps<T>) {
  const list = <AdminTable {...table} />;
  return (
    <>
      <div className={classes.header}>
        <h2>{title}</h2>
        {actions}
      </div>
      {before}
      {toolbar && <div className={classes.toolbar}>{toolbar}</div>}
      {panel ? <div className={classes.panel}>{list}</div> : list}
      {paging && table.state.status === 'ready' && <AdminPagination {...paging} />}
      {children}
    </>
  );
}
