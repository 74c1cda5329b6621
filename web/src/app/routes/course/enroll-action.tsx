import type { Course, User } from '@contract';
import { Button, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { coursePath, ENROLL_PARAM, joinPath, learnerCoursePath } from '@/config/paths';
import { getEnrollments } from '@/features/learning/api/get-enrollments';
import { useT } from '@/lib/i18n/use-t';
import { useApiData } from '@/lib/use-api-data';

const EnrollModal = lazy(() => import('./enroll-modal'));

/**
 * Enroll Now, Continue Learning, or the way to /join (SPEC section 2). Logged out, /join remembers the
 * course: registering or logging in comes back here with `?enroll`, which opens the modal once (issue 39).
 */
export function EnrollAction({ course, user }: { course: Course; user: User | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [params, setParams] = useSearchParams();
  const enrollments = useApiData((signal) => (user ? getEnrollments(signal) : Promise.resolve([])), [user?.uid ?? '', refresh]);
  const enrolled = enrollments.status === 'ready' && enrollments.data.some((item) => item.course.uid === course.uid);
  const full = course.currentStudents >= course.maxStudents;
  const returning = user !== null && params.has(ENROLL_PARAM) && enrollments.status === 'ready';
  if (returning && !open && !enrolled && !full) setOpen(true);

  useEffect(() => {
    if (!returning) return;
    setParams(
      (current) => {
        current.delete(ENROLL_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [returning, setParams]);

  if (!user) {
    return (
      <Button component={Link} to={joinPath('register', `${coursePath(course.uid)}?${ENROLL_PARAM}`)} size="lg" fullWidth>
        {t('course.enroll')}
      </Button>
    );
  }
  return (
    <>
      {enrollments.status === 'loading' && !open ? (
        <Skeleton height={50} radius="xl" />
      ) : enrolled ? (
        <Button component={Link} to={learnerCoursePath(course.uid)} size="lg" fullWidth color="pitch.8">
          {t('checkout.continueLearning')}
        </Button>
      ) : (
        <Button size="lg" fullWidth onClick={() => setOpen(true)} disabled={full}>
          {full ? t('course.full') : t('course.enroll')}
        </Button>
      )}
      {/* The modal outlives the enrolment it makes: after paying it shows the confirmation. */}
      {open && (
        <Suspense fallback={null}>
          <EnrollModal course={course} user={user} onClose={() => setOpen(false)} onEnrolled={() => setRefresh((n) => n + 1)} />
        </Suspense>
      )}
    </>
  );
}
