import { portalDate } from './gst-dates';
import type { DocumentSeries, Gstr1Return, HsnRow, ReturnDocument } from './gstr1-return';

// GSTR-1 as the JSON file the portal takes for upload (Returns › GSTR-1 › Prepare offline ›
// Upload), in the shape the offline tool writes: the GSTR-1 save payload of the GST API (v4.0
// field names: ctin, inum, idt, val, pos, rchrg, inv_typ, itms/itm_det, sply_ty, ntty, nt_num,
// hsn_sc, uqc, doc_det …), dates dd-mm-yyyy, amounts in rupees as numbers, the place of supply as
// its two-digit code, a return period as MMYYYY of its last month, and Table 12 as hsn_b2b and
// hsn_b2c from the May 2025 return. Like the tool, it leaves out empty tables and a tax head the
// supply does not bear (IGST within the state, CGST and SGST across states), and carries the
// tool's `version` and literal `hash`. GSTN publishes no JSON Schema for it: the test checks it
// against one written from these field lists (fixtures/gstr1.schema.json).

/** The offline tool release whose JSON this follows, stamped in `version` as the tool stamps its own. */
export const OFFLINE_TOOL_JSON_VERSION = 'GST3.2.4';

const rupees = (paise: number) => paise / 100;

type Json = Record<string, unknown>;

function taxHeads(doc: Pick<ReturnDocument, 'tax'>, intraState: boolean): Json {
  return intraState ? { camt: rupees(doc.tax.cgstPaise), samt: rupees(doc.tax.sgstPaise) } : { iamt: rupees(doc.tax.igstPaise) };
}

function items(doc: ReturnDocument, supplierState: string) {
  return [
    {
      num: 1,
      itm_det: { txval: rupees(doc.tax.taxablePaise), rt: doc.rate, ...taxHeads(doc, doc.place.code === supplierState) },
    },
  ];
}

/** Documents grouped by the recipient's GSTIN, in order of first appearance. */
function byRecipient(docs: ReturnDocument[], entry: (doc: ReturnDocument) => Json, key: 'inv' | 'nt') {
  const groups = new Map<string, Json[]>();
  for (const doc of docs) groups.set(doc.recipient!.gstin, [...(groups.get(doc.recipient!.gstin) ?? []), entry(doc)]);
  return [...groups].map(([ctin, list]) => ({ ctin, [key]: list }));
}

const hsnRows = (rows: HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.sac,
    uqc: 'NA',
    qty: 0,
    rt: row.rate,
    txval: rupees(row.taxablePaise),
    iamt: rupees(row.igstPaise),
    camt: rupees(row.cgstPaise),
    samt: rupees(row.sgstPaise),
    csamt: 0,
  }));

const docIssue = (series: DocumentSeries[]) => ({
  doc_det: [1, 5]
    .map((docNum) => series.filter((s) => s.docNum === docNum))
    .filter((list) => list.length)
    .map((list) => ({
      doc_num: list[0].docNum,
      doc_typ: list[0].nature,
      docs: list.map((s, index) => ({
        num: index + 1,
        from: s.from,
        to: s.to,
        totnum: s.total,
        cancel: s.cancelled,
        net_issue: s.total - s.cancelled,
      })),
    })),
});

export function gstr1Json(ret: Gstr1Return): Json {
  const state = ret.gstin.slice(0, 2);
  const invoice = (doc: ReturnDocument) => ({
    inum: doc.number,
    idt: portalDate(doc.issuedAt),
    val: rupees(doc.valuePaise),
    pos: doc.place.code,
    rchrg: 'N',
    inv_typ: 'R',
    itms: items(doc, state),
  });
  const note = (doc: ReturnDocument) => ({
    ntty: 'C',
    nt_num: doc.number,
    nt_dt: portalDate(doc.issuedAt),
    val: rupees(doc.valuePaise),
    pos: doc.place.code,
    ...(doc.recipient ? { rchrg: 'N', inv_typ: 'R' } : { typ: 'B2CL' }),
    itms: items(doc, state),
  });
  const sections: Json = {
    b2b: byRecipient(ret.b2b, invoice, 'inv'),
    b2cl: [...new Set(ret.b2cl.map((doc) => doc.place.code))].map((pos) => ({
      pos,
      inv: ret.b2cl
        .filter((doc) => doc.place.code === pos)
        .map((doc) => ({
          inum: doc.number,
          idt: portalDate(doc.issuedAt),
          val: rupees(doc.valuePaise),
          itms: items(doc, state),
        })),
    })),
    b2cs: ret.b2cs.map((row) => ({
      sply_ty: row.supply,
      pos: row.place.code,
      typ: 'OE',
      txval: rupees(row.taxablePaise),
      rt: row.rate,
      ...taxHeads({ tax: row }, row.supply === 'INTRA'),
    })),
    cdnr: byRecipient(ret.cdnr, note, 'nt'),
    cdnur: ret.cdnur.map(note),
    hsn: {
      ...(ret.hsnB2b.length ? { hsn_b2b: hsnRows(ret.hsnB2b) } : {}),
      ...(ret.hsnB2c.length ? { hsn_b2c: hsnRows(ret.hsnB2c) } : {}),
    },
    doc_issue: docIssue(ret.docs),
  };
  const filled = Object.entries(sections).filter(([, value]) =>
    Array.isArray(value)
      ? value.length > 0
      : Object.values(value as Json).some((part) => !Array.isArray(part) || part.length > 0),
  );
  return { gstin: ret.gstin, fp: ret.period.fp, version: OFFLINE_TOOL_JSON_VERSION, hash: 'hash', ...Object.fromEntries(filled) };
}
