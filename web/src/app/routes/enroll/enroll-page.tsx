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
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifyError } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { EmptyState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { EnrollForm, type EnrollFormValues } from './enroll-form';
import classes from './enroll-page.module.css';

/** SPEC section 9: the learner's dashboard opens 3 s after a join-page enrolment. */
const DASHBOARD_REDIRECT_MS = 3000;

const PROMISES = [
  { Icon: IconClockHour4, text: msg('enroll.promise.lifetime') },
  { Icon: IconRosetteDiscountCheck, text: msg('enroll.promise.certificate') },
  { Icon: IconShieldCheck, text: msg('enroll.promise.guarantee') },
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

/** /enroll: pick the course, create an account and enrol in one go. */
export function EnrollPage() {
  const t = useT();
  const failure = useFailureMessage();
  const notifyFailure = useNotifyFailure();
  const language = useLocale();
  usePageMeta(t('enroll.meta.title'), t('enroll.meta.description', { site: SITE.name }));
  const [searchParams] = useSearchParams();
  const courses = useApiData((signal) => getCourses(signal, language), [language], 'Failed to load courses');
  const user = useCurrentUser();
  const setSession = useSessionStore((state) => state.setSession);
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
      notifyFailure(error, t('enroll.error.register'));
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
        notifyError(result.kind === 'failed' ? failure(msg('enroll.error.payment'), result.message) : t('enroll.error.cancelled'));
        return;
      }
    } catch (error) {
      setPhase('form');
      notifyFailure(error, t('enroll.error.enroll'));
      return;
    }
    setPhase('enrolled');
    goToDashboard();
  };

  return (
    <>
      <PageHero eyebrow={t('join.kicker', { site: SITE.name })} title={t('enroll.title')}>
        {t('enroll.lead')}
      </PageHero>

      <Container className={classes.body}>
        <div className={classes.grid}>
          <section aria-labelledby="enroll-course-heading">
            <p className={classes.step}>{t('enroll.step', { n: '1' })}</p>
            <Title order={2} id="enroll-course-heading" className={classes.heading}>
              {t('enroll.chooseCourse')}
            </Title>
            {courses.status === 'loading' && <Skeleton height={320} radius={18} />}
            {courses.status !== 'loading' && !course && <EmptyState message={t('enroll.noCourses')} />}
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
                {t('enroll.selectCourse')}
              </Text>
            )}
            <ul className={classes.promises}>
              {PROMISES.map(({ Icon, text }) => (
                <li key={text}>
                  <Icon size={20} aria-hidden /> {t(text)}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="enroll-account-heading">
            <p className={classes.step}>{t('enroll.step', { n: '2' })}</p>
            <Title order={2} id="enroll-account-heading" className={classes.heading}>
              {phase === 'enrolled' ? t('enroll.youAreIn') : t('enroll.createAccount')}
            </Title>
            <Paper className={classes.card} radius="lg" shadow="md" withBorder>
              {phase === 'enrolled' && course ? (
                <div className={classes.success} role="status">
                  <IconCircleCheck size={56} stroke={1.6} className={classes.successIcon} aria-hidden />
                  <Title order={3}>{t('enroll.success')}</Title>
                  <Text c="dimmed">{t('enroll.welcome', { course: course.title })}</Text>
                  <Button component={Link} to={paths.dashboard} variant="light">
                    {t('enroll.toDashboard')}
                  </Button>
                </div>
              ) : phase === 'confirming' ? (
                <div className={classes.signedIn} role="status">
                  <Text fw={600}>{t('enroll.confirming')}</Text>
                  <Button component={Link} to={paths.dashboard} variant="light">
                    {t('enroll.toDashboard')}
                  </Button>
                </div>
              ) : user && phase === 'form' ? (
                <div className={classes.signedIn}>
                  <Text fw={600}>{t('enroll.signedInAs', { name: user.name })}</Text>
                  <Text c="dimmed">{t('enroll.fromCoursePage')}</Text>
                  <Button component={Link} to={course ? coursePath(course.uid) : paths.courses}>
                    {t('enroll.continue')}
                  </Button>
                </div>
              ) : (
                <>
                  <EnrollForm
                    submitLabel={t('enroll.submit')}
                    onAttempt={() => {
                      setCourseMissing(!selected);
                      return selected && course !== null;
                    }}
                    onSubmit={registerAndEnroll}
                  />
                  <div className={classes.signIn}>
                    <Text size="sm" c="dimmed">
                      {t('join.haveAccount')}
                    </Text>
                    <Button component={Link} to={paths.login} variant="subtle" size="compact-md">
                      {t('enroll.signIn')}
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
