import type { StaffSubmissionSummary } from '@contract';
import { Button, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { adminAssignmentPath } from '@/config/paths';
import { formatIndianDateTime } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import type { Column } from '../shared/admin-table';
import admin from '../shared/admin.module.css';
import { ListPage } from '../shared/list-page';
import { useFilterParams } from '../shared/use-filter-params';

import { getStaffSubmissions, type SubmissionFilter } from './assignments-api';
import classes from './assignments.module.css';
import { LateBadge, OverdueBadge, StatusBadge } from '@/ui/assignment/status-badge';

const EMPTY: Record<SubmissionFilter, string> = {
  awaiting: 'No submissions are waiting for a mark.',
  marked: 'No submissions have been marked yet.',
};

const submissionsText = (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'}`;

function columnsFor(show: SubmissionFilter, now: number): Column<StaffSubmissionSummary>[] {
  const learner: Column<StaffSubmissionSummary> = {
    header: 'Learner',
    cell: (item) => (
      <>
        <strong>{item.learnerName}</strong>
        <div className={`${admin.muted} ${classes.line}`}>
          Attempt {item.attempt}
          {item.late && <LateBadge />}
        </div>
      </>
    ),
  };
  const assignment: Column<StaffSubmissionSummary> = {
    header: 'Assignment',
    cell: (item) => (
      <>
        {item.lessonTitle}
        <div className={admin.muted}>{item.courseTitle}</div>
      </>
    ),
  };
  const handedIn: Column<StaffSubmissionSummary> = {
    header: 'Handed in',
    cell: (item) => formatIndianDateTime(item.submittedAt),
    wide: true,
  };
  const markBy: Column<StaffSubmissionSummary> = {
    header: 'Mark by',
    cell: (item) => {
      const overdue = Date.parse(item.markBy) < now;
      return (
        <span className={classes.withBadge} data-overdue={overdue || undefined}>
          {formatIndianDateTime(item.markBy)}
          {overdue && <OverdueBadge />}
        </span>
      );
    },
  };
  const result: Column<StaffSubmissionSummary> = { header: 'Result', cell: (item) => <StatusBadge status={item.status} /> };
  const open: Column<StaffSubmissionSummary> = {
    header: 'Actions',
    cell: (item) => (
      <Button
        component={Link}
        to={adminAssignmentPath(item.id)}
        size="xs"
        variant={show === 'awaiting' ? 'filled' : 'default'}
        aria-label={`${show === 'awaiting' ? 'Mark' : 'View the mark of'} ${item.learnerName}'s attempt ${item.attempt} at ${item.lessonTitle}`}
      >
        {show === 'awaiting' ? 'Mark' : 'View'}
      </Button>
    ),
  };
  return show === 'awaiting' ? [learner, assignment, handedIn, markBy, open] : [learner, assignment, handedIn, result, open];
}

/**
 * /admin/assignments: learners' assignment submissions in the courses the instructor teaches (an
 * admin: every course), those waiting for a mark oldest first, or the latest marked.
 */
export function AssignmentsQueuePage() {
  const { params, update } = useFilterParams();
  const show: SubmissionFilter = params.get('show') === 'marked' ? 'marked' : 'awaiting';
  const list = useApiData((signal) => getStaffSubmissions(show, signal), [show], 'Failed to load the submissions');
  const [now] = useState(() => Date.now());
  const overdue = list.status === 'ready' ? list.data.filter((item) => Date.parse(item.markBy) < now).length : 0;

  return (
    <ListPage
      title="Assignments"
      actions={
        <SegmentedControl
          aria-label="Show"
          value={show}
          onChange={(value) => update({ show: value === 'marked' ? 'marked' : undefined })}
          data={[
            { value: 'awaiting', label: 'Awaiting marking' },
            { value: 'marked', label: 'Marked' },
          ]}
        />
      }
      before={
        <p className={classes.summary} aria-live="polite">
          {list.status === 'ready' &&
            list.data.length > 0 &&
            (show === 'awaiting'
              ? `${submissionsText(list.data.length)} waiting for a mark, oldest first${overdue ? ` · ${overdue} overdue` : ''}`
              : `The latest ${submissionsText(list.data.length)} marked, newest first`)}
        </p>
      }
      table={{
        label: show === 'awaiting' ? 'Submissions awaiting marking' : 'Marked submissions',
        columns: columnsFor(show, now),
        state: list,
        empty: EMPTY[show],
        rowKey: (item) => item.id,
        onRetry: list.reload,
      }}
    />
  );
}
