import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';

import { Alert, Anchor, Badge, Button, Container, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconPrinter, IconReplace, IconRosetteDiscountCheck, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { LOCALES } from '@contract/locales';
import { pageDataKeys } from '@contract/page-data';

import { SITE } from '@/config/site';
import { formatDate, usLongDate } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useSiteOrigin } from '@/lib/site-origin';
import { useApiData } from '@/lib/use-api-data';
import { PageLoading } from '@/ui/content/data-states';
import { GoBackButton, VerificationFailure } from '@/ui/status-page';

import { verifyCertificate } from '../api/verify-certificate';

import { CredentialCheck } from './credential-check';
import { LinkedInPanel } from './linkedin-panel';
import { VerificationQr } from './verification-qr';
import classes from './verify-certificate-page.module.css';

/**
 * /verify-certificate/{hash}: anyone with the link can check a certificate. `viewer` is the
 * signed-in visitor's uid ('' for anyone else): when it changes the page asks again, to learn
 * whether they hold it (the holder's own actions).
 */
export function VerifyCertificatePage({ viewer }: { viewer: string }) {
  const { hash = '' } = useParams();
  const result = useApiData(
    (signal) => verifyCertificate(hash, signal),
    [hash, viewer],
    'Failed to verify certificate',
    pageDataKeys.certificate(hash),
  );
  const found = result.status === 'ready' ? result.data.certificate : null;
  const t = useT();
  const locale = useLocale();
  // The English long date ('November 27, 2026') is the specification's; Hindi names its months.
  const longDate = (value: string) => (locale === 'hi' ? formatDate(value, 'hi') : usLongDate(value));
  // A learner's name: shareable as a preview, never indexed.
  usePageMeta(
    found
      ? t('certificate.meta.title', { name: found.studentName })
      : result.status === 'error'
        ? t('certificate.meta.notFound')
        : t('certificate.meta.checking'),
    found
      ? t('certificate.meta.description', {
          name: found.studentName,
          course: found.courseName,
          site: SITE.name,
          date: formatDate(found.completedAt, locale === 'hi' ? 'hi' : 'en'),
        })
      : t('certificate.meta.descriptionAny', { site: SITE.name }),
    {
      noindex: true,
      previewTitle: found ? t('certificate.meta.preview', { name: found.studentName, course: found.courseName }) : undefined,
    },
  );
  const origin = useSiteOrigin();

  if (result.status === 'loading') return <PageLoading>{t('certificate.loading')}</PageLoading>;
  if (result.status === 'error')
    return (
      <VerificationFailure
        failure={result}
        notFoundTitle={t('certificate.meta.notFound')}
        notFoundText={t('certificate.notFoundText')}
      />
    );

  const { certificate, verification, metadata, credential, viewerIsHolder } = result.data;
  const verificationLink = `${origin}${certificate.verificationUrl}`;
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.badgeRow}>
        {verification.valid ? (
          <Badge size="xl" color="pitch.8" leftSection={<IconCircleCheck size={18} aria-hidden />}>
            {t('certificate.verified')}
          </Badge>
        ) : (
          <Badge size="xl" color="ball" leftSection={<IconX size={18} aria-hidden />}>
            {verification.reason ?? t('status.verificationFailed')}
          </Badge>
        )}
      </div>
      {verification.supersededBy && (
        <Alert
          color="ball"
          variant="light"
          icon={<IconReplace size={20} aria-hidden />}
          title={t('certificate.superseded')}
          className={classes.notice}
        >
          {t('certificate.supersededText')}{' '}
          <Anchor component={Link} to={verification.supersededBy.verificationUrl} fw={700}>
            {t('certificate.viewCurrent')}
          </Anchor>
        </Alert>
      )}
      <article className={classes.certificate} aria-labelledby="certificate-title">
        <IconRosetteDiscountCheck size={56} className={classes.seal} aria-hidden />
        <Title order={1} id="certificate-title" className={classes.heading}>
          {t('certificate.title')}
        </Title>
        <p className={classes.small}>{t('certificate.certify')}</p>
        <p className={classes.student}>{certificate.studentName}</p>
        <p className={classes.small}>{t('certificate.completed')}</p>
        {certificate.earnedIn ? (
          // Earned in another language: the course's name in it, with the English name the certificate is under beside it.
          <>
            <p className={classes.course} lang={LOCALES[certificate.earnedIn.language].hreflang}>
              {certificate.earnedIn.courseName}
            </p>
            <p className={classes.courseInEnglish} lang="en">
              {certificate.courseName}
            </p>
          </>
        ) : (
          <p className={classes.course}>{certificate.courseName}</p>
        )}
        <dl className={classes.facts}>
          <div>
            <dt>{t('certificate.instructor')}</dt>
            <dd>{certificate.instructorName}</dd>
          </div>
          <div>
            <dt>{t('certificate.completedOn')}</dt>
            <dd>{longDate(certificate.completedAt)}</dd>
          </div>
          {certificate.score === null ? (
            <div className={classes.wide}>
              <dt>{t('certificate.assessment')}</dt>
              <dd>{t('certificate.noGrade')}</dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{t('certificate.grade')}</dt>
                <dd>{certificate.grade}</dd>
              </div>
              <div>
                <dt>{t('certificate.score')}</dt>
                <dd>{certificate.score}%</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('certificate.id')}</dt>
            <dd>{certificate.certificateId}</dd>
          </div>
          <div>
            <dt>{t('certificate.url')}</dt>
            <dd className={classes.url}>{verificationLink}</dd>
          </div>
        </dl>
        <div className={classes.footer}>
          <p className={classes.issuer}>
            {t('certificate.issued', {
              issuer: metadata.issuedBy,
              platform: metadata.platform,
              date: longDate(certificate.issuedAt),
              version: String(metadata.version),
            })}
          </p>
          <figure className={classes.qr}>
            <VerificationQr url={verificationLink} />
            <figcaption>{t('certificate.scan')}</figcaption>
          </figure>
        </div>
      </article>
      <section className={classes.details} aria-labelledby="details-title">
        <h2 id="details-title">{t('certificate.details')}</h2>
        <dl>
          <div>
            <dt>{t('certificate.hash')}</dt>
            <dd className={classes.url}>{verification.hash}</dd>
          </div>
          <div>
            <dt>{t('certificate.status')}</dt>
            <dd>{t('certificate.valid', { valid: verification.valid ? 'yes' : 'no' })}</dd>
          </div>
          <div>
            <dt>{t('certificate.certificateStatus')}</dt>
            <dd className={certificate.status === 'active' ? classes.statusActive : classes.statusOther}>
              {t('certificate.state', { status: certificate.status })}
            </dd>
          </div>
          {verification.reason && (
            <div>
              <dt>{t('certificate.reason')}</dt>
              <dd className={classes.statusOther}>{verification.reason}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className={classes.details} aria-labelledby="credential-title">
        <h2 id="credential-title">{t('certificate.credential')}</h2>
        {credential ? (
          <div className={classes.credentialRow}>
            <CredentialCheck jwt={credential.jwt} hash={verification.hash} />
            <Button
              component="a"
              href={credential.downloadUrl}
              download
              variant="outline"
              color="navy"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t('certificate.download')}
            </Button>
          </div>
        ) : (
          <p className={classes.muted}>{t('certificate.noCredential')}</p>
        )}
        <p className={classes.muted}>{t('certificate.openBadges')}</p>
      </section>
      {viewerIsHolder && certificate.status === 'active' && (
        <LinkedInPanel
          courseName={certificate.courseName}
          certificateId={certificate.certificateId}
          issuedAt={certificate.issuedAt}
          verificationPath={certificate.verificationUrl}
        />
      )}
      <div className={classes.actions}>
        <Button size="md" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('certificate.print')}
        </Button>
        <GoBackButton />
      </div>
    </Container>
  );
}
