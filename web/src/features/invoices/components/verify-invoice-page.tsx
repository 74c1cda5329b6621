import { Badge, Container } from '@mantine/core';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { formatDocumentAmount } from '@contract/money';
import { pageDataKeys } from '@contract/page-data';

import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { PageLoading } from '@/ui/content/data-states';
import { VerificationFailure } from '@/ui/status-page';

import { verifyInvoice } from '../api/verify-invoice';
import { formatDate } from '@/lib/format';

import { TaxLines } from './tax-lines';
import classes from './verify-invoice-page.module.css';

const KIND_LABEL = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const;

/** /verify-invoice/{id}: what the QR code on an invoice or credit note opens, for anyone holding it. */
export function VerifyInvoicePage() {
  const { id = '' } = useParams();
  const result = useApiData(
    (signal) => verifyInvoice(id, signal),
    [id],
    'Failed to verify the invoice',
    pageDataKeys.invoiceVerification(id),
  );
  usePageMeta(
    result.status === 'ready' ? `${KIND_LABEL[result.data.kind]} ${result.data.number}` : 'Invoice verification',
    'Check a CricVision tax invoice or credit note against its digital signature.',
    { noindex: true },
  );

  if (result.status === 'loading') return <PageLoading>Verifying invoice...</PageLoading>;
  if (result.status === 'error')
    return (
      <VerificationFailure
        failure={result}
        notFoundTitle="Invoice Not Found"
        notFoundText="No invoice or credit note has this address. Check the link or scan the code again."
      />
    );

  const document = result.data;
  const { signature } = document;
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.badgeRow}>
        {signature.valid ? (
          <Badge size="xl" color="pitch.8" leftSection={<IconCircleCheck size={18} aria-hidden />}>
            Signature valid
          </Badge>
        ) : (
          <Badge size="xl" color="ball" leftSection={<IconX size={18} aria-hidden />}>
            Signature not valid
          </Badge>
        )}
      </div>
      <article className={classes.card} aria-labelledby="verify-title">
        <p className={classes.eyebrow}>{KIND_LABEL[document.kind]}</p>
        <h1 id="verify-title" className={classes.number}>
          {document.number}
        </h1>
        <p className={classes.status} data-valid={signature.valid}>
          {signature.valid
            ? `Digitally signed by ${signature.signedBy}: this record matches its signature.`
            : `${signature.problem ?? 'The signature does not match'}. Do not rely on this document; contact the supplier.`}
        </p>
        <dl className={classes.fields}>
          <dt>Date</dt>
          <dd>{formatDate(document.issuedAt)}</dd>
          <dt>Supplier</dt>
          <dd>
            {document.supplier.name}
            <br />
            GSTIN {document.supplier.gstin}
          </dd>
          <dt>Buyer</dt>
          <dd>
            {document.buyer.label}
            {document.buyer.gstin && (
              <>
                <br />
                GSTIN {document.buyer.gstin}
              </>
            )}
          </dd>
          <dt>Place of supply</dt>
          <dd>
            {document.placeOfSupply.name} ({document.placeOfSupply.code})
          </dd>
          <dt>Description</dt>
          <dd>{document.description}</dd>
          {document.related.map((related) => (
            <div key={related.number} className={classes.related}>
              <dt>{related.kind === 'credit_note' ? 'Credit note' : 'Against invoice'}</dt>
              <dd>
                {related.number} of {formatDate(related.issuedAt)}: {formatDocumentAmount(related.totalPaise)}
              </dd>
            </div>
          ))}
        </dl>
        <TaxLines tax={document.tax} totalLabel={document.kind === 'credit_note' ? 'Total credited' : 'Total'} />
        {signature.keyId && <p className={classes.key}>Ed25519 key {signature.keyId}, published in the site's DID document.</p>}
      </article>
    </Container>
  );
}
