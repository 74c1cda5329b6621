import { Button, Container, Group } from '@mantine/core';
import type { CreditNote, Invoice } from '@contract';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { verifyInvoicePath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { ErrorState, PageLoading } from '@/ui/content/data-states';
import { StatusPage } from '@/ui/status-page';

import { getCreditNote } from '../api/get-credit-note';
import { getInvoice } from '../api/get-invoice';

import { InvoiceDocument } from './invoice-document';
import classes from './invoice-page.module.css';

/** /user/invoices/{id} and /user/credit-notes/{id}: the owner's (or an admin's) document, with its PDF. */
export function InvoicePage({ kind }: { kind: 'invoice' | 'credit_note' }) {
  const { id = '' } = useParams();
  const label = kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const result = useApiData<Invoice | CreditNote>(
    (signal) => (kind === 'invoice' ? getInvoice(id, signal) : getCreditNote(id, signal)),
    [kind, id],
    `Failed to load the ${label.toLowerCase()}`,
  );
  usePageMeta(result.status === 'ready' ? `${label} ${result.data.number}` : label, undefined, { noindex: true });

  if (result.status === 'loading') return <PageLoading>Loading {label.toLowerCase()}...</PageLoading>;
  if (result.status === 'error')
    return result.notFound ? (
      <StatusPage
        code="404"
        title={`${label} not found`}
        actions={<Button onClick={() => window.history.back()}>Go Back</Button>}
      >
        There is no such document, or it is not yours.
      </StatusPage>
    ) : (
      <Container size="md" className={classes.page}>
        <ErrorState message={result.message} onRetry={result.reload} />
      </Container>
    );

  const document = result.data;
  const filename = `${kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${document.number.replace(/\//g, '-')}.pdf`;
  return (
    <Container size="md" className={classes.page}>
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Button
          component={Link}
          to={verifyInvoicePath(document.id)}
          variant="default"
          leftSection={<IconShieldCheck size={18} aria-hidden />}
        >
          Verify
        </Button>
        <Button component="a" href={document.pdfUrl} download={filename} leftSection={<IconDownload size={18} aria-hidden />}>
          Download PDF
        </Button>
      </Group>
      <InvoiceDocument document={document} />
    </Container>
  );
}

export const InvoiceRoute = () => <InvoicePage kind="invoice" />;
export const CreditNoteRoute = () => <InvoicePage kind="credit_note" />;
