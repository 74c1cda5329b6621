import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderPart } from '@/test/render';

import { useFilterParams } from './use-filter-params';

/** Two filters chosen before the screen re-rendered, as quick hands on a slow phone choose them. */
function QuickFilters() {
  const { update } = useFilterParams();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update({ action: 'updated' });
          update({ resource: 'course' });
        }}
      >
        Filter
      </button>
      <output>{location.search}</output>
    </>
  );
}

describe('filters kept in the address', () => {
  it('keeps a filter chosen just before another, and goes back to the first page', async () => {
    const { user } = renderPart(<QuickFilters />, { path: '/admin/audit?person=a%40b.in&page=3' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(new URLSearchParams(screen.getByRole('status').textContent ?? '')).toEqual(
      new URLSearchParams('person=a%40b.in&action=updated&resource=course'),
    );
  });
});
