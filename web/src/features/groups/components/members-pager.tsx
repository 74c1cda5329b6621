import '@mantine/core/styles/Pagination.layer.css';

import { MEMBERS_PAGE_SIZE } from '@contract';
import { Group, Pagination } from '@mantine/core';

import classes from './groups.module.css';

interface MembersPagerProps {
  page: number;
  total: number;
  /** The next page's cursor is known (the page shown said so). */
  hasNext: boolean;
  onPage: (page: number) => void;
}

/**
 * The members list's pages, with the house's pagination controls. The list is read by cursor (a
 * page after the last row seen, so a page costs the same however large the group), so it moves a
 * page at a time: previous and next, and where it stands.
 */
export function MembersPager({ page, total, hasNext, onPage }: MembersPagerProps) {
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  if (pages <= 1 && page === 1) return null;
  return (
    <nav className={classes.pager} aria-label="Members pages">
      <Pagination.Root total={Math.max(pages, page + (hasNext ? 1 : 0))} value={page} onChange={onPage} radius="md">
        <Group gap={10} justify="center">
          <Pagination.Previous aria-label="Previous page" />
          <span aria-live="polite">
            Page {page} of {Math.max(pages, page)}
          </span>
          <Pagination.Next aria-label="Next page" disabled={!hasNext} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
