import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

import classes from './admin.module.css';
import { pageItems } from './page-items';

interface AdminPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

export function AdminPagination({ page, total, pageSize, onChange }: AdminPaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  return (
    <nav className={classes.pagination} aria-label="Pagination">
      <button
        type="button"
        className={classes.pageButton}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        <IconChevronLeft size={16} aria-hidden />
      </button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={classes.pageButton}
            data-active={item === page || undefined}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={classes.pageGap} aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={classes.pageButton}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        <IconChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
