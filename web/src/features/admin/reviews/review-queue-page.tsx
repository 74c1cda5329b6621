import type { ReviewQueueItem } from '@contract';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { ListPage } from '../shared/list-page';

import { getReviewQueue, reviewPath } from './reviews-api';

const essaysText = (n: number) => `${n} ${n === 1 ? 'essay' : 'essays'}`;

/** /admin/reviews: checkpoint attempts whose essays wait for a person, oldest first. */
export function ReviewQueuePage() {
  const queue = useApiData(getReviewQueue, [], 'Failed to load the review queue');
  const columns: Column<ReviewQueueItem>[] = [
    {
      header: 'Learner',
      cell: (item) => (
        <>
          <strong>{item.studentName}</strong>
          <div className={classes.muted}>Attempt {item.attemptNumber}</div>
        </>
      ),
    },
    {
      header: 'Checkpoint',
      cell: (item) => (
        <>
          {item.checkpointTitle}
          <div className={classes.muted}>{item.courseTitle}</div>
        </>
      ),
      wide: true,
    },
    { header: 'To mark', cell: (item) => essaysText(item.essays) },
    { header: 'Submitted', cell: (item) => formatDate(item.submittedAt), wide: true },
    {
      header: 'Actions',
      cell: (item) => (
        <Button
          component={Link}
          to={reviewPath(item.attemptId)}
          size="xs"
          aria-label={`Review ${item.studentName}'s attempt at ${item.checkpointTitle}`}
        >
          Review
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="Reviews"
      actions={
        queue.status === 'ready' && (
          <span className={classes.muted}>
            {queue.data.length === 0 ? 'Nothing awaits review' : `${queue.data.length} awaiting review, oldest first`}
          </span>
        )
      }
      table={{
        label: 'Attempts awaiting review',
        columns,
        state: queue,
        empty: 'No essays are waiting to be marked.',
        rowKey: (item) => item.attemptId,
        onRetry: queue.reload,
      }}
    />
  );
}
