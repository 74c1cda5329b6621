import { Button, Container, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

import classes from './status-page.module.css';

/** A full-width message page: 404, errors, not-found states. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className={classes.page}>
      <Container size="md" className={classes.inner}>
        <BowledStumps />
        <Text className={classes.code} aria-hidden="true">
          {code}
        </Text>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" className={classes.text}>
          {children}
        </Text>
        <div className={classes.actions}>{actions}</div>
      </Container>
    </section>
  );
}

/** A status page's way back: a page the visitor can go to from here. */
export function StatusPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {children}
    </Button>
  );
}

/** A course that is not there, or not open to the visitor, wherever one is looked up: `children` says which. */
export function CourseNotFound({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <StatusPage
      code="404"
      title={t('course.notFound')}
      actions={<StatusPageLink to={paths.courses}>{t('course.back')}</StatusPageLink>}
    >
      {children}
    </StatusPage>
  );
}

/** Back to wherever the visitor came from: a QR code or a shared link opens the public checks from anywhere. */
export function GoBackButton() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => navigate(-1)}>
      {t('status.goBack')}
    </Button>
  );
}

/** A public check (a certificate, an invoice) that found nothing or could not be made. */
export function VerificationFailure({
  failure,
  notFoundTitle,
  notFoundText,
}: {
  failure: { message: string; notFound: boolean };
  notFoundTitle: string;
  notFoundText: string;
}) {
  const t = useT();
  return failure.notFound ? (
    <StatusPage code="404" title={notFoundTitle} actions={<GoBackButton />}>
      {notFoundText}
    </StatusPage>
  ) : (
    <StatusPage code="ERROR" title={t('status.verificationFailed')} actions={<GoBackButton />}>
      {failure.message}
    </StatusPage>
  );
}

function BowledStumps() {
  return (
    <svg className={classes.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="112" rx="64" ry="6" fill="#0b1b3f" opacity="0.08" />
      <g fill="#0b1b3f">
        <rect x="54" y="34" width="8" height="78" rx="3" />
        <rect x="76" y="34" width="8" height="78" rx="3" transform="rotate(9 80 112)" />
        <rect x="98" y="34" width="8" height="78" rx="3" />
      </g>
      <rect x="92" y="14" width="24" height="6" rx="3" fill="#d71f31" transform="rotate(28 104 17)" />
      <rect x="44" y="20" width="24" height="6" rx="3" fill="#d71f31" transform="rotate(-22 56 23)" />
      <circle cx="132" cy="92" r="11" fill="#d71f31" />
      <path d="M124 85a13 13 0 0 1 14 16" fill="none" stroke="#fff" strokeWidth="1.6" strokeDasharray="2.5 2" />
    </svg>
  );
}
