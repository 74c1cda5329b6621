import { NO_SEATS_LEFT, VERIFY_TO_CLAIM, type User } from '@contract';
import { Alert, Button, Container, Paper } from '@mantine/core';
import { IconAlertCircle, IconCertificate, IconMailCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { learnerCoursePath, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useItemLang } from '@/lib/i18n/content-language';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { T, useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { PageHero } from '@/ui/content/page-hero';

import { claimInvitation, getInvitation } from '../api/invitation-api';
import { seatProblemText } from '../seat-messages';

import classes from './invitation-page.module.css';
import { LoadingLines } from './section';
import { SignInButtons } from './sign-in-buttons';

interface InvitationPageProps {
  /** The signed-in account, or null. */
  user: User | null;
  /** Sends a fresh verification mail (the auth feature's button), shown when the address is not yet proven. */
  resendVerification: ReactNode;
}

/** Why a claim failed, in the page's language, and what can be done about it. */
interface ClaimProblem {
  text: string;
  noSeats: boolean;
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
  const t = useT();
  const locale = useLocale();
  const failure = useFailureMessage();
  const invitation = useApiData((signal) => getInvitation(token, locale, signal), [token, locale]);
  const courseLang = useItemLang(invitation.status === 'ready' ? { language: invitation.data.courseLanguage } : null);
  const [claiming, setClaiming] = useState(false);
  const [problem, setProblem] = useState<ClaimProblem | null>(null);
  usePageMeta(t('invitation.meta'));
  const maskedEmail = invitation.status === 'ready' ? invitation.data.maskedEmail : undefined;

  const accept = async () => {
    setClaiming(true);
    setProblem(null);
    try {
      const claimed = await claimInvitation(token);
      void navigate(learnerCoursePath(claimed.courseId), { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setProblem({
        text: seatProblemText(t, failure, message, msg('invitation.error.claimFailed'), maskedEmail),
        noSeats: message === NO_SEATS_LEFT,
        unverified: message === VERIFY_TO_CLAIM,
      });
      setClaiming(false);
    }
  };

  const title = invitation.status === 'ready' ? t('invitation.title', { group: invitation.data.groupName }) : t('invitation.meta');

  return (
    <>
      <PageHero eyebrow={t('invitation.eyebrow')} title={title} />
      <Container size="sm" className={classes.body}>
        <Paper className={classes.card} radius="lg" withBorder shadow="md">
          {invitation.status === 'loading' && <LoadingLines />}
          {invitation.status === 'error' && (
            <div className={classes.gone} role="alert">
              <IconAlertCircle size={36} stroke={1.6} aria-hidden className={classes.goneIcon} />
              <h2>{invitation.notFound ? t('invitation.gone.notFound') : t('invitation.gone.unusable')}</h2>
              <p>{seatProblemText(t, failure, invitation.message, msg('invitation.error.loadFailed'))}</p>
              <p className={classes.muted}>{t('invitation.gone.ask')}</p>
              <Button component={Link} to={user ? paths.myCourses : paths.home} variant="default">
                {user ? t('invitation.goMyCourses') : t('invitation.goHome')}
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
                  <p className={classes.label}>{t('invitation.course')}</p>
                  <h2 className={classes.courseTitle} lang={courseLang}>
                    {invitation.data.courseTitle}
                  </h2>
                </div>
              </div>
              <dl className={classes.facts}>
                <div>
                  <dt>{t('invitation.paidBy')}</dt>
                  <dd>{invitation.data.groupName}</dd>
                </div>
                <div>
                  <dt>{t('invitation.for')}</dt>
                  <dd>{invitation.data.maskedEmail}</dd>
                </div>
                {invitation.data.expiresAt && (
                  <div>
                    <dt>{t('invitation.validUntil')}</dt>
                    <dd>{formatDate(invitation.data.expiresAt, locale)}</dd>
                  </div>
                )}
              </dl>

              {user ? (
                <div className={classes.next}>
                  <p className={classes.muted}>
                    <T id="invitation.signedInAs" values={{ email: user.email }} components={{ 0: <strong /> }} />
                  </p>
                  {problem && (
                    <Alert color={problem.noSeats ? 'orange' : 'red'} role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
                      <p className={classes.alertText}>{problem.text}</p>
                      {problem.noSeats && <p className={classes.alertText}>{t('invitation.noSeatsHint')}</p>}
                      {problem.unverified && <div className={classes.alertAction}>{resendVerification}</div>}
                    </Alert>
                  )}
                  <Button
                    size="md"
                    leftSection={<IconMailCheck size={18} aria-hidden />}
                    loading={claiming}
                    onClick={() => void accept()}
                  >
                    {t('invitation.accept')}
                  </Button>
                </div>
              ) : (
                <div className={classes.next}>
                  <p className={classes.muted}>{t('invitation.signIn')}</p>
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
