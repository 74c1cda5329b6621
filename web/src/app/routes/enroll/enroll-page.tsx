import type { Course } from '@contract';
import { Button, Container, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconRosetteDiscountCheck, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import '@/ui/content/form-styles';
import '@/features/auth/auth-styles';
import { coursePath, paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { register } from '@/features/auth/api/register';
import { useRedirectAfterAuth } from '@/features/auth/hooks/use-redirect-after-auth';
import { useCurrentUser, useSessionStore } from '@/features/auth/stores/session-store';
import { getCourses } from '@/features/courses/api/get-courses';
import { CourseChoice } from '@/features/courses/components/course-choice';
import { enroll } from '@/features/payments/api/enroll';
import { getPaymentConfig } from '@/features/payments/api/get-payment-config';
import { useCoursePayment } from '@/features/payments/hooks/use-course-payment';
import { useLocale } from '@/lib/i18n/use-t';
import { notifyApiError, notifyError } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { EmptyState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { EnrollForm, type EnrollFormValues } from './enroll-form';
import classes from './enroll-page.module.css';

/** SPEC section 9: the learner's dashboard opens 3 s after a join-page enrolment. */
const DASHBOARD_REDIRECT_MS = 3000;

const PROMISES = [
  { Icon: IconClockHour4, text: 'Lifetime access to every module' },
  { Icon: IconRosetteDiscountCheck, text: 'Certificate of completion with a public verification link' },
  { Icon: IconShieldCheck, text: '30-day money-back guarantee' },
];

/** The course asked for in `?course=`, else the academy's longest-running course. */
function offeredCourse(courses: Course[], requested: string | null): Course | null {
  const asked = courses.find((course) => course.uid === requested);
  if (asked) return asked;
  return courses.reduce<Course | null>(
    (oldest, course) => (!oldest || (course.createdAt ?? '') < (oldest.createdAt ?? '') ? course : oldest),
    null,
  );
}

type Phase = 'form' | 'working' | 'enrolled' | 'confirming';

const CONFIRMING =
  'Your payment was received. The course opens as soon as Razorpay confirms it, usually within a minute; you will get a receipt by mail.';

/** /enroll: pick the course, create an account and enrol in one go. */
export function EnrollPage() {
  usePageMeta('Enroll', `Register and enroll in a ${SITE.name} Academy certification course in one step.`);
  const [searchParams] = useSearchParams();
  const courses = useApiData(getCourses, [], 'Failed to load courses');
  const user = useCurrentUser();
  const setSession = useSessionStore((state) => state.setSession);
  const language = useLocale();
  const goToDashboard = useRedirectAfterAuth(paths.dashboard, DASHBOARD_REDIRECT_MS);
  const [selected, setSelected] = useState(false);
  const [courseMissing, setCourseMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const pay = useCoursePayment();

  const course = courses.status === 'ready' ? offeredCourse(courses.data, searchParams.get('course')) : null;

  const select = () => {
    setSelected(true);
    setCourseMissing(false);
  };

  const registerAndEnroll = async (values: EnrollFormValues) => {
    if (!course) return;
    setPhase('working');
    try {
      const { session } = await register({
        name: `${values.firstName} ${values.lastName}`,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        phone: values.phone,
        language,
      });
      setSession(session);
    } catch (error) {
      setPhase('form');
      notifyApiError(error, 'Something went wrong. Please try again.');
      return;
    }
    try {
      // The spec's demo card enrols in the one call; Razorpay takes the money in Checkout first.
      const { provider } = await getPaymentConfig();
      if (provider === 'demo') await enroll(course.uid, course.price);
      const result = provider === 'demo' ? { kind: 'enrolled' as const } : await pay(course.uid, course.price, {}, language);
      if (result.kind === 'confirming') {
        setPhase('confirming');
        return;
      }
      if (result.kind !== 'enrolled') {
        // The account exists now; the signed-in panel offers the course page to pay again.
        setPhase('form');
        notifyError(result.kind === 'failed' ? result.message : 'Payment was cancelled. You can enroll from the course page.');
        return;
      }
    } catch (error) {
      setPhase('form');
      notifyApiError(error, 'Failed to enroll. Please try again.');
      return;
    }
    setPhase('enrolled');
    goToDashboard();
  };

  return (
    <>
      <PageHero eyebrow={`${SITE.name} Academy`} title="Start your career in cricket analysis">
        Choose your certification, create your account and enrol in one step. Your first module will be waiting on your dashboard.
      </PageHero>

      <Container className={classes.body}>
        <div className={classes.grid}>
          <section aria-labelledby="enroll-course-heading">
            <p className={classes.step}>Step 1</p>
            <Title order={2} id="enroll-course-heading" className={classes.heading}>
              Choose your course
            </Title>
            {courses.status === 'loading' && <Skeleton height={320} radius={18} />}
            {courses.status !== 'loading' && !course && <EmptyState message="No courses found. Please check back later!" />}
            {course && (
              <div role="radiogroup" aria-labelledby="enroll-course-heading" aria-required="true">
                <CourseChoice
                  course={course}
                  selected={selected}
                  onSelect={select}
                  errorId={courseMissing ? 'enroll-course-error' : undefined}
                />
              </div>
            )}
            {courseMissing && (
              <Text id="enroll-course-error" role="alert" className={classes.courseError}>
                Please select a course
              </Text>
            )}
            <ul className={classes.promises}>
              {PROMISES.map(({ Icon, text }) => (
                <li key={text}>
                  <Icon size={20} aria-hidden /> {text}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="enroll-account-heading">
            <p className={classes.step}>Step 2</p>
            <Title order={2} id="enroll-account-heading" className={classes.heading}>
              {phase === 'enrolled' ? 'You are in' : 'Create your account'}
            </Title>
            <Paper className={classes.card} radius="lg" shadow="md" withBorder>
              {phase === 'enrolled' && course ? (
                <div className={classes.success} role="status">
                  <IconCircleCheck size={56} stroke={1.6} className={classes.successIcon} aria-hidden />
                  <Title order={3}>Enrollment Successful!</Title>
                  <Text c="dimmed">Welcome to {course.title}. Taking you to your dashboard in a moment.</Text>
                  <Button component={Link} to={paths.dashboard} variant="light">
                    Go to my dashboard
                  </Button>
                </div>
              ) : phase === 'confirming' ? (
                <div className={classes.signedIn} role="status">
                  <Text fw={600}>{CONFIRMING}</Text>
                  <Button component={Link} to={paths.dashboard} variant="light">
                    Go to my dashboard
                  </Button>
                </div>
              ) : user && phase === 'form' ? (
                <div className={classes.signedIn}>
                  <Text fw={600}>You are signed in as {user.name}.</Text>
                  <Text c="dimmed">Enroll from the course page, where you can also see the full curriculum.</Text>
                  <Button component={Link} to={course ? coursePath(course.uid) : paths.courses}>
                    Continue to the course
                  </Button>
                </div>
              ) : (
                <>
                  <EnrollForm
                    submitLabel="Register & Enroll"
                    onAttempt={() => {
                      setCourseMissing(!selected);
                      return selected && course !== null;
                    }}
                    onSubmit={registerAndEnroll}
                  />
                  <div className={classes.signIn}>
                    <Text size="sm" c="dimmed">
                      Already have an account?
                    </Text>
                    <Button component={Link} to={paths.login} variant="subtle" size="compact-md">
                      Sign in
                    </Button>
                  </div>
                </>
              )}
            </Paper>
          </section>
        </div>
      </Container>
    </>
  );
}
