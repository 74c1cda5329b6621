import { Router } from 'express';

import {
  CouponIdParamSchema,
  CouponInputSchema,
  CouponQuoteRequestSchema,
  CouponStatusSchema,
  CouponUpdateSchema,
} from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth, requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientOf } from '../rate-limit/rate-limit.service';

import {
  addCoupon,
  couponDetails,
  editCoupon,
  listCouponViews,
  quoteForCourse,
  removeCoupon,
  setCouponActive,
} from './coupons.service';

/** The back-office Coupons area: list, create, edit, activate or deactivate, delete. */
export const couponsAdminRouter = Router();

couponsAdminRouter.get('/admin/coupons', requireRole('admin'), async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await listCouponViews() });
});

couponsAdminRouter.post('/admin/coupons', requireRole('admin'), async (req, res) => {
  const input = parse(CouponInputSchema, req.body);
  const data = await addCoupon(input, auditActorOf(req, res));
  res.status(201).json({ success: true, message: 'Coupon created successfully', data });
});

couponsAdminRouter.get('/admin/coupons/:couponId', requireRole('admin'), async (req, res) => {
  const id = parse(CouponIdParamSchema, req.params.couponId);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await couponDetails(id) });
});

couponsAdminRouter.put('/admin/coupons/:couponId', requireRole('admin'), async (req, res) => {
  const id = parse(CouponIdParamSchema, req.params.couponId);
  const data = await editCoupon(id, parse(CouponUpdateSchema, req.body), auditActorOf(req, res));
  res.json({ success: true, message: 'Coupon updated successfully', data });
});

couponsAdminRouter.patch('/admin/coupons/:couponId', requireRole('admin'), async (req, res) => {
  const id = parse(CouponIdParamSchema, req.params.couponId);
  const { isActive } = parse(CouponStatusSchema, req.body);
  const data = await setCouponActive(id, isActive, auditActorOf(req, res));
  res.json({ success: true, message: isActive ? 'Coupon activated' : 'Coupon deactivated', data });
});

couponsAdminRouter.delete('/admin/coupons/:couponId', requireRole('admin'), async (req, res) => {
  await removeCoupon(parse(CouponIdParamSchema, req.params.couponId), auditActorOf(req, res));
  res.json({ success: true, message: 'Coupon deleted successfully' });
});

/** A learner's price with a code, before paying (the enrolment recomputes it on the server). */
export const couponsRouter = Router();

couponsRouter.post('/coupons/quote', requireAuth, async (req, res) => {
  const { courseId, code } = parse(CouponQuoteRequestSchema, req.body);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await quoteForCourse(courseId, code, { uid: authOf(res).uid, client: clientOf(req) }) });
});
