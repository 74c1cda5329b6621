import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';

import { Alert, Anchor, Badge, Button, Container, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconPrinter, IconReplace, IconRosetteDiscountCheck, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { pageDataKeys } from '@contract/page-data';

import { SITE } from '@/config/site';
import { formatDate, usLongDate } from '@/lib/format';
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  // A learner's name: shareable as a preview, never indexed.
  usePageMeta(
    found
      ? `Certificate — ${found.studentName}`
      : result.status === 'error'
        ? 'Certificate Not Found'
        : 'Certificate verification',
    found
      ? `${found.studentName} completed ${found.courseName} at ${SITE.name} Academy on ${formatDate(found.completedAt)}. Verify this certificate.`
      : `Check a ${SITE.name} course certificate.`,
    { noindex: true, previewTitle: found ? `Certificate of Completion — ${found.studentName}, ${found.courseName}` : undefined },
  );
  const origin = useSiteOrigin();

  if (result.status === 'loading') return <PageLoading>Verifying certificate...</PageLoading>;
  if (result.status === 'error')
    return (
      <VerificationFailure
        failure={result}
        notFoundTitle="Certificate Not Found"
        notFoundText="The certificate you're looking for doesn't exist or has been removed."
      />
    );

  const { certificate, verification, metadata, credential, viewerIsHolder } = result.data;
  const verificationLink = `${origin}${certificate.verificationUrl}`;
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.badgeRow}>
        {verification.valid ? (
          <Badge size="xl" color="pitch.8" leftSection={<IconCircleCheck size={18} aria-hidden />}>
            Certificate Verified
          </Badge>
        ) : (
          <Badge size="xl" color="ball" leftSection={<IconX size={18} aria-hidden />}>
            {verification.reason ?? 'Verification Failed'}
          </Badge>
        )}
      </div>
      {verification.supersededBy && (
        <Alert
          color="ball"
          variant="light"
          icon={<IconReplace size={20} aria-hidden />}
          title="Superseded"
          className={classes.notice}
        >
          This certificate was reissued and replaced.{' '}
          <Anchor component={Link} to={verification.supersededBy.verificationUrl} fw={700}>
            View the current certificate
          </Anchor>
        </Alert>
      )}
      <article className={classes.certificate} aria-labelledby="certificate-title">
        <IconRosetteDiscountCheck size={56} className={classes.seal} aria-hidden />
        <Title order={1} id="certificate-title" className={classes.heading}>
          Certificate of Completion
        </Title>
        <p className={classes.small}>This is to certify that</p>
        <p className={classes.student}>{certificate.studentName}</p>
        <p className={classes.small}>has successfully completed the course</p>
        <p className={classes.course}>{certificate.courseName}</p>
        <dl className={classes.facts}>
          <div>
            <dt>Instructor</dt>
            <dd>{certificate.instructorName}</dd>
          </div>
          <div>
            <dt>Completed on</dt>
            <dd>{usLongDate(certificate.completedAt)}</dd>
          </div>
          {certificate.score === null ? (
            <div className={classes.wide}>
              <dt>Assessment</dt>
              <dd>Certificate of completion: this course has no graded checkpoints, so no grade or score is given.</dd>
            </div>
          ) : (
            <>
              <div>
                <dt>Grade</dt>
                <dd>{certificate.grade}</dd>
              </div>
              <div>
                <dt>Score</dt>
                <dd>{certificate.score}%</dd>
              </div>
            </>
          )}
          <div>
            <dt>Certificate ID</dt>
            <dd>{certificate.certificateId}</dd>
          </div>
          <div>
            <dt>Verification URL</dt>
            <dd className={classes.url}>{verificationLink}</dd>
          </div>
        </dl>
        <div className={classes.footer}>
          <p className={classes.issuer}>
            Issued by {metadata.issuedBy} on {metadata.platform}, {usLongDate(certificate.issuedAt)} · version {metadata.version}
          </p>
          <figure className={classes.qr}>
            <VerificationQr url={verificationLink} />
            <figcaption>Scan to verify</figcaption>
          </figure>
        </div>
      </article>
      <section className={classes.details} aria-labelledby="details-title">
        <h2 id="details-title">Verification Details</h2>
        <dl>
          <div>
            <dt>Hash</dt>
            <dd className={classes.url}>{verification.hash}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{verification.valid ? 'Valid' : 'Invalid'}</dd>
          </div>
          <div>
            <dt>Certificate status</dt>
            <dd className={certificate.status === 'active' ? classes.statusActive : classes.statusOther}>
              {capitalise(certificate.status)}
            </dd>
          </div>
          {verification.reason && (
            <div>
              <dt>Reason</dt>
              <dd className={classes.statusOther}>{verification.reason}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className={classes.details} aria-labelledby="credential-title">
        <h2 id="credential-title">Signed credential</h2>
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
              Download credential
            </Button>
          </div>
        ) : (
          <p className={classes.muted}>This certificate has no signed credential yet.</p>
        )}
        <p className={classes.muted}>
          An Open Badges 3.0 credential that any wallet or verifier can check offline against the academy’s published key.
        </p>
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
          Print Certificate
        </Button>
        <GoBackButton />
      </div>
    </Container>
  );
}
