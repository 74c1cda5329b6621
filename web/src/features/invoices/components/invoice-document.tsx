import { addressLines, type CreditNote, type Invoice } from '@contract';
import { formatDocumentAmount, invoiceAmountsInWords } from '@contract/money';
import { Link } from 'react-router-dom';

import { creditNotePath, invoicePath } from '@/config/paths';
import { Logo } from '@/ui/logo';

import { formatDate } from '@/lib/format';

import classes from './invoice-document.module.css';
import { TaxLines } from './tax-lines';

const stateLabel = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/** An invoice or credit note as its PDF shows it: every Rule 46 particular, on the page. */
export function InvoiceDocument({ document }: { document: Invoice | CreditNote }) {
  const invoice = document.kind === 'invoice' ? document : null;
  const note = document.kind === 'credit_note' ? document : null;
  const { buyer, supplier } = document;
  // Rule 46: a registered recipient by its legal name and address; anyone else by their own name.
  const registered = buyer.gstin !== null && buyer.businessName !== null;
  return (
    <article className={classes.document} aria-labelledby="document-title">
      <header className={classes.head}>
        <Logo tone="dark" />
        <div className={classes.title}>
          <h1 id="document-title">{invoice ? 'Tax Invoice' : 'Credit Note'}</h1>
          <p>No. {document.number}</p>
          <p>Date {formatDate(document.issuedAt)}</p>
          {note && (
            <p>
              Against invoice <Link to={invoicePath(note.invoice.id)}>{note.invoice.number}</Link> of{' '}
              {formatDate(note.invoice.issuedAt)}
            </p>
          )}
        </div>
      </header>

      <div className={classes.parties}>
        <section aria-label="Supplier">
          <h2>Supplier</h2>
          <p className={classes.strong}>{supplier.name}</p>
          <p>{supplier.address}</p>
          <p>GSTIN {supplier.gstin}</p>
          <p>State {stateLabel(supplier.state)}</p>
        </section>
        <section aria-label={invoice ? 'Billed to' : 'Credited to'}>
          <h2>{invoice ? 'Billed to' : 'Credited to'}</h2>
          <p className={classes.strong}>{registered ? buyer.businessName : buyer.name}</p>
          {registered && buyer.address && addressLines(buyer.address).map((line) => <p key={line}>{line}</p>)}
          <p>{buyer.state ? `State ${stateLabel(buyer.state)}` : 'State not given'}</p>
          <p>{buyer.gstin ? `GSTIN ${buyer.gstin}` : 'Unregistered (no GSTIN)'}</p>
          {registered && <p>Attn. {buyer.name}</p>}
          <p>{buyer.email}</p>
        </section>
      </div>

      <dl className={classes.facts}>
        <div>
          <dt>Place of supply</dt>
          <dd>{stateLabel(document.placeOfSupply)}</dd>
        </div>
        <div>
          <dt>Reverse charge</dt>
          <dd>No</dd>
        </div>
        <div>
          <dt>SAC</dt>
          <dd>{document.sac}</dd>
        </div>
        <div>
          <dt>{invoice ? 'Payment' : 'Refund'}</dt>
          <dd className={classes.code}>{invoice ? invoice.paymentId : note!.refundId}</dd>
        </div>
      </dl>

      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">SAC</th>
              <th scope="col">Value</th>
              <th scope="col">Discount</th>
              <th scope="col">Taxable value</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Description">{note ? `${document.description} — ${note.reason}` : document.description}</td>
              <td data-label="SAC">{document.sac}</td>
              <td data-label="Value">{formatDocumentAmount(invoice ? invoice.grossTaxablePaise : document.tax.taxablePaise)}</td>
              <td data-label="Discount">
                {formatDocumentAmount(invoice ? -invoice.discountTaxablePaise : 0)}
              </td>
              <td data-label="Taxable value">{formatDocumentAmount(document.tax.taxablePaise)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <div className={classes.bottom}>
        <div className={classes.paid}>
          {invoice && invoiceAmountsInWords(invoice).map((sentence) => <p key={sentence}>{sentence}</p>)}
          {invoice && invoice.creditNotes.length > 0 && (
            <>
              <h2>Credit notes</h2>
              <ul>
                {invoice.creditNotes.map((credit) => (
                  <li key={credit.id}>
                    <Link to={creditNotePath(credit.id)}>{credit.number}</Link> of {formatDate(credit.issuedAt)}:{' '}
                    {formatDocumentAmount(credit.amountPaise)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <TaxLines tax={document.tax} totalLabel={note ? 'Total credited' : 'Total'} />
      </div>
    </article>
  );
}
