import type { CertificateSummary } from '@contract';
import { Anchor, Badge, Button, Loader, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatLongDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { certificateAction, getCertificateDetails, searchCertificates, type CertificateAction } from '../api/certificates';
import { useAdminAction } from '../hooks/use-admin-action';

import { AdminTable, type Column } from './admin-table';
import classes from './admin.module.css';
import { confirmWithReason } from './confirm-with-reason';

const STATUS_COLOR = { active: 'pitch.8', revoked: 'ball', superseded: '#8a4b00' } as const;

function StatusBadge({ status }: { status: CertificateSummary['status'] }) {
  return (
    <Badge variant="outline" color={STATUS_COLOR[status]}>
      {status}
    </Badge>
  );
}

function CertificateDetailsView({ hash }: { hash: string }) {
  const details = useApiData(() => getCertificateDetails(hash), [hash], 'Failed to load the certificate');
  if (details.status === 'loading') return <Loader size="sm" />;
  if (details.status === 'error') return <p role="alert">{details.message}</p>;
  const c = details.data;
  const rows: [string, ReactNode][] = [
    ['Certificate ID', c.certificateId],
    ['Learner', c.studentName],
    ['Course', c.courseName],
    ['Grade and score', `${c.grade} · ${c.score}%`],
    ['Completed', formatLongDate(c.completedAt)],
    ['Issued', formatLongDate(c.issuedAt)],
    ['Status', <StatusBadge key="s" status={c.status} />],
    ['Times verified', String(c.verificationCount)],
    ['Signed credential', c.hasCredential ? 'Yes' : 'Not yet (run the backfill)'],
    [
      'Public page',
      <Anchor key="p" href={c.verificationUrl} target="_blank" rel="noopener noreferrer">
        {c.verificationUrl}
      </Anchor>,
    ],
  ];
  if (c.revokedReason) rows.push(['Revoked', `${c.revokedAt ? `${formatLongDate(c.revokedAt)}: ` : ''}${c.revokedReason}`]);
  if (c.replaces) rows.push(['Reissued from', c.replaces]);
  if (c.supersededBy) rows.push(['Replaced by', c.supersededBy]);
  return (
    <dl className={classes.detailList}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/certificates: find a certificate, see its details and verification count, revoke or reissue it. */
export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const list = useApiData((signal) => searchCertificates(search, signal), [search], 'Failed to load certificates');
  const { busy, run } = useAdminAction(list.reload);

  const applySearch = (text: string) => setParams(text ? { search: text } : {}, { replace: true });

  const act = async (certificate: CertificateSummary, action: CertificateAction) => {
    const reason =
      action === 'revoke'
        ? await confirmWithReason(
            'Revoke certificate',
            `Revoke ${certificate.certificateId} of ${certificate.studentName}? Its page and its credential will show it as revoked.`,
            'Revoke',
          )
        : action === 'reinstate'
          ? await confirmWithReason(
              'Reinstate certificate',
              `Reinstate ${certificate.certificateId} of ${certificate.studentName} as a new, valid certificate? The old link keeps showing it as revoked, with its reason, and points to the new one.`,
              'Reinstate',
            )
          : await confirmWithReason(
              'Reissue certificate',
              `Reissue ${certificate.certificateId} with the learner's current name and score? The old link will point to the new certificate.`,
              'Reissue',
            );
    if (!reason) return;
    void run(certificate.hash, () => certificateAction(certificate.hash, action, reason), `Failed to ${action} the certificate`);
  };

  const showDetails = (certificate: CertificateSummary) =>
    modals.open({
      title: `Certificate ${certificate.certificateId}`,
      centered: true,
      size: 'lg',
      children: <CertificateDetailsView hash={certificate.hash} />,
    });

  const columns: Column<CertificateSummary>[] = [
    { header: 'Certificate ID', cell: (c) => <strong>{c.certificateId}</strong> },
    { header: 'Learner', cell: (c) => c.studentName },
    { header: 'Course', cell: (c) => c.courseName, wide: true },
    { header: 'Issued', cell: (c) => formatLongDate(c.issuedAt), wide: true },
    { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    { header: 'Verified', cell: (c) => `${c.verificationCount}×`, wide: true },
    {
      header: 'Actions',
      cell: (c) => (
        <div className={classes.actions}>
          <Button size="xs" variant="light" color="navy" onClick={() => showDetails(c)}>
            Details
          </Button>
          {c.status === 'active' && (
            <Button size="xs" variant="outline" color="navy" disabled={busy !== null} onClick={() => void act(c, 'reissue')}>
              Reissue
            </Button>
          )}
          {c.status === 'revoked' && (
            <Button size="xs" variant="outline" color="navy" disabled={busy !== null} onClick={() => void act(c, 'reinstate')}>
              Reinstate
            </Button>
          )}
          {c.status === 'active' && (
            <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void act(c, 'revoke')}>
              Revoke
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <div className={classes.header}>
        <h2>Certificates</h2>
      </div>
      <div className={classes.toolbar}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            applySearch(searchText.trim());
          }}
        >
          <TextInput
            aria-label="Search certificates"
            placeholder="Learner, course or certificate ID..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            onBlur={() => searchText.trim() !== search && applySearch(searchText.trim())}
          />
        </form>
      </div>
      <div className={classes.panel}>
        <AdminTable
          label="Certificates"
          columns={columns}
          state={list}
          empty={search ? 'No certificate matches that search.' : 'No certificates issued yet.'}
          rowKey={(c) => c.hash}
          onRetry={list.reload}
        />
      </div>
    </>
  );
}
