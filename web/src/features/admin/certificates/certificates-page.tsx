import type { CertificateSummary } from '@contract';
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useSearchParams } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmWithReason } from '../shared/confirm-with-reason';
import { ListPage } from '../shared/list-page';
import { SearchField } from '@/ui/search-field';
import { useAdminAction } from '../shared/use-admin-action';

import { CertificateDetails, CertificateStatusBadge } from './certificate-details';
import { certificateAction, searchCertificates, type CertificateAction } from './certificates-api';

/** A certificate's reason is public: its verification page shows it. */
const PUBLIC_REASON = { description: 'Shown on the public verification page.' };

/** /admin/certificates: find a certificate, see its details and verification count, revoke or reissue it. */
export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
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
            PUBLIC_REASON,
          )
        : action === 'reinstate'
          ? await confirmWithReason(
              'Reinstate certificate',
              `Reinstate ${certificate.certificateId} of ${certificate.studentName} as a new, valid certificate? The old link keeps showing it as revoked, with its reason, and points to the new one.`,
              'Reinstate',
              PUBLIC_REASON,
            )
          : await confirmWithReason(
              'Reissue certificate',
              `Reissue ${certificate.certificateId} with the learner's current name and score? The old link will point to the new certificate.`,
              'Reissue',
              PUBLIC_REASON,
            );
    if (!reason) return;
    void run(certificate.hash, () => certificateAction(certificate.hash, action, reason), `Failed to ${action} the certificate`);
  };

  const showDetails = (certificate: CertificateSummary) =>
    modals.open({
      title: `Certificate ${certificate.certificateId}`,
      centered: true,
      size: 'lg',
      children: <CertificateDetails hash={certificate.hash} />,
    });

  const columns: Column<CertificateSummary>[] = [
    { header: 'Certificate ID', cell: (c) => <strong>{c.certificateId}</strong> },
    { header: 'Learner', cell: (c) => c.studentName },
    { header: 'Course', cell: (c) => c.courseName, wide: true },
    { header: 'Issued', cell: (c) => formatDate(c.issuedAt), wide: true },
    { header: 'Status', cell: (c) => <CertificateStatusBadge status={c.status} /> },
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
    <ListPage
      title="Certificates"
      toolbar={
        <SearchField
          label="Search certificates"
          placeholder="Learner, course or certificate ID..."
          value={search}
          onSearch={applySearch}
        />
      }
      table={{
        label: 'Certificates',
        columns,
        state: list,
        empty: search ? 'No certificate matches that search.' : 'No certificates issued yet.',
        rowKey: (c) => c.hash,
        onRetry: list.reload,
      }}
    />
  );
}
