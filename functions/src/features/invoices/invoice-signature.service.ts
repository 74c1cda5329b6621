import { findPublishedKey, signingKey } from '../credentials/credentials.service';
import { issuerDid, siteOrigin } from '../credentials/issuer';

import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';

type Signed = Omit<InvoiceRecord, 'signature' | 'creditNotes'> | Omit<CreditNoteRecord, 'signature'>;

/**
 * The fields a signature vouches for, in a fixed order: everything printed on the document that
 * decides who owes whom how much. Changing any of them in the database breaks the signature.
 */
export function signedPayload(document: Signed): string {
  const note = 'refundId' in document ? document : null;
  return JSON.stringify({
    kind: note ? 'credit_note' : 'invoice',
    id: document.id,
    number: document.number,
    issuedAt: document.issuedAt,
    supplier: { name: document.supplier.name, gstin: document.supplier.gstin, address: document.supplier.address },
    buyer: {
      name: document.buyer.name,
      gstin: document.buyer.gstin,
      businessName: document.buyer.businessName,
      // Only where there is one, so documents issued before addresses were asked for still verify.
      ...(document.buyer.address ? { address: document.buyer.address } : {}),
    },
    placeOfSupply: document.placeOfSupply.code,
    sac: document.sac,
    description: document.description,
    // Only where there is one, so every invoice issued without it still verifies.
    ...(!note && 'descriptionTranslation' in document && document.descriptionTranslation
      ? { descriptionTranslation: document.descriptionTranslation }
      : {}),
    tax: {
      taxable: document.tax.taxablePaise,
      cgst: document.tax.cgstPaise,
      sgst: document.tax.sgstPaise,
      igst: document.tax.igstPaise,
      total: document.tax.totalPaise,
    },
    invoice: note ? note.invoice.number : null,
    // Only on invoices for several of one item, so every earlier invoice still verifies.
    ...(!note && 'quantity' in document && document.quantity !== undefined
      ? { quantity: document.quantity, unitPrice: document.unitPricePaise, poNumber: document.poNumber ?? null }
      : {}),
  });
}

/** Signs with the academy's Ed25519 key (the one its credentials use), published in its DID document. */
export async function signDocument(document: Signed): Promise<string> {
  const { CompactSign } = await import('jose');
  const key = await signingKey();
  return new CompactSign(new TextEncoder().encode(signedPayload(document)))
    .setProtectedHeader({ alg: 'EdDSA', kid: `${issuerDid(siteOrigin())}#${key.kid}` })
    .sign(key.privateKey);
}

export interface SignatureCheck {
  valid: boolean;
  problem: string | null;
  keyId: string | null;
}

/** Checks the stored signature against the published key and against the document as it is stored now. */
export async function checkSignature(document: Signed & { signature: string }): Promise<SignatureCheck> {
  const { compactVerify, decodeProtectedHeader, importJWK } = await import('jose');
  let kid: string | null = null;
  try {
    kid = decodeProtectedHeader(document.signature).kid?.split('#').pop() ?? null;
  } catch {
    return { valid: false, problem: 'The signature is unreadable', keyId: null };
  }
  const published = kid ? await findPublishedKey(kid) : null;
  if (!published) return { valid: false, problem: 'The signing key is not one the site publishes', keyId: kid };
  try {
    const key = await importJWK({ ...published.publicJwk, alg: 'EdDSA' }, 'EdDSA');
    const { payload } = await compactVerify(document.signature, key, { algorithms: ['EdDSA'] });
    if (new TextDecoder().decode(payload) !== signedPayload(document))
      return { valid: false, problem: 'The document was changed after it was signed', keyId: kid };
    return { valid: true, problem: null, keyId: kid };
  } catch {
    return { valid: false, problem: 'The signature does not match', keyId: kid };
  }
}
