import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { SeatOrderView, SeatRefundView } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import {
  createGroupEnrollmentInTransaction,
  endGroupEnrollmentInTransaction,
  readLearnerEnrollmentInTransaction,
  readSeatEnrollmentInTransaction,
} from '../enrollments/enrollments.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import { type InvitationSend, releaseInvitationInTransaction, sendInvitationsInTransaction } from './invitations.repository';

/*
 * Seats without one hot document (DESIGN.md, fourth round): `seatPools/{groupId}_{courseId}`
 * counts what was bought and is written only when seats are added; the free seats are spread over
 * `seatShards/{groupId}_{courseId}_{k}` (k < SHARD_COUNT), so parallel claims contend on one shard
 * each, not on one counter. used = purchased − Σ free.
 */
export const SHARD_COUNT = 10;

const pools = () => getDb().collection('seatPools');
const shards = () => getDb().collection('seatShards');
const orders = () => getDb().collection('seatOrders');
const receipts = () => getDb().collection('seatReceipts');
const assignments = () => getDb().collection('seatAssignments');

export const poolId = (groupId: string, courseId: string) => `${groupId}_${courseId}`;
const shardRef = (groupId: string, courseId: string, k: number) => shards().doc(`${poolId(groupId, courseId)}_${k}`);
export const assignmentId = (groupId: string, courseId: string, uid: string) => `${groupId}_${courseId}_${uid}`;

export interface StoredPool {
  groupId: string;
  courseId: string;
  purchased: number;
  /** Free seats now, summed over the shards. */
  free: number;
}

/** What the manager sees of an order, less what is read beside it, plus the invoice's ids and who ordered. */
export interface StoredSeatOrder extends Omit<SeatOrderView, 'receipt' | 'invoice' | 'free' | 'refunds' | 'payableUntil'> {
  refunds: StoredSeatRefund[];
  /** Razorpay: payments' order that took the money. */
  paymentOrderId: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  createdBy: string;
  /** What paid it: the bank's UTR, or Razorpay's payment id. */
  paymentReference: string | null;
  /** Razorpay: the Razorpay order that pays it. */
  razorpayOrderId: string | null;
}

export interface StoredSeatRefund {
  id: string;
  seats: number;
  amountPaise: number;
  /** The seats' share of the TDS the group deducted (bank transfer only; decision 0077). */
  tdsPaise: number;
  method: 'razorpay' | 'bank_transfer';
  /** The UTR of our transfer that paid a bank-transfer return back. */
  payoutReference: string | null;
  status: SeatRefundView['status'];
  requestedAt: string | null;
  requestedBy: string;
  processedAt: string | null;
  gatewayRefundId: string | null;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
  /** When a process last began asking Razorpay for it (a lease: another waits until it lapses). */
  askedAt: string | null;
}

function refundsFrom(stored: Record<string, any> | undefined): StoredSeatRefund[] {
  return Object.entries(stored ?? {})
    .map(([id, r]) => ({
      id,
      seats: Number(r.seats),
      amountPaise: Number(r.amountPaise),
      tdsPaise: Number(r.tdsPaise ?? 0),
      method: r.method === 'bank_transfer' ? ('bank_transfer' as const) : ('razorpay' as const),
      payoutReference: r.payoutReference ?? null,
      status: r.status,
      requestedAt: toIso(r.requestedAt),
      requestedBy: r.requestedBy ?? '',
      processedAt: toIso(r.processedAt),
      gatewayRefundId: r.gatewayRefundId ?? null,
      creditNoteId: r.creditNoteId ?? null,
      creditNoteNumber: r.creditNoteNumber ?? null,
      askedAt: toIso(r.askedAt),
    }))
    .sort((a, b) => (a.requestedAt ?? '').localeCompare(b.requestedAt ?? ''));
}

export interface StoredReceipt {
  orderId: string;
  utr: string;
  amountReceivedPaise: number;
  receivedOn: string;
  tdsPaise: number;
  tdsSection: '194J' | null;
  recordedBy: string;
  recordedAt: string | null;
}

export interface StoredAssignment {
  id: string;
  groupId: string;
  courseId: string;
  uid: string;
  email: string;
  enrollmentId: string;
  shardId: string;
  via: 'invitation' | 'domain';
  invitationId: string | null;
  claimedAt: string | null;
  released: boolean;
  /** What the members list's search finds the holder by (member-search.ts); null on a seat from before it. */
  searchTerms: string[] | null;
}

function orderFromSnapshot(snap: DocumentSnapshot): StoredSeatOrder | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    groupId: d.groupId,
    courseId: d.courseId,
    courseTitle: d.courseTitle ?? '',
    seats: Number(d.seats),
    unitPricePaise: Number(d.unitPricePaise),
    discountPercent: Number(d.discountPercent ?? 0),
    listPricePaise: Number(d.listPricePaise),
    discountPaise: Number(d.discountPaise ?? 0),
    amountPaise: Number(d.amountPaise),
    payment: d.payment,
    poNumber: d.poNumber ?? null,
    status: d.status,
    proformaNumber: d.proformaNumber ?? null,
    createdAt: toIso(d.createdAt),
    expiresAt: toIso(d.expiresAt),
    paidAt: toIso(d.paidAt),
    invoiceId: d.invoiceId ?? null,
    invoiceNumber: d.invoiceNumber ?? null,
    createdBy: d.createdBy ?? '',
    paymentReference: d.paymentReference ?? null,
    razorpayOrderId: d.razorpayOrderId ?? null,
    paymentOrderId: d.paymentOrderId ?? null,
    refundedSeats: Number(d.refundedSeats ?? 0),
    refunds: refundsFrom(d.refunds),
  };
}

function receiptFromSnapshot(snap: DocumentSnapshot): StoredReceipt | null {
  const d = snap.data();
  if (!d) return null;
  return {
    orderId: snap.id,
    utr: d.utr,
    amountReceivedPaise: Number(d.amountReceivedPaise),
    receivedOn: d.receivedOn,
    tdsPaise: Number(d.tdsPaise ?? 0),
    tdsSection: d.tdsSection ?? null,
    recordedBy: d.recordedBy ?? '',
    recordedAt: toIso(d.recordedAt),
  };
}

function assignmentFromSnapshot(snap: DocumentSnapshot): StoredAssignment | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    groupId: d.groupId,
    courseId: d.courseId,
    uid: d.uid,
    email: d.email ?? '',
    enrollmentId: d.enrollmentId,
    shardId: d.shardId,
    via: d.via === 'domain' ? 'domain' : 'invitation',
    invitationId: d.invitationId ?? null,
    claimedAt: toIso(d.claimedAt),
    released: d.released === true,
    searchTerms: Array.isArray(d.searchTerms) ? d.searchTerms : null,
  };
}

/** Every pool of a group with its free seats (the pools, then their shards in one round trip). */
/** Whether the group ever bought seats of the course (one read: the pool). */
export async function poolExists(groupId: string, courseId: string): Promise<boolean> {
  if (!isDocumentId(courseId)) return false;
  return (await pools().doc(poolId(groupId, courseId)).get()).exists;
}

export async function listPools(groupId: string): Promise<StoredPool[]> {
  const snap = await pools().where('groupId', '==', groupId).limit(500).get();
  if (snap.empty) return [];
  const refs = snap.docs.flatMap((doc) =>
    Array.from({ length: Number(doc.get('shardCount') ?? SHARD_COUNT) }, (_, k) =>
      shardRef(groupId, doc.get('courseId') as string, k),
    ),
  );
  const free = new Map<string, number>();
  for (const shard of await getDb().getAll(...refs)) {
    const pool = shard.id.slice(0, shard.id.lastIndexOf('_'));
    free.set(pool, (free.get(pool) ?? 0) + Number(shard.get('free') ?? 0));
  }
  return snap.docs.map((doc) => ({
    groupId,
    courseId: doc.get('courseId') as string,
    purchased: Number(doc.get('purchased') ?? 0),
    free: free.get(doc.id) ?? 0,
  }));
}

/** The free seats of each shard of a pool, read outside any transaction to choose where to claim. */
export async function shardFreeCounts(groupId: string, courseId: string): Promise<number[]> {
  const snaps = await getDb().getAll(...Array.from({ length: SHARD_COUNT }, (_, k) => shardRef(groupId, courseId, k)));
  return snaps.map((snap) => Number(snap.get('free') ?? 0));
}

export const newSeatOrderId = () => orders().doc().id;

export async function createSeatOrder(
  order: Omit<
    StoredSeatOrder,
    | 'createdAt'
    | 'paidAt'
    | 'invoiceId'
    | 'invoiceNumber'
    | 'expiresAt'
    | 'paymentReference'
    | 'razorpayOrderId'
    | 'paymentOrderId'
    | 'refundedSeats'
    | 'refunds'
  > & {
    expiresAt: Date | null;
  },
  mails: OutboxMail[],
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const { id, ...fields } = order;
  await getDb().runTransaction(async (tx) => {
    tx.create(orders().doc(id), {
      ...fields,
      paidAt: null,
      paymentReference: null,
      razorpayOrderId: null,
      invoiceId: null,
      invoiceNumber: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    mails.forEach((mail) => queueMail(tx, mail));
  });
}

export async function findSeatOrder(id: string): Promise<StoredSeatOrder | null> {
  if (!isDocumentId(id)) return null;
  return orderFromSnapshot(await orders().doc(id).get());
}

/** A group's seat orders, newest first (groupId with createdAt: firestore.indexes.json). */
export async function listSeatOrders(groupId: string): Promise<StoredSeatOrder[]> {
  const snap = await orders().where('groupId', '==', groupId).orderBy('createdAt', 'desc').limit(200).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredSeatOrder);
}

export async function findReceipts(orderIds: string[]): Promise<Map<string, StoredReceipt>> {
  const ids = orderIds.filter(isDocumentId);
  if (!ids.length) return new Map();
  const snaps = await getDb().getAll(...ids.map((id) => receipts().doc(id)));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, receiptFromSnapshot(snap) as StoredReceipt] as const] : [])));
}

export class ReceiptExistsError extends Error {}
export class OrderNotPayableError extends Error {
  constructor(readonly order: StoredSeatOrder | null) {
    super('not payable');
  }
}

/**
 * Records the bank's receipt for an order and, in the same transaction, marks it paid and adds its
 * seats to the group's pool, spread over the shards. `check` refuses a receipt that does not settle
 * the order (it throws, and nothing is written). A second receipt for the order is refused.
 */
export async function recordReceipt(
  orderId: string,
  receipt: Omit<StoredReceipt, 'orderId' | 'recordedAt'>,
  check: (order: StoredSeatOrder) => void,
  also: (tx: Transaction, order: StoredSeatOrder) => void,
): Promise<StoredSeatOrder> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const [orderSnap, receiptSnap] = await Promise.all([tx.get(orders().doc(orderId)), tx.get(receipts().doc(orderId))]);
    const order = orderFromSnapshot(orderSnap);
    if (receiptSnap.exists) throw new ReceiptExistsError();
    if (!order || order.status !== 'awaiting_payment') throw new OrderNotPayableError(order);
    check(order);
    const pool = await readPoolInTransaction(tx, order);
    tx.create(receipts().doc(orderId), { ...receipt, groupId: order.groupId, recordedAt: FieldValue.serverTimestamp() });
    const paidAt = Timestamp.now();
    tx.update(orders().doc(orderId), { status: 'paid', paidAt, paymentReference: receipt.utr });
    addSeatsInTransaction(tx, order, pool, paidAt, FieldValue);
    const paid = { ...order, status: 'paid' as const, paidAt: paidAt.toDate().toISOString() };
    also(tx, paid);
    return paid;
  });
}

type FieldValueClass = typeof import('firebase-admin/firestore').FieldValue;

const readPoolInTransaction = (tx: Transaction, order: StoredSeatOrder) => tx.get(pools().doc(poolId(order.groupId, order.courseId)));

/** Adds a paid order's seats to the group's pool, spread over the shards (after every read of the transaction). */
function addSeatsInTransaction(
  tx: Transaction,
  order: StoredSeatOrder,
  pool: DocumentSnapshot,
  paidAt: FirebaseFirestore.Timestamp,
  FieldValue: FieldValueClass,
): void {
  const purchasedBefore = Number(pool.get('purchased') ?? 0);
  tx.set(
    pool.ref,
    {
      groupId: order.groupId,
      courseId: order.courseId,
      purchased: purchasedBefore + order.seats,
      shardCount: SHARD_COUNT,
      // New seats: the next time they run out, the managers hear of it again.
      noSeatsMailedAt: null,
      updatedAt: paidAt,
    },
    { merge: true },
  );
  // Round-robin from where the pool's earlier seats stopped, so the shards stay within one of each other.
  const added = Array.from({ length: SHARD_COUNT }, () => 0);
  for (let i = 0; i < order.seats; i += 1) added[(purchasedBefore + i) % SHARD_COUNT] += 1;
  added.forEach((count, k) => {
    const ref = shardRef(order.groupId, order.courseId, k);
    tx.set(ref, { groupId: order.groupId, courseId: order.courseId, free: FieldValue.increment(count) }, { merge: true });
  });
}

/**
 * Payments' step when Razorpay's payment of a seat order settles (inside payments' transaction,
 * after its own reads): the order is paid and its seats join the pool, or, when the order is no
 * longer awaiting payment (it expired), nothing is written and payments refunds the money.
 */
export async function paySeatOrderInTransaction(
  tx: Transaction,
  seatOrderId: string,
  payment: { id: string; paidAt: Date },
): Promise<boolean> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const order = orderFromSnapshot(await tx.get(orders().doc(seatOrderId)));
  if (!order || order.status !== 'awaiting_payment') return false;
  const pool = await readPoolInTransaction(tx, order);
  const paidAt = Timestamp.fromDate(payment.paidAt);
  tx.update(orders().doc(seatOrderId), { status: 'paid', paidAt, paymentReference: payment.id });
  addSeatsInTransaction(tx, order, pool, paidAt, FieldValue);
  return true;
}

/** Payments' step when a seat order's Razorpay order is released unpaid: the seat order expires with it. */
export async function expireSeatOrderInTransaction(tx: Transaction, seatOrderId: string): Promise<void> {
  const snap = await tx.get(orders().doc(seatOrderId));
  if (snap.exists && snap.get('status') === 'awaiting_payment') tx.update(snap.ref, { status: 'expired', expiredAt: new Date() });
}

/** The Razorpay order that pays a seat order (payments' order id, and Razorpay's). */
export async function attachPaymentOrder(seatOrderId: string, paymentOrderId: string, razorpayOrderId: string | null): Promise<void> {
  await orders().doc(seatOrderId).update({ paymentOrderId, razorpayOrderId });
}

/**
 * Whether an unpaid order lapses at `now` by this feature's sweep: a proforma past its date, or a
 * Razorpay order that never got its Razorpay order (one that did lapses with payments' order).
 */
const lapses = (order: StoredSeatOrder, now: Date) =>
  order.status === 'awaiting_payment' &&
  !!order.expiresAt &&
  Date.parse(order.expiresAt) <= now.getTime() &&
  (order.payment === 'bank_transfer' || !order.razorpayOrderId);

/** Unpaid orders that lapse by `now` (status with expiresAt: firestore.indexes.json). */
export async function listLapsedProformas(now: Date, limit: number): Promise<StoredSeatOrder[]> {
  const snap = await orders().where('status', '==', 'awaiting_payment').where('expiresAt', '<=', now).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredSeatOrder).filter((order) => lapses(order, now));
}

/** Marks an order expired, unless it was paid (or got its Razorpay order) meanwhile; answers whether this call did. */
export async function expireProforma(orderId: string, now: Date): Promise<boolean> {
  return getDb().runTransaction(async (tx) => {
    const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
    if (!order || !lapses(order, now)) return false;
    tx.update(orders().doc(orderId), { status: 'expired', expiredAt: now });
    return true;
  });
}

/** Links the order's tax invoice once, with the mail that carries it: a second call changes nothing. */
export async function linkInvoice(
  orderId: string,
  invoice: { invoiceId: string; number: string },
  mails: OutboxMail[],
): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    const snap = await tx.get(orders().doc(orderId));
    if (!snap.exists || snap.get('invoiceId')) return;
    tx.update(snap.ref, { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number });
    mails.forEach((mail) => queueMail(tx, mail));
  });
}

export class NoSeatLeftError extends Error {}
export class AlreadyEnrolledError extends Error {}

/**
 * The claim's own reads inside the transaction (the invitation), before any seat is taken: it
 * throws to refuse, else returns the write that goes with the seat (the invitation claimed).
 */
export type ClaimCheck = (tx: Transaction) => Promise<(tx: Transaction) => void>;

/**
 * Takes one seat of the group's pool for `uid` and enrols them, in one transaction: the shards in
 * `order` are read until one has a free seat, which is decremented; the assignment and the
 * enrolment (carrying `groupId`) are created with it. Every shard reading 0 is NoSeatLeftError.
 */
export async function claimSeat(
  claim: {
    groupId: string;
    courseId: string;
    uid: string;
    email: string;
    via: 'invitation' | 'domain';
    invitationId: string | null;
    searchTerms: string[];
  },
  order: number[],
  check: ClaimCheck,
): Promise<{ enrollmentId: string; assignmentId: string }> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const enrollment = await readLearnerEnrollmentInTransaction(tx, claim.uid, claim.courseId);
    if (enrollment.exists) throw new AlreadyEnrolledError();
    const write = await check(tx);
    let chosen: { ref: FirebaseFirestore.DocumentReference; free: number } | null = null;
    for (const k of order) {
      const snap = await tx.get(shardRef(claim.groupId, claim.courseId, k));
      const free = Number(snap.get('free') ?? 0);
      if (free > 0) {
        chosen = { ref: snap.ref, free };
        break;
      }
    }
    if (!chosen) throw new NoSeatLeftError();
    tx.update(chosen.ref, { free: chosen.free - 1 });
    const enrollmentId = await createGroupEnrollmentInTransaction(tx, {
      userId: claim.uid,
      courseId: claim.courseId,
      groupId: claim.groupId,
    });
    const id = assignmentId(claim.groupId, claim.courseId, claim.uid);
    // `searchTerms`: every start of the holder's name, its words and addresses, lower case, so the
    // members list finds them by a prefix with one array-contains (member-search.ts); kept fresh on
    // a change of name or address (refreshMemberSearch) and given to older seats by a backfill.
    tx.set(assignments().doc(id), {
      ...claim,
      enrollmentId,
      shardId: chosen.ref.id,
      claimedAt: FieldValue.serverTimestamp(),
      released: false,
    });
    write(tx);
    return { enrollmentId, assignmentId: id };
  });
}

/**
 * Queues the 'no seats left' mail for a pool once until seats are added again (the pool keeps
 * when it was sent; adding seats clears it): forty claims that find no seat mail the managers once.
 */
export async function mailNoSeatsLeftOnce(groupId: string, courseId: string, mails: OutboxMail[]): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await getDb().runTransaction(async (tx) => {
    const pool = await tx.get(pools().doc(poolId(groupId, courseId)));
    if (!pool.exists || pool.get('noSeatsMailedAt')) return;
    tx.update(pool.ref, { noSeatsMailedAt: FieldValue.serverTimestamp() });
    mails.forEach((mail) => queueMail(tx, mail));
  });
}

/** Which of a group's seats in use: of one course, and whose holder is found by a search term, when given. */
export interface HeldSeatFilter {
  courseId: string | null;
  /** One of the seat's `searchTerms` (member-search.ts `searchKey`). */
  term?: string | null;
}

/** The group's seats in use (of one course, and matching a search term, when given). */
const heldSeats = (groupId: string, filter: HeldSeatFilter) => {
  let held = assignments().where('groupId', '==', groupId).where('released', '==', false);
  if (filter.courseId) held = held.where('courseId', '==', filter.courseId);
  return filter.term ? held.where('searchTerms', 'array-contains', filter.term) : held;
};

/**
 * Up to `limit` of the group's seats in use, in the order of their enrolments' ids (learner, then
 * course: unique among held seats) after the enrolment id `after`: a page reads its own seats,
 * never the group's others (a search too: its seats are found by index, not read and dropped).
 */
export async function pageAssignments(
  groupId: string,
  options: HeldSeatFilter & { after: string | null; limit: number },
): Promise<StoredAssignment[]> {
  let query = heldSeats(groupId, options).orderBy('enrollmentId');
  if (options.after) query = query.where('enrollmentId', '>', options.after);
  const snap = await query.limit(options.limit).get();
  return snap.docs.map((doc) => assignmentFromSnapshot(doc) as StoredAssignment);
}

/** How many seats the group has in use (of one course, matching a term, when given): one read per 1,000 counted. */
export async function countAssignments(groupId: string, filter: HeldSeatFilter): Promise<number> {
  return (await heldSeats(groupId, filter).count().get()).data().count;
}

/** Every seat `uid` was given, held or released (one person holds a handful). */
export async function listHolderAssignments(uid: string): Promise<StoredAssignment[]> {
  if (!isDocumentId(uid)) return [];
  const snap = await assignments().where('uid', '==', uid).get();
  return snap.docs.map((doc) => assignmentFromSnapshot(doc) as StoredAssignment);
}

/** New search terms for seats, each written as given (the holder's profile, just read, decides them). */
export async function setSearchTerms(changes: Array<{ id: string; terms: string[] }>): Promise<void> {
  for (let start = 0; start < changes.length; start += 400) {
    const batch = getDb().batch();
    for (const { id, terms } of changes.slice(start, start + 400)) batch.update(assignments().doc(id), { searchTerms: terms });
    await batch.commit();
  }
}

/**
 * Writes a seat's search terms unless they changed since `seen` was read (a claim, a profile's
 * refresh or another run got there first and wrote from a profile as new): whether it wrote.
 */
export async function replaceSearchTerms(id: string, seen: string[] | null, terms: string[]): Promise<boolean> {
  return getDb().runTransaction(async (tx) => {
    const seat = assignmentFromSnapshot(await tx.get(assignments().doc(id)));
    if (!seat || JSON.stringify(seat.searchTerms) !== JSON.stringify(seen)) return false;
    tx.update(assignments().doc(id), { searchTerms: terms });
    return true;
  });
}

/** The seats of the course in the group that `uids` hold (one read each, by id: however many others hold one). */
export async function findCourseAssignments(groupId: string, courseId: string, uids: string[]): Promise<StoredAssignment[]> {
  const ids = [...new Set(uids)].map((uid) => assignmentId(groupId, courseId, uid)).filter(isDocumentId);
  if (!ids.length) return [];
  const snaps = await getDb().getAll(...ids.map((id) => assignments().doc(id)));
  return snaps.map(assignmentFromSnapshot).filter((seat): seat is StoredAssignment => !!seat && !seat.released);
}

export async function findAssignment(id: string): Promise<StoredAssignment | null> {
  if (!isDocumentId(id)) return null;
  return assignmentFromSnapshot(await assignments().doc(id).get());
}

export class SeatGoneError extends Error {}
export class SeatStartedError extends Error {}

/**
 * Takes back a seat whose learner has not started, in one transaction: it re-reads the seat and
 * its enrolment (a lesson opened meanwhile refuses it: SeatStartedError), sends the invitations
 * that give the seat on (`InvitationClaimedError` refuses), queues the mails, ends the enrolment,
 * marks the seat released with its invitation, and gives the seat back to its shard.
 */
export async function releaseUnstartedSeat(
  id: string,
  groupId: string,
  effects: { sends: InvitationSend[]; mails: OutboxMail[] },
): Promise<StoredAssignment> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const seat = assignmentFromSnapshot(await tx.get(assignments().doc(id)));
    if (!seat || seat.released || seat.groupId !== groupId) throw new SeatGoneError();
    const enrollment = await readSeatEnrollmentInTransaction(tx, seat.enrollmentId);
    if (enrollment.started) throw new SeatStartedError();
    await sendInvitationsInTransaction(tx, effects.sends);
    effects.mails.forEach((mail) => queueMail(tx, mail));
    endGroupEnrollmentInTransaction(tx, enrollment.snapshot, groupId);
    releaseSeatInTransaction(tx, seat, FieldValue.serverTimestamp(), FieldValue.increment(1));
    return seat;
  });
}

/** Marks a seat released and gives it back to the shard it came from (writes only, no read). */
export function releaseSeatInTransaction(
  tx: Transaction,
  seat: Pick<StoredAssignment, 'id' | 'shardId' | 'invitationId'>,
  now: FirebaseFirestore.FieldValue,
  one: FirebaseFirestore.FieldValue,
): void {
  tx.update(assignments().doc(seat.id), { released: true, releasedAt: now });
  returnSeatInTransaction(tx, seat.shardId, one);
  if (seat.invitationId) releaseInvitationInTransaction(tx, seat.invitationId);
}

/** One seat back to its shard (`one` is `FieldValue.increment(1)`): a blind write, no read. */
export function returnSeatInTransaction(tx: Transaction, shardId: string, one: FirebaseFirestore.FieldValue): void {
  tx.update(shards().doc(shardId), { free: one });
}

/** Why seats of an order cannot go back (the message the manager reads); nothing was written. */
export class SeatReturnRefusedError extends Error {}

const PAID_STATUSES = new Set(['paid', 'partly_refunded', 'refunded']);
const statusAfterReturns = (order: { seats: number }, refundedSeats: number): StoredSeatOrder['status'] =>
  refundedSeats <= 0 ? 'paid' : refundedSeats >= order.seats ? 'refunded' : 'partly_refunded';

/**
 * Returns `seats` unused seats of an order, in one transaction: it reads the order, every paid order
 * of the same pool and every shard; `unused` (decision 0076) says how many of the order's seats
 * nobody holds; `check` refuses (throws) what may not be returned. Then the shards' free seats (the
 * fullest first) and the pool's purchased go down, and the order records the refund `pending`. A
 * refund id already on the order (a retried request) changes nothing and answers `created: false`.
 */
export async function returnSeats(
  orderId: string,
  request: { refundId: string; seats: number; requestedBy: string },
  rules: {
    check: (order: StoredSeatOrder) => void;
    unused: (order: StoredSeatOrder, paidOrders: StoredSeatOrder[], free: number) => number;
    amountPaise: (order: StoredSeatOrder) => number;
    tdsPaise: (order: StoredSeatOrder) => number;
  },
  also: (tx: Transaction, before: StoredSeatOrder, after: StoredSeatOrder, refund: StoredSeatRefund) => void,
): Promise<{ order: StoredSeatOrder; refund: StoredSeatRefund; created: boolean }> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
    if (!order) throw new SeatReturnRefusedError('Seat order not found');
    const earlier = order.refunds.find((refund) => refund.id === request.refundId);
    if (earlier) return { order, refund: earlier, created: false };
    rules.check(order);
    const siblings = await tx.get(orders().where('groupId', '==', order.groupId).where('courseId', '==', order.courseId));
    const paidOrders = siblings.docs
      .map((doc) => orderFromSnapshot(doc) as StoredSeatOrder)
      .filter((sibling) => PAID_STATUSES.has(sibling.status));
    const shardSnaps = await tx.getAll(...Array.from({ length: SHARD_COUNT }, (_, k) => shardRef(order.groupId, order.courseId, k)));
    const free = shardSnaps.map((snap) => Math.max(0, Number(snap.get('free') ?? 0)));
    const unused = rules.unused(order, paidOrders, free.reduce((sum, n) => sum + n, 0));
    if (request.seats > unused)
      throw new SeatReturnRefusedError(
        unused === 0
          ? 'Every seat of this order is in use or already returned'
          : `Only ${unused} unused seat${unused === 1 ? '' : 's'} of this order can be returned`,
      );
    // Take from the fullest shards first, so parallel claims keep finding seats spread over them.
    let left = request.seats;
    const byFree = free.map((n, k) => ({ n, k })).sort((a, b) => b.n - a.n);
    for (const shard of byFree) {
      if (left === 0) break;
      const taken = Math.min(left, shard.n);
      if (taken > 0) tx.update(shardSnaps[shard.k].ref, { free: shard.n - taken });
      left -= taken;
    }
    const now = Timestamp.now();
    const byRazorpay = order.payment === 'razorpay';
    const stored = {
      seats: request.seats,
      amountPaise: rules.amountPaise(order),
      tdsPaise: rules.tdsPaise(order),
      method: byRazorpay ? ('razorpay' as const) : ('bank_transfer' as const),
      payoutReference: null,
      status: 'pending' as const,
      requestedAt: now,
      requestedBy: request.requestedBy,
      processedAt: null,
      gatewayRefundId: null,
      creditNoteId: null,
      creditNoteNumber: null,
      // This request asks Razorpay right after the transaction: a retry leaves it the lease.
      askedAt: byRazorpay ? now : null,
    };
    const refundedSeats = order.refundedSeats + request.seats;
    tx.update(pools().doc(poolId(order.groupId, order.courseId)), {
      purchased: FieldValue.increment(-request.seats),
      updatedAt: now,
    });
    tx.update(orders().doc(orderId), {
      refundedSeats,
      status: statusAfterReturns(order, refundedSeats),
      // Only Razorpay's refunds wait for an outcome reconciliation can look up; a transfer waits for an admin.
      refundsPending: byRazorpay || order.refunds.some(awaitsRazorpay),
      [`refunds.${request.refundId}`]: stored,
    });
    const refund: StoredSeatRefund = {
      ...stored,
      id: request.refundId,
      requestedAt: now.toDate().toISOString(),
      askedAt: byRazorpay ? now.toDate().toISOString() : null,
    };
    const after = { ...order, refundedSeats, status: statusAfterReturns(order, refundedSeats), refunds: [...order.refunds, refund] };
    also(tx, order, after, refund);
    return { order: after, refund, created: true };
  });
}

/**
 * Takes the lease to ask Razorpay for a pending seat refund it has no id of yet: only when no other
 * process began asking within `leaseMs` (a crashed one's lease lapses). Answers the order and the
 * refund when this caller is to ask, else null (Razorpay has it, it settled, or another is asking).
 */
export async function claimSeatRefundRequest(
  orderId: string,
  refundId: string,
  leaseMs: number,
): Promise<{ order: StoredSeatOrder; refund: StoredSeatRefund } | null> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
    const refund = order?.refunds.find((candidate) => candidate.id === refundId);
    if (!order || !refund || refund.status !== 'pending' || refund.gatewayRefundId) return null;
    const now = Timestamp.now();
    if (refund.askedAt && now.toMillis() - Date.parse(refund.askedAt) < leaseMs) return null;
    tx.update(orders().doc(orderId), { [`refunds.${refundId}.askedAt`]: now });
    return { order, refund: { ...refund, askedAt: now.toDate().toISOString() } };
  });
}

/** Seat orders with a refund whose outcome Razorpay has not told us (reconciliation follows them). */
export async function listSeatOrdersOwingRefunds(limit: number): Promise<StoredSeatOrder[]> {
  const snap = await orders().where('refundsPending', '==', true).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredSeatOrder);
}

/** Razorpay's id of a seat refund it took (what its refund.processed is matched by). */
export async function attachSeatGatewayRefund(orderId: string, refundId: string, gatewayRefundId: string): Promise<void> {
  await orders().doc(orderId).update({ [`refunds.${refundId}.gatewayRefundId`]: gatewayRefundId });
}

/**
 * The money did not go back (Razorpay refused the request, or failed the refund): the seats return
 * to the pool, spread over the shards, and the refund is dropped (`failed`: kept, as failed).
 * Writes only once per refund: a refund already processed or failed is left alone.
 */
export async function undoSeatReturnInTransaction(
  tx: Transaction,
  orderId: string,
  refundId: string,
  outcome: 'dropped' | 'failed',
  also?: SeatRefundOutcomeStep,
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
  const refund = order?.refunds.find((candidate) => candidate.id === refundId);
  if (!order || !refund || refund.status !== 'pending') return false;
  const pool = await readPoolInTransaction(tx, order);
  const purchased = Number(pool.get('purchased') ?? 0);
  const refundedSeats = order.refundedSeats - refund.seats;
  tx.update(pool.ref, { purchased: purchased + refund.seats });
  const added = Array.from({ length: SHARD_COUNT }, () => 0);
  for (let i = 0; i < refund.seats; i += 1) added[(purchased + i) % SHARD_COUNT] += 1;
  added.forEach((count, k) => {
    if (count > 0) tx.update(shardRef(order.groupId, order.courseId, k), { free: FieldValue.increment(count) });
  });
  tx.update(orders().doc(orderId), {
    refundedSeats,
    status: statusAfterReturns(order, refundedSeats),
    refundsPending: stillPending(order, refundId),
    [`refunds.${refundId}`]: outcome === 'dropped' ? FieldValue.delete() : { ...refundFields(refund), status: 'failed' },
  });
  also?.(tx, order, { ...refund, status: 'failed' }, refundedSeats);
  return true;
}

/** The Indian calendar day (YYYY-MM-DD) an instant falls on. */
const indianDayOf = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

const awaitsRazorpay = (refund: StoredSeatRefund) => refund.status === 'pending' && refund.method === 'razorpay';

/** Whether any refund of the order but `settled` still waits for Razorpay's outcome. */
const stillPending = (order: StoredSeatOrder, settled: string) =>
  order.refunds.some((refund) => refund.id !== settled && awaitsRazorpay(refund));

/** Why a transfer cannot be recorded against a refund (the message the admin reads); nothing was written. */
export class RefundPayoutRefusedError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

/**
 * Records the bank transfer that paid a bank-transfer return back: the refund becomes processed on
 * the transfer's date, with its UTR, and `also` writes what lands with it (its audit entry).
 */
export async function recordRefundPayout(
  orderId: string,
  refundId: string,
  payout: { utr: string; paidOn: Date; paidOnDay: string; recordedBy: string },
  also: SeatRefundOutcomeStep,
): Promise<StoredSeatOrder> {
  await getDb().runTransaction(async (tx) => {
    const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
    const refund = order?.refunds.find((candidate) => candidate.id === refundId);
    if (!order || !refund) throw new RefundPayoutRefusedError('Refund not found', true);
    if (refund.method !== 'bank_transfer') throw new RefundPayoutRefusedError('Razorpay pays this refund back: there is no transfer to record');
    if (refund.status !== 'pending') throw new RefundPayoutRefusedError('This refund is already paid back');
    if (refund.requestedAt && payout.paidOnDay < indianDayOf(refund.requestedAt))
      throw new RefundPayoutRefusedError('The transfer cannot be dated before the seats were returned');
    tx.update(orders().doc(orderId), {
      [`refunds.${refund.id}.status`]: 'processed',
      [`refunds.${refund.id}.processedAt`]: payout.paidOn,
      [`refunds.${refund.id}.payoutReference`]: payout.utr,
      [`refunds.${refund.id}.payoutRecordedBy`]: payout.recordedBy,
    });
    also(
      tx,
      order,
      { ...refund, status: 'processed', processedAt: payout.paidOn.toISOString(), payoutReference: payout.utr },
      order.refundedSeats,
    );
  });
  return (await findSeatOrder(orderId)) as StoredSeatOrder;
}

/**
 * A step that writes with a seat refund's outcome, in its transaction (its audit entry): the order
 * as it was, the refund as it is now, and the order's refunded seats after.
 */
export type SeatRefundOutcomeStep = (tx: Transaction, before: StoredSeatOrder, refund: StoredSeatRefund, refundedSeats: number) => void;

const refundFields = (refund: StoredSeatRefund) => {
  const { id: _id, ...fields } = refund;
  return {
    ...fields,
    requestedAt: refund.requestedAt ? new Date(refund.requestedAt) : null,
    askedAt: refund.askedAt ? new Date(refund.askedAt) : null,
  };
};

export function undoSeatReturn(orderId: string, refundId: string, also: SeatRefundOutcomeStep): Promise<boolean> {
  return getDb().runTransaction((tx) => undoSeatReturnInTransaction(tx, orderId, refundId, 'dropped', also));
}

/** Razorpay processed a seat refund (inside payments' webhook transaction): the refund is final. */
export async function markSeatRefundProcessedInTransaction(
  tx: Transaction,
  orderId: string,
  gatewayRefund: { id: string; seatRefundId: string | null; processedAt: Date },
  also?: SeatRefundOutcomeStep,
): Promise<boolean> {
  const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
  const refund = order?.refunds.find(
    (candidate) => candidate.gatewayRefundId === gatewayRefund.id || candidate.id === gatewayRefund.seatRefundId,
  );
  if (!order || !refund || refund.status !== 'pending') return false;
  tx.update(orders().doc(orderId), {
    [`refunds.${refund.id}.status`]: 'processed',
    [`refunds.${refund.id}.processedAt`]: gatewayRefund.processedAt,
    [`refunds.${refund.id}.gatewayRefundId`]: gatewayRefund.id,
    refundsPending: stillPending(order, refund.id),
  });
  also?.(
    tx,
    order,
    { ...refund, status: 'processed', processedAt: gatewayRefund.processedAt.toISOString(), gatewayRefundId: gatewayRefund.id },
    order.refundedSeats,
  );
  return true;
}

/** Razorpay failed a seat refund (inside payments' webhook transaction): its seats go back to the pool. */
export async function failSeatRefundInTransaction(
  tx: Transaction,
  orderId: string,
  gatewayRefund: { id: string; seatRefundId: string | null },
  also?: SeatRefundOutcomeStep,
): Promise<boolean> {
  const order = orderFromSnapshot(await tx.get(orders().doc(orderId)));
  const refund = order?.refunds.find(
    (candidate) => candidate.gatewayRefundId === gatewayRefund.id || candidate.id === gatewayRefund.seatRefundId,
  );
  if (!refund) return false;
  return undoSeatReturnInTransaction(tx, orderId, refund.id, 'failed', also);
}

export async function linkSeatCreditNote(orderId: string, refundId: string, note: { creditNoteId: string; number: string }) {
  await orders().doc(orderId).update({
    [`refunds.${refundId}.creditNoteId`]: note.creditNoteId,
    [`refunds.${refundId}.creditNoteNumber`]: note.number,
  });
}
