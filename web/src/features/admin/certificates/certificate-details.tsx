import type { CertificateSummary } from '@contract';
import { Anchor, Badge, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { DetailList } from '../shared/detail-list';

import { getCertificateDetails } from './certificates-api';

const STATUS_COLOR = { active: 'pitch.8', revoked: 'ball', superseded: '#8a4b00' } as const;

export function CertificateStatusBadge({ status }: { status: CertificateSummary['status'] }) {
  return (
    <Badge variant="outline" color={STATUS_COLOR[status]}>
      {status}
    </Badge>
  );
}

/** One certificate's record, as the Details dialog shows it. */
export function CertificateDetails({ hash }: { hash: string }) {
  const details = useApiData(() => getCertificateDetails(hash), [hash], 'Failed to load the certificate');
  if (details.status === 'loading') return <Loader size="sm" />;
  if (details.status === 'error') return <p role="alert">{details.message}</p>;
  const c = details.data;
  const rows: [string, ReactNode][] = [
    ['Certificate ID', c.certificateId],
    ['Learner', c.studentName],
    ['Course', c.courseName],
    ['Grade and score', `${c.grade} · ${c.score}%`],
    ['Completed', formatDate(c.completedAt)],
    ['Issued', formatDate(c.issuedAt)],
    ['Status', <CertificateStatusBadge key="s" status={c.status} />],
    ['Times verified', String(c.verificationCount)],
    ['Signed credential', c.hasCredential ? 'Yes' : 'Not yet (run the backfill)'],
    [
      'Public page',
      <Anchor key="p" href={c.verificationUrl} target="_blank" rel="noopener noreferrer">
        {c.verificationUrl}
      </Anchor>,
    ],
  ];
  if (c.revokedReason) rows.push(['Revoked', `${c.revokedAt ? `${formatDate(c.revokedAt)}: ` : ''}${c.revokedReason}`]);
  if (c.replaces) rows.push(['Reissued from', c.replaces]);
  if (c.supersededBy) rows.push(['Replaced by', c.supersededBy]);
  return <DetailList rows={rows} />;
}
