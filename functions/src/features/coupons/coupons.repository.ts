import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { CouponKind } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

export interface StoredCoupon {
  id: string;
  code: string;
  kind: CouponKind;
  value: number;
  courseId: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  /** Uses counted: by paid orders (a use is counted when its order is paid). */
  usedCount: number;
  /** Unpaid orders' holds on a use, until when (ms), run out or not: `order id -> until`. */
  holds: Record<string, number>;
  /** Orders that ever held a use (a coupon any order used is kept, and only deactivated). */
  timesReserved: number;
  isActive: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface StoredRedemption {
  orderId: string;
  couponId: string;
  code: string;
  courseId: string;
  status: 'held' | 'paid' | 'released';
  /**
   * Whether `usedCount` already counts this use: a hold made before uses were counted at payment
   * did count it (decision 0065), one made since does not until it is paid.
   */
  counted: boolean;
}

export type CouponFields = Pick<StoredCoupon, 'kind' | 'value' | 'courseId' | 'expiresAt' | 'usageLimit' | 'isActive'>;

const coupons = () => getDb().collection('coupons');
const couponRef = (id: string) => coupons().doc(id);
/** One document per code, so two coupons can never share one (created in the same transaction). */
const codeRef = (code: string) => getDb().collection('couponCodes').doc(code);
const redemptionRef = (orderId: string) => getDb().collection('couponRedemptions').doc(orderId);

export class CouponCodeTakenError extends Error {}
export class CouponInUseError extends Error {}

function couponFromSnapshot(snap: DocumentSnapshot): StoredCoupon | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    code: d.code,
    kind: d.kind === 'fixed' ? 'fixed' : 'percent',
    value: Number(d.value),
    courseId: d.courseId ?? null,
    expiresAt: toIso(d.expiresAt),
    usageLimit: typeof d.usageLimit === 'number' ? d.usageLimit : null,
    usedCount: Number(d.usedCount ?? 0),
    holds: Object.fromEntries(
      Object.entries((d.holds ?? {}) as Record<string, { toMillis?: () => number }>).map(([orderId, until]) => [
        orderId,
        until?.toMillis?.() ?? 0,
      ]),
    ),
    timesReserved: Number(d.timesReserved ?? 0),
    isActive: d.isActive !== false,
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt),
  };
}

function redemptionFromSnapshot(snap: DocumentSnapshot): StoredRedemption | null {
  const d = snap.data();
  if (!d) return null;
  return {
    orderId: snap.id,
    couponId: d.couponId,
    code: d.code,
    courseId: d.courseId,
    status: d.status === 'released' || d.status === 'paid' ? d.status : 'held',
    counted: d.countedAtPayment !== true || d.status === 'paid',
  };
}

const fieldsForWrite = (fields: CouponFields) => {
  const { Timestamp } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return { ...fields, expiresAt: fields.expiresAt ? Timestamp.fromDate(new Date(fields.expiresAt)) : null };
};

export async function findCoupon(id: string): Promise<StoredCoupon | null> {
  if (!isDocumentId(id)) return null;
  return couponFromSnapshot(await couponRef(id).get());
}

export async function findCouponByCode(code: string): Promise<StoredCoupon | null> {
  if (!isDocumentId(code)) return null;
  const claim = await codeRef(code).get();
  const couponId = claim.get('couponId');
  return typeof couponId === 'string' ? findCoupon(couponId) : null;
}

/** Every coupon, newest first (a shop has dozens, not thousands). */
export async function listCoupons(): Promise<StoredCoupon[]> {
  const snap = await coupons().orderBy('createdAt', 'desc').limit(1000).get();
  return snap.docs.map((doc) => couponFromSnapshot(doc) as StoredCoupon);
}

/** Writes that must land with a coupon's change (its audit entry), in its transaction. */
export type AlsoWithCoupon = (tx: Transaction, coupon: { id: string; code: string }) => void;

export async function createCoupon(
  code: string,
  fields: CouponFields,
  createdBy: string,
  alsoInTransaction?: AlsoWithCoupon,
): Promise<StoredCoupon> {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  const ref = coupons().doc();
  await getDb().runTransaction(async (tx) => {
    if ((await tx.get(codeRef(code))).exists) throw new CouponCodeTakenError();
    tx.create(codeRef(code), { couponId: ref.id });
    tx.create(ref, {
      code,
      ...fieldsForWrite(fields),
      usedCount: 0,
      timesReserved: 0,
      createdBy,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    alsoInTransaction?.(tx, { id: ref.id, code });
  });
  return (await findCoupon(ref.id)) as StoredCoupon;
}

/** Changes a coupon's terms (or only whether it is active); null when there is no such coupon. */
export async function updateCoupon(
  id: string,
  fields: Partial<CouponFields>,
  alsoInTransaction?: (tx: Transaction, before: StoredCoupon) => void,
): Promise<StoredCoupon | null> {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  if (!isDocumentId(id)) return null;
  const found = await getDb().runTransaction(async (tx) => {
    const before = couponFromSnapshot(await tx.get(couponRef(id)));
    if (!before) return false;
    const write = 'kind' in fields ? fieldsForWrite(fields as CouponFields) : fields;
    tx.update(couponRef(id), { ...write, updatedAt: FieldValue.serverTimestamp() });
    alsoInTransaction?.(tx, before);
    return true;
  });
  return found ? findCoupon(id) : null;
}

/** Deletes a coupon no order ever held, and frees its code; false when there is no such coupon. */
export async function deleteCoupon(
  id: string,
  alsoInTransaction?: (tx: Transaction, deleted: StoredCoupon) => void,
): Promise<boolean> {
  if (!isDocumentId(id)) return false;
  return getDb().runTransaction(async (tx) => {
    const coupon = couponFromSnapshot(await tx.get(couponRef(id)));
    if (!coupon) return false;
    if (coupon.timesReserved > 0) throw new CouponInUseError();
    tx.delete(couponRef(id));
    tx.delete(codeRef(coupon.code));
    alsoInTransaction?.(tx, coupon);
    return true;
  });
}

/** The coupon and the order's redemption, read inside the caller's transaction. */
export async function readForReservation(tx: Transaction, couponId: string, orderId: string) {
  const [coupon, redemption] = await Promise.all([tx.get(couponRef(couponId)), tx.get(redemptionRef(orderId))]);
  return { coupon: couponFromSnapshot(coupon), redemption: redemptionFromSnapshot(redemption) };
}

const holdsForWrite = (holds: Record<string, number>) => {
  const { Timestamp } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return Object.fromEntries(Object.entries(holds).map(([orderId, until]) => [orderId, Timestamp.fromMillis(until)]));
};

/**
 * Holds one use of the coupon for the order until `until` (the caller has read both in `tx` and
 * passes the holds still running, which replace the stored ones): it counts against the limit, but
 * `usedCount` only goes up when the order is paid.
 */
export function writeReservation(
  tx: Transaction,
  coupon: StoredCoupon,
  courseId: string,
  orderId: string,
  until: number,
  running: Record<string, number>,
): void {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  tx.update(couponRef(coupon.id), {
    holds: holdsForWrite({ ...running, [orderId]: until }),
    timesReserved: coupon.timesReserved + 1,
  });
  tx.set(redemptionRef(orderId), {
    couponId: coupon.id,
    code: coupon.code,
    courseId,
    status: 'held',
    countedAtPayment: true,
    heldAt: FieldValue.serverTimestamp(),
    releasedAt: null,
  });
}

/** The order was paid: its use is counted, and its hold ends. */
export function writeRedemption(
  tx: Transaction,
  coupon: StoredCoupon,
  redemption: StoredRedemption,
  running: Record<string, number>,
): void {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  const { [redemption.orderId]: _, ...others } = running;
  tx.update(couponRef(coupon.id), {
    holds: holdsForWrite(others),
    usedCount: redemption.counted ? coupon.usedCount : coupon.usedCount + 1,
  });
  tx.update(redemptionRef(redemption.orderId), { status: 'paid', paidAt: FieldValue.serverTimestamp() });
}

/** The order will not be paid: its hold ends (and a use counted before decision 0065 is given back). */
export function writeRelease(
  tx: Transaction,
  coupon: StoredCoupon | null,
  redemption: StoredRedemption,
  running: Record<string, number>,
): void {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  if (coupon) {
    const { [redemption.orderId]: _, ...others } = running;
    tx.update(couponRef(coupon.id), {
      holds: holdsForWrite(others),
      usedCount: redemption.counted ? Math.max(0, coupon.usedCount - 1) : coupon.usedCount,
    });
  }
  tx.update(redemptionRef(redemption.orderId), { status: 'released', releasedAt: FieldValue.serverTimestamp() });
}

/** Runs `step` in a transaction of its own over the coupon and the order's redemption. */
export async function inCouponTransaction<T>(
  couponId: string,
  orderId: string,
  step: (tx: Transaction, read: Awaited<ReturnType<typeof readForReservation>>) => T,
): Promise<T> {
  return getDb().runTransaction(async (tx) => step(tx, await readForReservation(tx, couponId, orderId)));
}
