import { pageDataKeys } from '@contract/page-data';
import '@mantine/core/styles/Progress.layer.css';

import type { CertificateLink } from '@contract';
import { Button, Container, Progress } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { learnerCoursePath, paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { CardImage } from '@/ui/content/card-image';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { ENROLLMENTS_COPY, getEnrollments } from '../api/get-enrollments';

import { useRemainingText } from './remaining';
import classes from './my-courses-page.module.css';

/** A card's cover is the card's width on a phone, and its 320px column beside the text beyond (the CSS). */
const COVER_SIZES = '(min-width: 48em) 320px, 100vw';

/**
 * /user/courses (and /dashboard): the learner's courses with progress and certificates.
 * `certificateActions` adds buttons beside a certificate's (the certificates feature's LinkedIn button).
 */
export function MyCoursesPage({ certificateActions }: { certificateActions: (certificate: CertificateLink) => ReactNode }) {
  const t = useT();
  const remainingText = useRemainingText();
  usePageMeta(t('learning.myCourses.title'));
  // A returning learner sees their courses at once (the copy kept on this device), then the fresh list.
  const enrollments = useApiData((signal) => getEnrollments(signal), [], undefined, pageDataKeys.enrollments, ENROLLMENTS_COPY);
  return (
    <>
      <PageHero eyebrow={t('learning.myCourses.eyebrow')} title={t('learning.myCourses.title')} />
      <Container className={classes.body}>
        {enrollments.status === 'loading' && <CardGridSkeleton count={2} imageHeight={120} />}
        {enrollments.status === 'error' && <ErrorState message={enrollments.message} onRetry={enrollments.reload} />}
        {enrollments.status === 'ready' &&
          (enrollments.data.length === 0 ? (
            <EmptyState message={t('learning.myCourses.empty')}>
              <Button component={Link} to={paths.courses}>
                {t('learning.myCourses.browse')}
              </Button>
            </EmptyState>
          ) : (
            <ul className={classes.list}>
              {enrollments.data.map((enrollment, index) => (
                <li key={enrollment.uid} className={classes.card}>
                  {enrollment.course.coverImage && (
                    <CardImage src={enrollment.course.coverImage} first={index === 0} sizes={COVER_SIZES} />
                  )}
                  <div className={classes.content}>
                    <p className={classes.meta}>
                      {enrollment.course.category} · {enrollment.course.level}
                    </p>
                    <h2 className={classes.title}>{enrollment.course.title}</h2>
                    <Progress
                      value={enrollment.progress.overall}
                      color="pitch.7"
                      size="lg"
                      radius="xl"
                      aria-label={t('learning.myCourses.progress')}
                    />
                    <p className={classes.percent}>
                      {t('learning.myCourses.percent', { percent: String(enrollment.progress.overall) })}
                    </p>
                    {!enrollment.certificate && remainingText(enrollment.progress.remaining) && (
                      <p className={classes.remaining}>
                        {t('learning.myCourses.beforeCertificate', { remaining: remainingText(enrollment.progress.remaining) })}
                      </p>
                    )}
                    <div className={classes.actions}>
                      <Button component={Link} to={learnerCoursePath(enrollment.courseId)}>
                        {enrollment.progress.overall > 0 ? t('learning.myCourses.continue') : t('learning.myCourses.start')}
                      </Button>
                      {enrollment.certificate && (
                        <Button
                          component={Link}
                          to={enrollment.certificate.verificationUrl}
                          variant="outline"
                          color="pitch.8"
                          leftSection={<IconCertificate size={18} aria-hidden />}
                        >
                          {t('learning.myCourses.viewCertificate')}
                        </Button>
                      )}
                      {enrollment.certificate && certificateActions(enrollment.certificate)}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          ))}
      </Container>
    </>
  );
}
