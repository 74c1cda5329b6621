import type { Transaction } from 'firebase-admin/firestore';

import {
  COUPON_MESSAGES,
  percentCouponPricePaise,
  type AuditActor,
  type CouponInput,
  type CouponQuoteView,
  type CouponState,
  type CouponUpdate,
  type CouponView,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { COURSE_NOT_FOUND, findCourse, findCourses } from '../courses/catalog.service';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';

import {
  CouponCodeTakenError,
  CouponInUseError,
  createCoupon,
  deleteCoupon,
  findCoupon,
  findCouponByCode,
  inCouponTransaction,
  listCoupons,
  readForReservation,
  updateCoupon,
  type StoredCoupon,
  type StoredRedemption,
  writeRedemption,
  writeRelease,
  writeReservation,
} from './coupons.repository';

/** A coupon applied to a course's price, in paise (the price includes GST). */
export interface CouponQuote {
  couponId: string;
  code: string;
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
}

const COUPON_NOT_FOUND = 'Coupon not found';

/** Unpaid orders' holds on a use that have not run out at `now`, leaving out `except`. */
const runningHolds = (coupon: StoredCoupon, now: number, except?: string) =>
  Object.fromEntries(Object.entries(coupon.holds).filter(([orderId, until]) => orderId !== except && until > now));

/** Uses still free: the limit less the uses paid for and the uses held (null: no limit). */
function freeUses(coupon: StoredCoupon, now: number, except?: string): number | null {
  if (coupon.usageLimit === null) return null;
  return coupon.usageLimit - coupon.usedCount - Object.keys(runningHolds(coupon, now, except)).length;
}

function stateOf(coupon: StoredCoupon, now = Date.now()): CouponState {
  if (!coupon.isActive) return 'inactive';
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now) return 'expired';
  const free = freeUses(coupon, now);
  if (free !== null && free <= 0) return 'used_up';
  return 'active';
}

/** Why the coupon cannot be used for this course now, as the 4xx a learner sees; nothing when it can. */
function refusal(coupon: StoredCoupon, courseId: string, now = Date.now()): AppError | null {
  const state = stateOf(coupon, now);
  if (state === 'inactive' || state === 'expired' || (coupon.courseId !== null && coupon.courseId !== courseId))
    return AppError.badRequest(COUPON_MESSAGES.notValid);
  if (state === 'used_up') return AppError.conflict(COUPON_MESSAGES.usedUp);
  return null;
}

const normalise = (code: string) => code.trim().toUpperCase();

/**
 * The discount in paise on a price in paise: a percent leaves a price in whole rupees (see
 * `percentCouponPricePaise`), a fixed discount is whole rupees; never more than the price.
 */
export function discountPaise(coupon: Pick<StoredCoupon, 'kind' | 'value'>, listPricePaise: number): number {
  if (coupon.kind === 'percent') return listPricePaise - percentCouponPricePaise(listPricePaise, coupon.value);
  return Math.min(Math.max(Math.round(coupon.value * 100), 0), listPricePaise);
}

/**
 * What a course costs with a coupon. Throws a 4xx for a code that is unknown, inactive, expired,
 * for another course, or used up.
 */
export async function quoteCoupon(code: string, course: { uid: string; price: number }): Promise<CouponQuote> {
  const coupon = await findCouponByCode(normalise(code));
  if (!coupon) throw AppError.badRequest(COUPON_MESSAGES.notValid);
  const refused = refusal(coupon, course.uid);
  if (refused) throw refused;
  const listPricePaise = Math.round(course.price * 100);
  const discount = discountPaise(coupon, listPricePaise);
  return {
    couponId: coupon.id,
    code: coupon.code,
    listPricePaise,
    discountPaise: discount,
    amountPaise: listPricePaise - discount,
  };
}

/** What an order's transaction does with its coupon once it has read it: hold a use for the order until a time. */
export interface CouponHold {
  /** Uses still free before this hold (null: no limit), for the hold's length. */
  freeUses: number | null;
  write: (until: Date) => void;
}

/**
 * Holds one use of the coupon for an order, inside the caller's transaction: reads (and checks the
 * coupon again) now, and returns the write, which the caller runs after all its own reads. A held
 * use counts against the limit until its hold runs out; `usedCount` counts it once the order is
 * paid (`redeemCouponUse`). An order that already holds this coupon's use is not counted twice.
 * Throws a 4xx when the coupon no longer applies (used up meanwhile, expired, deactivated).
 */
export async function reserveCouponUse(
  tx: Transaction,
  couponId: string,
  courseId: string,
  orderId: string,
  now = Date.now(),
): Promise<CouponHold> {
  const { coupon, redemption } = await readForReservation(tx, couponId, orderId);
  if (!coupon) throw AppError.badRequest(COUPON_MESSAGES.notValid);
  if (redemption?.status === 'held') {
    if (redemption.couponId === couponId) return { freeUses: freeUses(coupon, now, orderId), write: () => {} };
    throw AppError.conflict('This order already holds another coupon.');
  }
  const refused = refusal(coupon, courseId, now);
  if (refused) throw refused;
  const running = runningHolds(coupon, now);
  return {
    freeUses: freeUses(coupon, now),
    write: (until) => writeReservation(tx, coupon, courseId, orderId, until.getTime(), running),
  };
}

/** What a payment's transaction does with its order's coupon: whether the use is still there, and the two ways to end the hold. */
export interface CouponRedemption {
  available: boolean;
  redeem: () => void;
  release: () => void;
}

/**
 * The order's coupon at payment, inside the caller's transaction (read now, written by the
 * returned steps after the caller's reads). The use is there when the order's hold still runs, or
 * when enough uses are free for it; the terms (active, expiry) the order was priced with stand.
 */
export async function redeemCouponUse(
  tx: Transaction,
  couponId: string,
  orderId: string,
  now = Date.now(),
): Promise<CouponRedemption> {
  const { coupon, redemption } = await readForReservation(tx, couponId, orderId);
  const nothing = () => {};
  if (!coupon || !redemption || redemption.couponId !== couponId || redemption.status === 'paid')
    return { available: true, redeem: nothing, release: nothing };
  const running = runningHolds(coupon, now);
  const holding = redemption.status === 'held' && (redemption.counted || orderId in running);
  const free = freeUses(coupon, now, orderId);
  return {
    available: holding || free === null || free > 0,
    redeem: () => writeRedemption(tx, coupon, redemption, running),
    release: () => (redemption.status === 'held' ? writeRelease(tx, coupon, redemption, running) : undefined),
  };
}

/** Gives back the use an unpaid order held; twice gives back once. True when this call gave it back. */
export async function releaseCouponUse(couponId: string, orderId: string): Promise<boolean> {
  if (!isDocumentId(couponId) || !isDocumentId(orderId)) return false;
  return inCouponTransaction(couponId, orderId, (tx, { coupon, redemption }) => {
    if (!redemption || redemption.status !== 'held' || redemption.couponId !== couponId) return false;
    writeRelease(tx, coupon, redemption as StoredRedemption, coupon ? runningHolds(coupon, Date.now()) : {});
    return true;
  });
}

const QUOTES_MESSAGE = 'Too many coupon codes tried. Please try again in a few minutes.';
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** A buyer tries a code or two; twenty a quarter of an hour is someone guessing. */
const QUOTES_PER_ACCOUNT: RateLimit = { name: 'coupon-quote-account', max: 20, windowMs: FIFTEEN_MINUTES, message: QUOTES_MESSAGE };
/** A class of 40 on one academy's network may each try a code or two; more is guessing with many accounts. */
const QUOTES_PER_CLIENT: RateLimit = { name: 'coupon-quote-client', max: 120, windowMs: FIFTEEN_MINUTES, message: QUOTES_MESSAGE };

/**
 * POST /api/coupons/quote: the same rules, for a course the learner can buy, in rupees. Limited per
 * account and per client, so codes cannot be guessed at speed.
 */
export async function quoteForCourse(
  courseId: string,
  code: string,
  caller: { uid: string; client: string },
): Promise<CouponQuoteView> {
  await enforceRateLimit(QUOTES_PER_CLIENT, caller.client);
  await enforceRateLimit(QUOTES_PER_ACCOUNT, caller.uid);
  const course = await findCourse(courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  const quote = await quoteCoupon(code, course);
  return {
    code: quote.code,
    listPrice: quote.listPricePaise / 100,
    discount: quote.discountPaise / 100,
    amount: quote.amountPaise / 100,
  };
}

async function views(list: StoredCoupon[]): Promise<CouponView[]> {
  const courseIds = [...new Set(list.map((coupon) => coupon.courseId).filter((id): id is string => id !== null))];
  const courses = await findCourses(courseIds);
  return list.map((coupon) => ({
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    courseId: coupon.courseId,
    courseTitle: coupon.courseId ? (courses.get(coupon.courseId)?.title ?? null) : null,
    expiresAt: coupon.expiresAt,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    heldCount: Object.keys(runningHolds(coupon, Date.now())).length,
    isActive: coupon.isActive,
    state: stateOf(coupon),
    createdAt: coupon.createdAt,
    updatedAt: coupon.updatedAt,
  }));
}

const viewOf = async (coupon: StoredCoupon) => (await views([coupon]))[0] as CouponView;

async function checkCourse(courseId: string | null) {
  if (courseId !== null && !(await findCourse(courseId)))
    throw AppError.badRequest('Course not found', [{ msg: 'Course not found', path: 'courseId' }]);
}

export async function listCouponViews(): Promise<CouponView[]> {
  return views(await listCoupons());
}

export async function couponDetails(id: string): Promise<CouponView> {
  const coupon = await findCoupon(id);
  if (!coupon) throw AppError.notFound(COUPON_NOT_FOUND);
  return viewOf(coupon);
}

/** The terms an admin sets, as the audit log compares them. */
const COUPON_FIELDS = ['code', 'kind', 'value', 'courseId', 'expiresAt', 'usageLimit', 'isActive'];
const couponResource = (coupon: { id: string; code: string }) => ({ type: 'coupon' as const, id: coupon.id, label: coupon.code });
/** What an update sets: a field left out keeps its stored value. */
const given = (fields: object) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export async function addCoupon(input: CouponInput, actor: AuditActor): Promise<CouponView> {
  const { code, ...fields } = input;
  await checkCourse(fields.courseId);
  try {
    const created = await createCoupon(code, fields, actor.uid, (tx, coupon) =>
      recordAuditInTransaction(
        tx,
        auditEntry(actor, couponResource(coupon), 'created', changedFields(null, given(input), COUPON_FIELDS)),
      ),
    );
    return await viewOf(created);
  } catch (error) {
    if (error instanceof CouponCodeTakenError)
      throw new AppError(409, 'A coupon with this code already exists.', [
        { msg: 'A coupon with this code already exists', path: 'code' },
      ]);
    throw error;
  }
}

/** Writes the coupon's audit entry in its update's transaction, when anything changed. */
const auditUpdate = (actor: AuditActor, fields: object) => (tx: Transaction, before: StoredCoupon) => {
  const changes = changedFields(before, { ...before, ...given(fields) }, COUPON_FIELDS);
  if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, couponResource(before), 'updated', changes));
};

export async function editCoupon(id: string, fields: CouponUpdate, actor: AuditActor): Promise<CouponView> {
  await checkCourse(fields.courseId);
  const coupon = await updateCoupon(id, fields, auditUpdate(actor, fields));
  if (!coupon) throw AppError.notFound(COUPON_NOT_FOUND);
  return viewOf(coupon);
}

export async function setCouponActive(id: string, isActive: boolean, actor: AuditActor): Promise<CouponView> {
  const coupon = await updateCoupon(id, { isActive }, auditUpdate(actor, { isActive }));
  if (!coupon) throw AppError.notFound(COUPON_NOT_FOUND);
  return viewOf(coupon);
}

export async function removeCoupon(id: string, actor: AuditActor): Promise<void> {
  try {
    const deleted = await deleteCoupon(id, (tx, coupon) =>
      recordAuditInTransaction(
        tx,
        auditEntry(actor, couponResource(coupon), 'deleted', changedFields(coupon, null, COUPON_FIELDS)),
      ),
    );
    if (!deleted) throw AppError.notFound(COUPON_NOT_FOUND);
  } catch (error) {
    if (error instanceof CouponInUseError) throw AppError.conflict('Orders have used this coupon; deactivate it instead.');
    throw error;
  }
}
