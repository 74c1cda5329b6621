import type { AdminReview } from '@contract';
import { Badge, Button, NativeSelect } from '@mantine/core';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { getAdminCourses } from '../courses/course-api';
import type { Column } from '../shared/admin-table';
import { confirmWithReason } from '../shared/confirm-with-reason';
import { ListPage } from '../shared/list-page';
import { useAdminAction } from '../shared/use-admin-action';
import { useFilterParams } from '../shared/use-filter-params';

import { getReviewsForModeration, hideReview } from './course-reviews-api';
import styles from './course-reviews.module.css';

const STATUSES = [
  { value: '', label: 'Any status' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/**
 * /admin/course-reviews: what learners wrote about each course, newest first. An admin never edits a
 * review; one that breaks the rules is hidden with a reason, which its author is told (issue 36).
 */
export function CourseReviewsPage() {
  const { params, update } = useFilterParams();
  const courseId = params.get('course') ?? '';
  const status = params.get('status') ?? '';
  const courses = useApiData(getAdminCourses, [], 'Failed to load courses');
  const list = useApiData((signal) => getReviewsForModeration(courseId, signal), [courseId], 'Failed to load reviews');
  const { busy, run } = useAdminAction(list.reload);
  const titles = new Map(courses.status === 'ready' ? courses.data.map((course) => [course.uid, course.title]) : []);
  const courseTitle = (id: string) => titles.get(id) ?? 'A deleted course';
  const shown = list.status === 'ready' ? { ...list, data: list.data.filter((review) => !status || review.status === status) } : list;

  const hide = async (review: AdminReview) => {
    const reason = await confirmWithReason(
      'Hide review',
      `Hide ${review.authorName}'s review of ${courseTitle(review.courseId)}? It leaves the course page and its rating; the words stay as written.`,
      'Hide review',
      { description: 'Sent to the author by email.', minLength: 5 },
    );
    if (!reason) return;
    void run(
      review.uid,
      async () => {
        await hideReview(review.uid, reason);
        return 'The review is hidden and its author told';
      },
      'Failed to hide the review',
    );
  };

  const columns: Column<AdminReview>[] = [
    { header: 'Date', wide: true, cell: (review) => formatDate(review.createdAt) },
    { header: 'Course', wide: true, cell: (review) => courseTitle(review.courseId) },
    {
      header: 'Review',
      cell: (review) => (
        <div className={styles.review}>
          <strong>
            {review.rating} of 5{review.title && ` · ${review.title}`}
          </strong>
          <p>{review.text}</p>
          <span className={styles.sub}>
            {review.authorName}
            {review.completedCourse && ' · Completed the course'}
            <span className={styles.phoneOnly}> · {formatDate(review.createdAt)}</span>
          </span>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (review) =>
        review.status === 'hidden' ? (
          <>
            <Badge variant="outline" color="ball">
              Hidden
            </Badge>
            {review.hiddenReason && <span className={styles.reason}>Reason: {review.hiddenReason}</span>}
          </>
        ) : (
          <Badge variant="outline" color="pitch">
            Visible
          </Badge>
        ),
    },
    {
      header: 'Actions',
      cell: (review) =>
        review.status === 'visible' && (
          <Button
            size="xs"
            variant="subtle"
            color="ball"
            disabled={busy !== null}
            onClick={() => void hide(review)}
            aria-label={`Hide ${review.authorName}'s review`}
          >
            Hide
          </Button>
        ),
    },
  ];

  return (
    <ListPage
      title="Course reviews"
      toolbar={
        <>
          <NativeSelect
            label="Course"
            value={courseId}
            onChange={(event) => update({ course: event.currentTarget.value })}
            data={[
              { value: '', label: 'All courses' },
              ...(courses.status === 'ready' ? courses.data.map((course) => ({ value: course.uid, label: course.title })) : []),
            ]}
          />
          <NativeSelect
            label="Status"
            value={status}
            onChange={(event) => update({ status: event.currentTarget.value })}
            data={STATUSES}
          />
        </>
      }
      table={{
        label: 'Course reviews',
        columns,
        state: shown,
        empty: status || courseId ? 'No review matches these filters.' : 'No learner has reviewed a course yet.',
        rowKey: (review) => review.uid,
        onRetry: list.reload,
      }}
    />
  );
}
