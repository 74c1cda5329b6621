import { Group, Pagination } from '@mantine/core';

import classes from './admin.module.css';
import { pageItems } from './page-items';

interface AdminPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * Mantine's pagination controls (previous and next disabled at the ends, the active page marked)
 * laid out by SPEC section 9's rule, which Mantine's own range does not follow: near either end it
 * pads to a constant width with pages further than 2 from the current one.
 */
export function AdminPagination({ page, total, pageSize, onChange }: AdminPaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  return (
    <nav className={classes.pagination} aria-label="Pagination">
      <Pagination.Root total={totalPages} value={page} onChange={onChange} radius="md">
        <Group gap={6} justify="center">
          <Pagination.Previous aria-label="Previous page" />
          {pageItems(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <Pagination.Control
                key={item}
                active={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onChange(item)}
              >
                {item}
              </Pagination.Control>
            ) : (
              <Pagination.Dots key={item} aria-hidden />
            ),
          )}
          <Pagination.Next aria-label="Next page" />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
