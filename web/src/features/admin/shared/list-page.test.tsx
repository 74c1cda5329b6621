import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Loadable } from '@/lib/use-api-data';
import { renderPart } from '@/test/render';

import type { Column } from './admin-table';
import { ListPage } from './list-page';
import { SearchField } from '@/ui/search-field';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }];

function renderList(state: Loadable<Row[]>, paging?: { page: number; total: number }, onRetry = () => {}) {
  return renderPart(
    <ListPage
      title="Coupons"
      actions={<button type="button">Add Coupon</button>}
      table={{ label: 'Coupons', columns, state, empty: 'No coupons yet.', rowKey: (row) => row.id, onRetry }}
      paging={paging ? { ...paging, pageSize: 10, onChange: () => {} } : null}
    />,
  );
}

describe('the admin list page', () => {
  it('shows the empty text when the list is in and empty, under its heading and actions', () => {
    renderList({ status: 'ready', data: [] });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Coupons');
    screen.getByRole('button', { name: 'Add Coupon' });
    screen.getByText('No coupons yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows in a table named for the list, and page controls once the list is in', () => {
    renderList({ status: 'ready', data: [{ id: 'a', name: 'DIWALI25' }] }, { page: 2, total: 25 });
    const table = screen.getByRole('table', { name: 'Coupons' });
    within(table).getByRole('cell', { name: 'DIWALI25' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('No coupons yet.')).toBeNull();
  });

  it('shows no page controls while loading, and an error with Try again', async () => {
    const { unmount } = renderList({ status: 'loading' }, { page: 1, total: 25 });
    expect(screen.getByRole('table', { name: 'Coupons' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();

    const onRetry = vi.fn();
    const { user } = renderList({ status: 'error', message: 'Failed to load coupons', notFound: false }, undefined, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load coupons');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('the admin search field', () => {
  it('applies the trimmed text on Enter, and on leaving the box only when it changed', async () => {
    const onSearch = vi.fn();
    const { user } = renderPart(
      <>
        <SearchField label="Search orders" placeholder="Order..." value="pay_1" onSearch={onSearch} />
        <button type="button">elsewhere</button>
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Search orders' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, '  order_9  {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('order_9');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
