import { Button, Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Loadable } from '@/lib/use-api-data';

import classes from './admin.module.css';

export interface Column<T> {
  header: string;
  cell: (item: T, index: number) => ReactNode;
  /** Hidden on phones, where the table would not fit. */
  wide?: boolean;
}

export interface AdminTableProps<T> {
  label: string;
  columns: Column<T>[];
  state: Loadable<T[]>;
  empty: string;
  rowKey: (item: T) => string;
  onRetry: () => void;
  /** The row a link pointed at (rowKey), marked and scrolled into view. */
  highlight?: string | null;
}

/** A list table with the four states: 4 skeleton rows, error with retry, the empty text, rows. */
export function AdminTable<T>({ label, columns, state, empty, rowKey, onRetry, highlight }: AdminTableProps<T>) {
  if (state.status === 'error') {
    return (
      <div className={classes.tableMessage} role="alert">
        <p>{state.message}</p>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.status === 'ready' && state.data.length === 0) {
    return <p className={classes.tableMessage}>{empty}</p>;
  }
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={state.status === 'loading'}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} className={column.wide ? classes.wide : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.status === 'loading'
            ? [0, 1, 2, 3].map((row) => (
                <Table.Tr key={row}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} className={column.wide ? classes.wide : undefined}>
                      <Skeleton height={16} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : state.data.map((item, index) => (
                <Table.Tr
                  key={rowKey(item)}
                  className={highlight === rowKey(item) ? classes.highlighted : undefined}
                  aria-current={highlight === rowKey(item) ? 'true' : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.header} className={column.wide ? classes.wide : undefined}>
                      {column.cell(item, index)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
