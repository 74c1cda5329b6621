import { NO_SEATS_LEFT, type JoinView, type User } from '@contract';
import { Alert, Button, Container, Paper } from '@mantine/core';
import { IconAlertCircle, IconCertificate, IconMailCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { learnerCoursePath, paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { PageHero } from '@/ui/content/page-hero';

import { getJoinView, joinGroupCourse } from '../api/join-api';

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
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const take = async (courseId: string) => {
    setBusy(courseId);
    setProblem(null);
    try {
      const joined = await joinGroupCourse(groupId, courseId);
      void navigate(learnerCoursePath(joined.courseId), { replace: true });
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : 'Could not take the seat');
      setBusy(null);
    }
  };

  if (view.courses.length === 0)
    return (
      <p className={classes.muted}>
        {view.groupName} has no free seat right now. Ask your group’s coordinator; you can come back to this page once they add
        seats.
      </p>
    );

  return (
    <div className={classes.next}>
      <p className={classes.muted}>
        Your address is at <strong>{view.emailDomain}</strong>, so you may take one of {view.groupName}’s seats. There is nothing
        to pay.
      </p>
      {problem && (
        <Alert color={problem === NO_SEATS_LEFT ? 'orange' : 'red'} role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          <p className={classes.alertText}>{problem}</p>
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
                {course.joined ? 'Your seat' : `${course.free} ${course.free === 1 ? 'seat' : 'seats'} free`}
              </p>
              <h2 className={classes.courseTitle}>{course.courseTitle}</h2>
            </div>
            <div className={classes.buttons}>
              {course.joined ? (
                <Button component={Link} to={learnerCoursePath(course.courseId)} variant="outline">
                  Open the course
                </Button>
              ) : (
                <Button
                  leftSection={<IconMailCheck size={18} aria-hidden />}
                  loading={busy === course.courseId}
                  disabled={busy !== null && busy !== course.courseId}
                  onClick={() => void take(course.courseId)}
                  aria-label={`Take a seat in ${course.courseTitle}`}
                >
                  Take a seat
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
  const view = useApiData((signal) => getJoinView(groupId, signal), [groupId], 'Failed to load the group');
  if (view.status === 'loading') return <LoadingLines />;
  if (view.status === 'error')
    return (
      <div className={classes.gone} role="alert">
        <IconAlertCircle size={36} stroke={1.6} aria-hidden className={classes.goneIcon} />
        <h2>{view.notFound ? 'This link is not for your address' : 'The group could not be loaded'}</h2>
        <p>
          {view.notFound
            ? `You are signed in as ${user.email}. This page gives seats only to addresses at the group’s own email domain; ask your group’s coordinator for an invitation.`
            : view.message}
        </p>
        <Button component={Link} to={paths.myCourses} variant="default">
          Go to my courses
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
  usePageMeta('Join your group');

  return (
    <>
      <PageHero eyebrow="Your group" title="Take your group’s seat" />
      <Container size="sm" className={classes.body}>
        <Paper className={classes.card} radius="lg" withBorder shadow="md">
          {!user && (
            <div className={classes.next}>
              <p className={classes.muted}>
                Your group has paid for seats for its people. Log in, or create your free account, with your address at your
                group’s email domain. You will come back here to take your seat.
              </p>
              <SignInButtons here={here} />
            </div>
          )}
          {user && !user.isEmailVerified && (
            <Alert color="orange" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
              <p className={classes.alertText}>
                Please confirm your email address first: open the link we mailed to {user.email}, then come back to this page.
              </p>
              <div className={classes.alertAction}>{resendVerification}</div>
            </Alert>
          )}
          {user && user.isEmailVerified && <JoinForVerified groupId={groupId} user={user} />}
        </Paper>
      </Container>
    </>
  );
}
