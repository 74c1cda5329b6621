import { Router } from 'express';

import {
  GroupIdParamSchema,
  GroupInputSchema,
  GroupListQuerySchema,
  GroupUpdateSchema,
  IdempotencyKeySchema,
  InvitationInputSchema,
  INVITATION_NOT_FOUND,
  InvitationParamsSchema,
  InvitationTokenSchema,
  JoinInputSchema,
  ManagerInputSchema,
  MemberListQuerySchema,
  ReassignInputSchema,
  ReceiptInputSchema,
  RefundParamsSchema,
  RefundPayoutInputSchema,
  SeatOrderInputSchema,
  SeatOrderParamsSchema,
  SeatRefundInputSchema,
  SeatParamsSchema,
  UserIdParamSchema,
} from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth, requireRole } from '../../http/authenticate';
import { contentLangOf } from '../../http/language-version';
import { groupOf, requireGroupManager } from '../../http/group-access';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';

import {
  addGroup,
  addManager,
  adminGroupDetails,
  editGroup,
  groupView,
  myGroups,
  removeManager,
  searchGroups,
} from './groups.service';
import {
  claimInvitation,
  groupInvitations,
  invite,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import { groupMembers, groupMembersCsv } from './members.service';
import { listGroupSeatOrders, orderSeats, proformaPdf, recordSeatReceipt, seatOrderCheckout } from './seat-orders.service';
import { joinByDomain, joinView, reassignSeat } from './seat-people.service';
import { recordRefundPayout, returnUnusedSeats } from './seat-refunds.service';

const noStore = 'private, no-store';

/** The back-office's Groups area: groups, their managers, and bank receipts for seat orders. */
export const groupsAdminRouter = Router();

groupsAdminRouter.get('/admin/groups', requireRole('admin'), async (req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await searchGroups(parse(GroupListQuerySchema, req.query)) });
});

groupsAdminRouter.post('/admin/groups', requireRole('admin'), async (req, res) => {
  const data = await addGroup(parse(GroupInputSchema, req.body), auditActorOf(req, res));
  res.status(201).json({ success: true, message: 'Group created', data });
});

groupsAdminRouter.get('/admin/groups/:groupId', requireRole('admin'), async (req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await adminGroupDetails(parse(GroupIdParamSchema, req.params.groupId)) });
});

groupsAdminRouter.put('/admin/groups/:groupId', requireRole('admin'), async (req, res) => {
  const id = parse(GroupIdParamSchema, req.params.groupId);
  const data = await editGroup(id, parse(GroupUpdateSchema, req.body), auditActorOf(req, res));
  res.json({ success: true, message: 'Group updated', data });
});

groupsAdminRouter.post('/admin/groups/:groupId/managers', requireRole('admin'), async (req, res) => {
  const id = parse(GroupIdParamSchema, req.params.groupId);
  const { email } = parse(ManagerInputSchema, req.body);
  res.json({ success: true, message: 'Manager added', data: await addManager(id, email, auditActorOf(req, res)) });
});

groupsAdminRouter.delete('/admin/groups/:groupId/managers/:uid', requireRole('admin'), async (req, res) => {
  const id = parse(GroupIdParamSchema, req.params.groupId);
  res.json({ success: true, message: 'Manager removed', data: await removeManager(id, parse(UserIdParamSchema, req.params.uid), auditActorOf(req, res)) });
});

// A return of seats paid by bank transfer is paid back by our transfer: an admin records it, and its credit note follows.
groupsAdminRouter.post(
  '/admin/groups/:groupId/seat-orders/:orderId/refunds/:refundId/payout',
  requireRole('admin'),
  requireGroupManager(),
  async (req, res) => {
    const { orderId, refundId } = parse(RefundParamsSchema, req.params);
    const input = parse(RefundPayoutInputSchema, req.body);
    const data = await recordRefundPayout(groupOf(res), orderId, refundId, input, auditActorOf(req, res));
    res.json({ success: true, message: 'Transfer recorded; the credit note is issued', data });
  },
);

groupsAdminRouter.post(
  '/admin/groups/:groupId/seat-orders/:orderId/receipts',
  requireRole('admin'),
  requireGroupManager(),
  async (req, res) => {
    const { orderId } = parse(SeatOrderParamsSchema, req.params);
    const input = parse(ReceiptInputSchema, req.body);
    const data = await recordSeatReceipt(groupOf(res), orderId, input, auditActorOf(req, res));
    res.status(201).json({ success: true, message: 'Payment recorded; the seats are available', data });
  },
);

/** A manager's area: only the groups they manage (admins pass), each other group a 404. */
export const groupsRouter = Router();

groupsRouter.get('/groups', requireAuth, async (_req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await myGroups(authOf(res).uid) });
});

const manager = [requireAuth, requireGroupManager()];

groupsRouter.get('/groups/:groupId', ...manager, async (_req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await groupView(groupOf(res)) });
});

groupsRouter.post('/groups/:groupId/seat-orders', ...manager, async (req, res) => {
  const data = await orderSeats(groupOf(res), parse(SeatOrderInputSchema, req.body), authOf(res).user);
  const message = data.checkout ? 'Order placed: pay with Razorpay' : 'Order placed: pay against the proforma invoice';
  res.status(201).json({ success: true, message, data });
});

groupsRouter.get('/groups/:groupId/seat-orders', ...manager, async (_req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await listGroupSeatOrders(groupOf(res)) });
});

groupsRouter.get('/groups/:groupId/seat-orders/:orderId/proforma.pdf', ...manager, async (req, res) => {
  const { orderId } = parse(SeatOrderParamsSchema, req.params);
  const { filename, pdf } = await proformaPdf(groupOf(res), orderId);
  res.setHeader('Cache-Control', noStore);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(pdf);
});

groupsRouter.get('/groups/:groupId/seat-orders/:orderId/checkout', ...manager, async (req, res) => {
  const { orderId } = parse(SeatOrderParamsSchema, req.params);
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await seatOrderCheckout(groupOf(res), orderId, authOf(res).user) });
});

groupsRouter.post('/groups/:groupId/seat-orders/:orderId/refund-seats', ...manager, async (req, res) => {
  const { orderId } = parse(SeatOrderParamsSchema, req.params);
  const { seats } = parse(SeatRefundInputSchema, req.body);
  const { key } = parse(IdempotencyKeySchema, { key: req.get('idempotency-key') });
  const data = await returnUnusedSeats(groupOf(res), orderId, seats, auditActorOf(req, res), key);
  res.json({ success: true, message: 'Seats returned: Razorpay refunds their share, and a credit note follows', data });
});

groupsRouter.post('/groups/:groupId/invitations', ...manager, async (req, res) => {
  const data = await invite(groupOf(res), parse(InvitationInputSchema, req.body));
  res.status(201).json({ success: true, message: 'Invitations sent', data });
});

groupsRouter.get('/groups/:groupId/invitations', ...manager, async (_req, res) => {
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await groupInvitations(groupOf(res)) });
});

groupsRouter.post('/groups/:groupId/invitations/:invitationId/resend', ...manager, async (req, res) => {
  const { invitationId } = parse(InvitationParamsSchema, req.params);
  res.json({ success: true, message: 'Invitation sent again', data: await resendInvitation(groupOf(res), invitationId) });
});

groupsRouter.delete('/groups/:groupId/invitations/:invitationId', ...manager, async (req, res) => {
  const { invitationId } = parse(InvitationParamsSchema, req.params);
  res.json({ success: true, message: 'Invitation revoked', data: await revokeInvitation(groupOf(res), invitationId) });
});

groupsRouter.get('/groups/:groupId/members', ...manager, async (req, res) => {
  const query = parse(MemberListQuerySchema, req.query);
  res.setHeader('Cache-Control', noStore);
  res.json({ success: true, data: await groupMembers(groupOf(res), query) });
});

groupsRouter.get('/groups/:groupId/members.csv', ...manager, async (_req, res) => {
  const { filename, csv } = await groupMembersCsv(groupOf(res));
  res.setHeader('Cache-Control', noStore);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  // The byte-order mark tells spreadsheets the file is UTF-8 (names in Indian scripts).
  res.send(`\uFEFF${csv}`);
});

groupsRouter.post('/groups/:groupId/seats/:assignmentId/reassign', ...manager, async (req, res) => {
  const { assignmentId } = parse(SeatParamsSchema, req.params);
  const { email } = parse(ReassignInputSchema, req.body);
  const data = await reassignSeat(groupOf(res), assignmentId, email);
  res.json({ success: true, message: `The seat is free again and ${email} is invited`, data });
});

/** A group's join page for anyone with a proven address at its email domain (404 to everyone else). */
groupsRouter.get('/groups/:groupId/join', requireAuth, async (req, res) => {
  res.setHeader('Cache-Control', noStore);
  const groupId = parse(GroupIdParamSchema, req.params.groupId);
  res.json({ success: true, data: await joinView(groupId, authOf(res).user, contentLangOf(req.query)) });
});

groupsRouter.post('/groups/:groupId/join', requireAuth, async (req, res) => {
  const groupId = parse(GroupIdParamSchema, req.params.groupId);
  const { courseId } = parse(JoinInputSchema, req.body);
  const data = await joinByDomain(groupId, courseId, authOf(res).user);
  res.status(201).json({ success: true, message: 'Your seat is claimed: the course is open', data });
});

/** An invitee's link: what it is for (anyone holding it), and the claim (the invitee, signed in). */
export const invitationsRouter = Router();

/** A malformed link is as unknown as any other: 404, never a 400 that tells it apart. */
function tokenOf(value: unknown): string {
  const token = InvitationTokenSchema.safeParse(value);
  if (!token.success) throw AppError.notFound(INVITATION_NOT_FOUND);
  return token.data;
}

invitationsRouter.get('/invitations/:token', async (req, res) => {
  const token = tokenOf(req.params.token);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await previewInvitation(token, contentLangOf(req.query)) });
});

invitationsRouter.post('/invitations/:token/claim', requireAuth, async (req, res) => {
  const token = tokenOf(req.params.token);
  const data = await claimInvitation(token, authOf(res).user);
  res.status(201).json({ success: true, message: 'Your seat is claimed: the course is open', data });
});
