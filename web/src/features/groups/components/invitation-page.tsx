import { INVITATION_NOT_FOUND, NO_SEATS_LEFT, type User } from '@contract';
import { Alert, Button, Container, Paper } from '@mantine/core';
import { IconAlertCircle, IconCertificate, IconMailCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { learnerCoursePath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { PageHero } from '@/ui/content/page-hero';

import { claimInvitation, getInvitation } from '../api/invitation-api';

import classes from './invitation-page.module.css';
import { LoadingLines } from './section';
import { SignInButtons } from './sign-in-buttons';

interface InvitationPageProps {
  /** The signed-in account, or null. */
  user: User | null;
  /** Sends a fresh verification mail (the auth feature's button), shown when the address is not yet proven. */
  resendVerification: ReactNode;
}

/** Why a claim failed, in the words the server chose, and what can be done about it. */
interface ClaimProblem {
  message: string;
  unverified: boolean;
}

/**
 * /invitations/:token: what the link is for (the group, the course, the invited address masked);
 * signed out, 'Log in' or 'Join Us' come back here; signed in, 'Accept and start' claims the seat
 * and opens the course.
 */
export function InvitationPage({ user, resendVerification }: InvitationPageProps) {
  const { token = '' } = useParams();
  const here = useLocation().pathname;
  const navigate = useNavigate();
  const invitation = useApiData((signal) => getInvitation(token, signal), [token], INVITATION_NOT_FOUND);
  const [claiming, setClaiming] = useState(false);
  const [problem, setProblem] = useState<ClaimProblem | null>(null);
  usePageMeta('Invitation');

  const accept = async () => {
    setClaiming(true);
    setProblem(null);
    try {
      const claimed = await claimInvitation(token);
      void navigate(learnerCoursePath(claimed.courseId), { replace: true });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Could not claim the seat';
      setProblem({
        message,
        unverified: error instanceof ApiError && error.status === 403 && /confirm your email/i.test(message),
      });
      setClaiming(false);
    }
  };

  const title = invitation.status === 'ready' ? `${invitation.data.groupName} has a seat for you` : 'Invitation';

  return (
    <>
      <PageHero eyebrow="Invitation" title={title} />
      <Container size="sm" className={classes.body}>
        <Paper className={classes.card} radius="lg" withBorder shadow="md">
          {invitation.status === 'loading' && <LoadingLines />}
          {invitation.status === 'error' && (
            <div className={classes.gone} role="alert">
              <IconAlertCircle size={36} stroke={1.6} aria-hidden className={classes.goneIcon} />
              <h2>{invitation.notFound ? 'This link no longer works' : 'This invitation cannot be used'}</h2>
              <p>{invitation.message}</p>
              <p className={classes.muted}>Ask your group’s coordinator to send you a new invitation.</p>
              <Button component={Link} to={user ? paths.myCourses : paths.home} variant="default">
                {user ? 'Go to my courses' : 'Go to the home page'}
              </Button>
            </div>
          )}
          {invitation.status === 'ready' && (
            <>
              <div className={classes.course}>
                <span className={classes.courseIcon}>
                  <IconCertificate size={26} stroke={1.6} aria-hidden />
                </span>
                <div>
                  <p className={classes.label}>Course</p>
                  <h2 className={classes.courseTitle}>{invitation.data.courseTitle}</h2>
                </div>
              </div>
              <dl className={classes.facts}>
                <div>
                  <dt>Paid for by</dt>
                  <dd>{invitation.data.groupName}</dd>
                </div>
                <div>
                  <dt>Invitation for</dt>
                  <dd>{invitation.data.maskedEmail}</dd>
                </div>
                {invitation.data.expiresAt && (
                  <div>
                    <dt>Valid until</dt>
                    <dd>{formatDate(invitation.data.expiresAt)}</dd>
                  </div>
                )}
              </dl>

              {user ? (
                <div className={classes.next}>
                  <p className={classes.muted}>
                    Signed in as <strong>{user.email}</strong>. Accepting takes one of the group’s seats and opens the course;
                    there is nothing to pay.
                  </p>
                  {problem && (
                    <Alert
                      color={problem.message === NO_SEATS_LEFT ? 'orange' : 'red'}
                      role="alert"
                      icon={<IconAlertCircle size={20} aria-hidden />}
                    >
                      <p className={classes.alertText}>{problem.message}</p>
                      {problem.message === NO_SEATS_LEFT && (
                        <p className={classes.alertText}>We have told your group’s coordinator; try again once they add seats.</p>
                      )}
                      {problem.unverified && <div className={classes.alertAction}>{resendVerification}</div>}
                    </Alert>
                  )}
                  <Button
                    size="md"
                    leftSection={<IconMailCheck size={18} aria-hidden />}
                    loading={claiming}
                    onClick={() => void accept()}
                  >
                    Accept and start
                  </Button>
                </div>
              ) : (
                <div className={classes.next}>
                  <p className={classes.muted}>
                    Log in, or create your free account, with the invited address. You will come back here to accept.
                  </p>
                  <SignInButtons here={here} />
                </div>
              )}
            </>
          )}
        </Paper>
      </Container>
    </>
  );
}
