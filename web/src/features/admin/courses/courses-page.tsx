import { pageDataKeys } from '@contract/page-data';
import type { Course } from '@contract';
import { Badge, Button, Skeleton } from '@mantine/core';
import { IconPlus, IconReportAnalytics, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { formatRupees } from '@/lib/format';
import type { BackOffice } from '@/lib/staff-roles';
import { useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../shared/admin-api';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { useAdminAction } from '../shared/use-admin-action';
import { getSeatHolds } from '../orders/orders-api';

import { getAdminCourses } from './course-api';
import styles from './courses.module.css';

const NO_HOLDS = { courses: [] as { courseId: string; held: number }[] };
const ADMIN: BackOffice = { all: true, reviews: true, authoring: true, instructorOf: [], authorOf: [] };

/**
 * /admin/courses: every course as a card, active or not; an instructor or author sees only their
 * courses (the API lists no other), with the report or the editing they may open (decision 0073).
 */
export function AdminCoursesPage({ office = ADMIN }: { office?: BackOffice }) {
  const list = useApiData(getAdminCourses, [], 'Failed to load courses', pageDataKeys.adminCourses);
  // Held seats are a hint beside the paid count (the admin's); the list shows without them if they fail to load.
  const holds = useApiData(
    (signal) => (office.all ? getSeatHolds(signal) : Promise.resolve(NO_HOLDS)),
    [office.all],
    'Failed to load held seats',
    pageDataKeys.seatHolds,
  );
  const heldOf = (courseId: string) =>
    holds.status === 'ready' ? (holds.data.courses.find((course) => course.courseId === courseId)?.held ?? 0) : 0;
  const { busy, run } = useAdminAction(list.reload);

  const remove = async (course: Course) => {
    if (!(await confirmAction('Delete course', 'Are you sure you want to delete this course?', 'Delete'))) return;
    await run(
      course.uid,
      () => runAdminAction('DELETE', `/admin/courses/${encodeURIComponent(course.uid)}`, 'Failed to delete course'),
      'Failed to delete course',
    );
  };

  return (
    <>
      <div className={classes.header}>
        <h2>Courses</h2>
        {office.all && (
          <Button component={Link} to="/admin/courses/add" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Course
          </Button>
        )}
      </div>
      {list.status === 'loading' && (
        <div className={styles.grid}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={260} radius={14} />
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <div className={classes.tableMessage} role="alert">
          <p>{list.message}</p>
          <Button variant="light" onClick={list.reload}>
            Try again
          </Button>
        </div>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <p className={classes.tableMessage}>No courses found. Create your first course!</p>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className={styles.grid}>
          {list.data.map((course) => (
            <li key={course.uid} className={styles.card}>
              {course.coverImage ? (
                <img src={course.coverImage} alt="" className={styles.cover} />
              ) : (
                <div className={styles.cover} />
              )}
              <div className={styles.body}>
                <div className={styles.meta}>
                  <span>{course.category}</span>
                  <Badge variant="outline" color={course.isActive ? 'pitch.8' : 'gray.7'}>
                    {course.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </div>
                <h3 className={styles.title}>{course.title}</h3>
                <p className={classes.muted}>
                  {formatRupees(course.price)} · {course.duration} · {course.level}
                </p>
                <p className={classes.muted}>
                  <IconUsers size={14} aria-hidden /> {course.currentStudents}/{course.maxStudents} students
                  {heldOf(course.uid) > 0 && ` · ${heldOf(course.uid)} held for payment`}
                </p>
                <div className={classes.actions}>
                  {(office.all || office.authorOf.includes(course.uid)) && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={`/admin/courses/edit/${encodeURIComponent(course.uid)}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="navy"
                        component={Link}
                        to={`/admin/courses/${encodeURIComponent(course.uid)}`}
                      >
                        Modules
                      </Button>
                    </>
                  )}
                  {!office.all && office.instructorOf.includes(course.uid) && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="navy"
                      component={Link}
                      to={`/admin/courses/${encodeURIComponent(course.uid)}/report`}
                      leftSection={<IconReportAnalytics size={14} aria-hidden />}
                    >
                      Report
                    </Button>
                  )}
                  {office.all && (
                    <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void remove(course)}>
                      Delete
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
