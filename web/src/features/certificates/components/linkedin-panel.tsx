import { ActionIcon, Button, CopyButton, Tooltip } from '@mantine/core';
import { IconBrandLinkedin, IconCheck, IconCopy } from '@tabler/icons-react';

import { SITE } from '@/config/site';
import { useT } from '@/lib/i18n/use-t';
import { useSiteOrigin } from '@/lib/site-origin';

import { linkedInAddUrl, linkedInFields } from '../lib/linkedin';

import classes from './linkedin-panel.module.css';

export interface LinkedInPanelProps {
  courseName: string;
  certificateId: string;
  issuedAt: string;
  /** The site path of the certificate's verification page. */
  verificationPath: string;
  /** Only the button (My Courses); the certificate page also lists the fields to copy. */
  compact?: boolean;
}

function certification({ courseName, certificateId, issuedAt, verificationPath }: LinkedInPanelProps, origin: string) {
  return {
    name: courseName,
    organizationName: SITE.legalName,
    organizationId: SITE.linkedInOrganizationId,
    issuedAt,
    certificateId,
    verificationUrl: `${origin}${verificationPath}`,
  };
}

export function AddToLinkedInButton(props: LinkedInPanelProps) {
  const origin = useSiteOrigin();
  const t = useT();
  return (
    <Button
      component="a"
      href={linkedInAddUrl(certification(props, origin))}
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      color="navy"
      leftSection={<IconBrandLinkedin size={18} aria-hidden />}
    >
      {t('certificates.addToLinkedIn')}
    </Button>
  );
}

/** 'Add to LinkedIn profile', and the same fields to copy, since LinkedIn's prefill is best-effort. */
export function LinkedInPanel(props: LinkedInPanelProps) {
  const origin = useSiteOrigin();
  const t = useT();
  return (
    <section className={classes.panel} aria-labelledby="linkedin-title">
      <div className={classes.head}>
        <h2 id="linkedin-title">{t('certificate.linkedIn')}</h2>
        <AddToLinkedInButton {...props} />
      </div>
      <p className={classes.hint}>{t('certificate.linkedInHint')}</p>
      <dl className={classes.fields}>
        {linkedInFields(certification(props, origin)).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className={classes.value}>{value}</span>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={copied ? t('certificate.copied') : t('certificate.copy', { field: label.toLowerCase() })}
                    withArrow
                  >
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'pitch.8' : 'gray'}
                      onClick={copy}
                      aria-label={t('certificate.copy', { field: label.toLowerCase() })}
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
