import { NO_SEATS_LEFT, type JoinView, type User } from '@contract';
import { Alert, Button, Container, Paper } from '@mantine/core';
import { IconAlertCircle, IconCertificate, IconMailCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { learnerCoursePath, paths } from '@/config/paths';
import { itemLang } from '@/lib/i18n/content-language';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { T, useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { PageHero } from '@/ui/content/page-hero';

import { getJoinView, joinGroupCourse } from '../api/join-api';
import { seatProblemText } from '../seat-messages';

import classes from './invitation-page.module.css';
import { LoadingLines } from './section';
import { SignInButtons } from './sign-in-buttons';

interface JoinPageProps {
  /** The signed-in account, or null. */
  user: User | null;
  /** Sends a fresh verification mail (the auth feature's button), shown when the address is not yet proven. */
  resendVerification: ReactNode;
}

/** The courses the group has a seat free of, each with 'Take a seat' (or 'Open the course' once taken). */
function JoinCourses({ groupId, view }: { groupId: string; view: JoinView }) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const failure = useFailureMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; noSeats: boolean } | null>(null);

  const take = async (courseId: string) => {
    setBusy(courseId);
    setProblem(null);
    try {
      const joined = await joinGroupCourse(groupId, courseId);
      void navigate(learnerCoursePath(joined.courseId), { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setProblem({
        text: seatProblemText(t, failure, message, msg('groupJoin.error.takeFailed')),
        noSeats: message === NO_SEATS_LEFT,
      });
      setBusy(null);
    }
  };

  if (view.courses.length === 0)
    return <p className={classes.muted}>{t('groupJoin.noneFree', { group: view.groupName })}</p>;

  return (
    <div className={classes.next}>
      <p className={classes.muted}>
        <T
          id="groupJoin.atDomain"
          values={{ domain: view.emailDomain, group: view.groupName }}
          components={{ 0: <strong /> }}
        />
      </p>
      {problem && (
        <Alert color={problem.noSeats ? 'orange' : 'red'} role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          <p className={classes.alertText}>{problem.text}</p>
        </Alert>
      )}
      {view.courses.map((course) => (
        <div key={course.courseId} className={classes.course}>
          <span className={classes.courseIcon}>
            <IconCertificate size={26} stroke={1.6} aria-hidden />
          </span>
          <div className={classes.next}>
            <div>
              <p className={classes.label}>
                {course.joined ? t('groupJoin.yourSeat') : t('groupJoin.free', { count: course.free })}
              </p>
              <h2 className={classes.courseTitle} lang={itemLang({ language: course.courseLanguage }, locale)}>
                {course.courseTitle}
              </h2>
            </div>
            <div className={classes.buttons}>
              {course.joined ? (
                <Button component={Link} to={learnerCoursePath(course.courseId)} variant="outline">
                  {t('groupJoin.open')}
                </Button>
              ) : (
                <Button
                  leftSection={<IconMailCheck size={18} aria-hidden />}
                  loading={busy === course.courseId}
                  disabled={busy !== null && busy !== course.courseId}
                  onClick={() => void take(course.courseId)}
                  aria-label={t('groupJoin.takeIn', { course: course.courseTitle })}
                >
                  {t('groupJoin.take')}
                </Button>
              )}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** Asked only for a signed-in, proven address: anyone else would get the same 404 as a group that does not exist. */
function JoinForVerified({ groupId, user }: { groupId: string; user: User }) {
  const t = useT();
  const locale = useLocale();
  const failure = useFailureMessage();
  const view = useApiData((signal) => getJoinView(groupId, locale, signal), [groupId, locale]);
  if (view.status === 'loading') return <LoadingLines />;
  if (view.status === 'error')
    return (
      <div className={classes.gone} role="alert">
        <IconAlertCircle size={36} stroke={1.6} aria-hidden className={classes.goneIcon} />
        <h2>{view.notFound ? t('groupJoin.notForYou') : t('groupJoin.loadFailedTitle')}</h2>
        <p>
          {view.notFound
            ? t('groupJoin.notForYouText', { email: user.email })
            : failure(msg('groupJoin.error.loadFailed'), view.message)}
        </p>
        <Button component={Link} to={paths.myCourses} variant="default">
          {t('invitation.goMyCourses')}
        </Button>
      </div>
    );
  return <JoinCourses groupId={groupId} view={view.data} />;
}

/**
 * /groups/:groupId/join: the link a manager shares with their people. Anyone with a proven address
 * at the group's email domain takes a seat here without an invitation, while seats last.
 */
export function JoinPage({ user, resendVerification }: JoinPageProps) {
  const { groupId = '' } = useParams();
  const here = useLocation().pathname;
  const t = useT();
  usePageMeta(t('groupJoin.meta'));

  return (
    <>
      <PageHero eyebrow={t('groupJoin.eyebrow')} title={t('groupJoin.title')} />
      <Container size="sm" className={classes.body}>
        <Paper className={classes.card} radius="lg" withBorder shadow="md">
          {!user && (
            <div className={classes.next}>
              <p className={classes.muted}>{t('groupJoin.signIn')}</p>
              <SignInButtons here={here} />
            </div>
          )}
          {user && !user.isEmailVerified && (
            <Alert color="orange" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
              <p className={classes.alertText}>{t('groupJoin.unverified', { email: user.email })}</p>
              <div className={classes.alertAction}>{resendVerification}</div>
            </Alert>
          )}
          {user && user.isEmailVerified && <JoinForVerified groupId={groupId} user={user} />}
        </Paper>
      </Container>
    </>
  );
}
