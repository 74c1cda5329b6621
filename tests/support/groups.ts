import { expect } from 'vitest';
import type { z } from 'zod';

import type {
  AdminGroupView,
  ClaimResult,
  GroupInputSchema,
  JoinInputSchema,
  ManagerInputSchema,
  ReceiptInputSchema,
  SeatOrderCreated,
  SeatOrderInputSchema,
} from '../../functions/src/contract';
import { testDb } from './admin';
import { createCourseFixture } from './course-fixture';
import { uniqueEmail } from './env';
import { api } from './http';
import { adminToken, newLearner } from './sessions';

export type GroupBody = z.input<typeof GroupInputSchema>;

/** The billing address groups are made with. */
export const GROUP_ADDRESS = { line1: 'Wankhede Stadium, D Road', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' };

/** What a group is made with (the admin's form), Maharashtra's and without a GSTIN or a domain unless told. */
export const groupBody = (name: string, extra: Partial<GroupBody> = {}) => ({
  ...({
    name,
    legalName: `${name} (Registered Society)`,
    billingAddress: GROUP_ADDRESS,
    stateCode: '27',
    gstin: null,
    billingEmail: uniqueEmail('group-billing'),
    emailDomain: null,
  } satisfies GroupBody),
  ...extra,
});

/** A group an admin made and gave `managerEmail` to manage: where every group test starts. */
export async function createGroup(
  adminToken: string,
  managerEmail: string,
  name: string,
  extra: Partial<GroupBody> = {},
): Promise<{ id: string; billingEmail: string }> {
  const body = groupBody(name, extra);
  const created = await api<AdminGroupView>('POST', '/admin/groups', { token: adminToken, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  const added = await api('POST', `/admin/groups/${id}/managers`, {
    token: adminToken,
    body: { email: managerEmail } satisfies z.input<typeof ManagerInputSchema>,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { id, billingEmail: body.billingEmail };
}

/** Seats bought by bank transfer and paid in full by the admin's receipt, so the group has seats to give. */
export async function paidBankSeats(
  tokens: { admin: string; manager: string },
  groupId: string,
  courseId: string,
  seats: number,
  poNumber = `PO-${seats}`,
): Promise<string> {
  const order = await api<SeatOrderCreated>('POST', `/groups/${groupId}/seat-orders`, {
    token: tokens.manager,
    body: { courseId, seats, payment: 'bank_transfer', poNumber } satisfies z.input<typeof SeatOrderInputSchema>,
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const receipt = await api('POST', `/admin/groups/${groupId}/seat-orders/${order.body.data.orderId}/receipts`, {
    token: tokens.admin,
    body: {
      utr: `UTR${Date.now()}${seats}`,
      amountReceived: order.body.data.amount,
      receivedOn: '2026-11-20',
    } satisfies z.input<typeof ReceiptInputSchema>,
  });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
  return order.body.data.orderId as string;
}

/**
 * A group at `emailDomain` with `seats` paid seats of a new course titled `courseTitle`, managed by a new
 * learner with a proven address: where the browser tests of a group's people start.
 */
export async function domainGroupWithSeats(options: {
  managerPrefix: string;
  name: string;
  emailDomain: string;
  courseTitle: string;
  price: number;
  seats: number;
}) {
  const admin = await adminToken();
  const manager = await newLearner(options.managerPrefix, { verified: true });
  const { courseId } = await createCourseFixture({ price: options.price });
  await testDb().collection('courses').doc(courseId).update({ title: options.courseTitle });
  const { id: groupId } = await createGroup(admin, manager.email, options.name, { emailDomain: options.emailDomain });
  await paidBankSeats({ admin, manager: manager.token }, groupId, courseId, options.seats);
  return { manager, groupId, courseId };
}

/** Takes a seat of the course through the group's join page, as a person at its email domain does. */
export const joinGroup = (token: string, groupId: string, courseId: string) =>
  api<ClaimResult>('POST', `/groups/${groupId}/join`, {
    token,
    body: { courseId } satisfies z.input<typeof JoinInputSchema>,
  });

/** Seats of the course held by `uids`, written as a claim leaves them (their holders need not exist to be listed). */
export async function writeHeldSeats(groupId: string, courseId: string, uids: string[]): Promise<void> {
  const seats = testDb().collection('seatAssignments');
  for (let start = 0; start < uids.length; start += 400) {
    const batch = testDb().batch();
    for (const uid of uids.slice(start, start + 400))
      batch.set(seats.doc(`${groupId}_${courseId}_${uid}`), {
        groupId,
        courseId,
        uid,
        email: `${uid}@example.org`,
        enrollmentId: `${uid}_${courseId}`,
        shardId: `${groupId}_${courseId}_0`,
        via: 'invitation',
        invitationId: null,
        claimedAt: new Date(),
        released: false,
      });
    await batch.commit();
  }
}
