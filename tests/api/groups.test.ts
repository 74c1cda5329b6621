import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type {
  AdminGroupList,
  AdminGroupView,
  ClaimResult,
  EnrollmentView,
  GroupView,
  InvitationInputSchema,
  InvitationList,
  InvitationPreview,
  InvitationsCreated,
  InvitationView,
  Invoice,
  ManagerInputSchema,
  MemberList,
  MyGroups,
  ReassignInputSchema,
  ReceiptInputSchema,
  SeatOrderCreated,
  SeatOrderInputSchema,
  SeatOrderList,
  SeatOrderView,
  User,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { API_URL, SITE_URL, uniqueEmail } from '../support/env';
import {
  GROUP_ADDRESS,
  groupBody as bodyOf,
  createGroup,
  paidBankSeats,
  writeHeldSeats,
  type GroupBody,
} from '../support/groups';
import { api, login, readsOf } from '../support/http';
import { pdfText } from '../support/invoices';
import { linkIn, waitForMail } from '../support/mail';
import { adminToken, newLearner } from '../support/sessions';

/*
 * Groups that buy seats for their people (issue 32; decision 0072), over real HTTP: an admin makes
 * a group and its managers; a manager orders seats against a purchase order and pays by bank
 * transfer; the admin records the receipt (with TDS) and one B2B tax invoice goes to the group;
 * invitations mail claim links; a claim takes a seat and enrols in one transaction; the manager
 * sees their people's progress. A manager of another group, a learner and a stranger see nothing.
 */

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const PRICE = 4999;

type Account = Awaited<ReturnType<typeof newLearner>>;
type SeatOrderBody = z.input<typeof SeatOrderInputSchema>;
type ReceiptBody = z.input<typeof ReceiptInputSchema>;
type InvitationBody = z.input<typeof InvitationInputSchema>;
type ManagerBody = z.input<typeof ManagerInputSchema>;

const groupBody = (name: string, extra: Partial<GroupBody> = {}) => bodyOf(name, { gstin: MAHARASHTRA_GSTIN, ...extra });

const countWhere = async (collection: string, field: string, value: unknown) =>
  (await testDb().collection(collection).where(field, '==', value).count().get()).data().count;

async function download(path: string, token: string) {
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.arrayBuffer() };
}

let admin: string;
let managerA: Account;
let managerB: Account;
let learner: Account;
let course: Awaited<ReturnType<typeof createCourseFixture>>;

const newGroup = (name: string, manager: Account, extra: Partial<GroupBody> = {}) =>
  createGroup(admin, manager.email, name, { gstin: MAHARASHTRA_GSTIN, ...extra });
/** Orders seats by bank transfer and records the full payment, so the group has seats to give. */
const paidSeats = (groupId: string, manager: Account, seats: number) =>
  paidBankSeats({ admin, manager: manager.token }, groupId, course.courseId, seats);

/** The claim token of the newest invitation mail to `email`. */
async function tokenMailedTo(email: string, count = 1): Promise<string> {
  const mails = await waitForMail(email, { count, filter: (mail) => mail.subject.includes('has a seat for you') });
  return linkIn(mails[mails.length - 1], `${SITE_URL}/invitations/`)
    .split('/')
    .pop()!;
}

beforeAll(async () => {
  admin = await adminToken();
  [managerA, managerB, learner] = await Promise.all([
    newLearner('manager-a', { verified: true }),
    newLearner('manager-b', { verified: true }),
    newLearner('group-learner', { verified: true }),
  ]);
  course = await createCourseFixture({ price: PRICE });
}, 120_000);

describe('groups and their managers', { timeout: 60_000 }, () => {
  it('an admin creates, finds, edits a group and makes an existing account its manager', async () => {
    const name = `Mumbai Cricket Association ${Date.now()}`;
    const { id } = await newGroup(name, managerA);

    const found = await api<AdminGroupList>(
      'GET',
      `/admin/groups?search=${encodeURIComponent(name.slice(0, 20).toLowerCase())}`,
      { token: admin },
    );
    expect(found.status).toBe(200);
    expect(found.body.data.groups.map((group: { id: string }) => group.id)).toContain(id);

    const edited = await api<AdminGroupView>('PUT', `/admin/groups/${id}`, {
      token: admin,
      body: groupBody(name, { volumeDiscountPercent: 10 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.volumeDiscountPercent).toBe(10);
    const details = await api<AdminGroupView>('GET', `/admin/groups/${id}`, { token: admin });
    expect(details.body.data.managers).toEqual([{ uid: managerA.uid, name: managerA.user.name, email: managerA.email }]);
    expect(details.body.data.gstin).toBe(MAHARASHTRA_GSTIN);

    const mine = await api<MyGroups>('GET', '/groups', { token: managerA.token });
    expect(mine.body.data.groups).toContainEqual({ id, name });
    const me = await api<{ user: User }>('GET', '/auth/me', { token: managerA.token });
    expect(me.body.data.user.memberships!.managerOf).toContainEqual({ id, name });
    const seen = await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.seats).toEqual([]);

    // A second manager, then the first removed: the role is handed on.
    const added = await api('POST', `/admin/groups/${id}/managers`, {
      token: admin,
      body: { email: managerB.email } satisfies ManagerBody,
    });
    expect(added.status).toBe(200);
    const removed = await api<AdminGroupView>('DELETE', `/admin/groups/${id}/managers/${managerA.uid}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.data.managers.map((manager: { uid: string }) => manager.uid)).toEqual([managerB.uid]);
    expect((await api('GET', `/groups/${id}`, { token: managerA.token })).status).toBe(404);
    expect(
      (await api<{ user: User }>('GET', '/auth/me', { token: managerA.token })).body.data.user.memberships!.managerOf,
    ).not.toContainEqual({ id, name });
  });

  it('refuses a bad group with the field at fault and stores nothing', async () => {
    const name = `Refused association ${Date.now()}`;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ gstin: '27AAPFU0939F1ZA' }, 'gstin', /check character does not match/],
      [{ stateCode: '29' }, 'stateCode', /registered in Maharashtra, not in the chosen state/],
      [{ billingAddress: { ...GROUP_ADDRESS, pinCode: '4000' } }, 'billingAddress.pinCode', /PIN code has 6 digits/],
      [{ legalName: ' ' }, 'legalName', /Legal name is required/],
      [{ billingEmail: 'not-an-address' }, 'billingEmail', /valid email/],
      [{ volumeDiscountPercent: 60 }, 'volumeDiscountPercent', /at most 50/],
      [{ emailDomain: '@mca.org' }, 'emailDomain', /domain/],
    ];
    for (const [change, path, message] of cases) {
      const res = await api('POST', '/admin/groups', { token: admin, body: { ...groupBody(name), ...change } });
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, msg: expect.stringMatching(message) });
    }
    expect(await countWhere('groups', 'name', name)).toBe(0);

    const { id } = await newGroup(`Kept association ${Date.now()}`, managerA);
    const unknown = await api('POST', `/admin/groups/${id}/managers`, { token: admin, body: { email: uniqueEmail('nobody') } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual({ path: 'email', msg: expect.stringMatching(/No account has this email/) });
    expect((await api<AdminGroupView>('GET', `/admin/groups/${id}`, { token: admin })).body.data.managers).toHaveLength(1);
  });
});

describe('seat orders paid by bank transfer against a purchase order', { timeout: 90_000 }, () => {
  it('prices on the server, gives a proforma, settles on the receipt with TDS and issues one B2B invoice to the group', async () => {
    const { id, billingEmail } = await newGroup(`Seat buyers ${Date.now()}`, managerA, { volumeDiscountPercent: 10 });
    const order = await api<SeatOrderCreated>('POST', `/groups/${id}/seat-orders`, {
      token: managerA.token,
      body: {
        courseId: course.courseId,
        seats: 4,
        payment: 'bank_transfer',
        poNumber: 'MCA/PO/2026/117',
      } satisfies SeatOrderBody,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const amount = PRICE * 100 * 4 * 0.9;
    expect(order.body.data).toMatchObject({ amount, status: 'awaiting_payment' });
    const orderId = order.body.data.orderId as string;
    await waitForMail(billingEmail, { filter: (mail) => mail.subject.startsWith('Proforma') });

    const proforma = await download(`/groups/${id}/seat-orders/${orderId}/proforma.pdf`, managerA.token);
    expect(proforma.status).toBe(200);
    expect(proforma.type).toBe('application/pdf');
    const text = await pdfText(proforma.body);
    expect(text).toContain('Proforma invoice — not a tax invoice');
    expect(text).toContain('MCA/PO/2026/117');
    expect(text).toContain('IFSC EXMP0000123');

    // Taxable value is amount ÷ 1.18; TDS may be at most 10 % of it.
    const taxable = Math.round((amount * 100) / 118);
    const tds = Math.floor(taxable / 10);
    const receipts = `/admin/groups/${id}/seat-orders/${orderId}/receipts`;
    const short = await api('POST', receipts, {
      token: admin,
      body: { utr: 'SBIN0000123456', amountReceived: amount - tds - 100, tdsAmount: tds, receivedOn: '2026-11-20' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({ path: 'amountReceived', msg: expect.stringMatching(/short/) });
    const tooMuchTds = await api('POST', receipts, {
      token: admin,
      body: { utr: 'SBIN0000123456', amountReceived: amount - tds - 100, tdsAmount: tds + 100, receivedOn: '2026-11-20' },
    });
    expect(tooMuchTds.status).toBe(400);
    expect(tooMuchTds.body.errors).toContainEqual({ path: 'tdsAmount', msg: expect.stringMatching(/at most 10 %/) });
    expect((await testDb().collection('seatReceipts').doc(orderId).get()).exists).toBe(false);
    expect((await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token })).body.data.seats).toEqual([]);

    const settled = await api<SeatOrderView>('POST', receipts, {
      token: admin,
      body: {
        utr: 'SBIN0000123456',
        amountReceived: amount - tds,
        tdsAmount: tds,
        receivedOn: '2026-11-20',
      } satisfies ReceiptBody,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    expect(settled.body.data).toMatchObject({ status: 'paid', receipt: { tdsPaise: tds, tdsSection: '194J' } });
    const again = await api('POST', receipts, {
      token: admin,
      body: { utr: 'SBIN0000999999', amountReceived: amount, receivedOn: '2026-11-21' } satisfies ReceiptBody,
    });
    expect(again.status).toBe(409);

    const group = await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token });
    expect(group.body.data.seats).toEqual([
      expect.objectContaining({ courseId: course.courseId, purchased: 4, used: 0, free: 4 }),
    ]);

    const invoiceId = settled.body.data.invoice!.id as string;
    const invoice = await api<Invoice>('GET', `/invoices/${invoiceId}`, { token: admin });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toMatchObject({
      buyer: {
        gstin: MAHARASHTRA_GSTIN,
        businessName: expect.stringContaining('(Registered Society)'),
        address: { ...GROUP_ADDRESS },
        state: { code: '27', name: 'Maharashtra' },
      },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      quantity: 4,
      unitPricePaise: PRICE * 100,
      poNumber: 'MCA/PO/2026/117',
      listPricePaise: PRICE * 100 * 4,
      discountPaise: PRICE * 100 * 4 * 0.1,
      tax: { totalPaise: amount, intraState: false, cgstPaise: 0, sgstPaise: 0 },
    });
    const paidMail = await waitForMail(billingEmail, { filter: (mail) => mail.subject.startsWith('Payment received') });
    expect(paidMail[0].text).toContain(invoice.body.data.number);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const gstr1 = await fetch(`${API_URL}/admin/invoices/gstr1.csv?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const row = (await gstr1.text()).split('\r\n').find((line) => line.startsWith(`${invoice.body.data.number},`));
    expect(row).toContain(MAHARASHTRA_GSTIN);
    expect(row).toContain('B2B');
  });

  it('refuses a bad order with the field at fault and stores nothing', async () => {
    const { id } = await newGroup(`Refused orders ${Date.now()}`, managerA);
    const orderOf = (body: Record<string, unknown>) =>
      api('POST', `/groups/${id}/seat-orders`, {
        token: managerA.token,
        body: { courseId: course.courseId, seats: 5, payment: 'bank_transfer', poNumber: 'PO-9', ...body },
      });
    for (const [body, path, message] of [
      [{ seats: 0 }, 'seats', /at least 1/],
      [{ seats: 1001 }, 'seats', /At most 1000/],
      [{ seats: 2.5 }, 'seats', /whole number/],
      [{ poNumber: '' }, 'poNumber', /purchase order number/],
      [{ payment: 'cheque' }, 'payment', /bank_transfer/],
    ] as [Record<string, unknown>, string, RegExp][]) {
      const res = await orderOf(body);
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, msg: expect.stringMatching(message) });
    }
    expect(await countWhere('seatOrders', 'groupId', id)).toBe(0);
  });

  it('an unpaid proforma past its date shows as expired and takes no receipt', async () => {
    const { id } = await newGroup(`Late payers ${Date.now()}`, managerA);
    const order = await api<SeatOrderCreated>('POST', `/groups/${id}/seat-orders`, {
      token: managerA.token,
      body: { courseId: course.courseId, seats: 2, payment: 'bank_transfer', poNumber: 'PO-LATE' } satisfies SeatOrderBody,
    });
    const orderId = order.body.data.orderId as string;
    await testDb()
      .collection('seatOrders')
      .doc(orderId)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const listed = await api<SeatOrderList>('GET', `/groups/${id}/seat-orders`, { token: managerA.token });
    expect(listed.body.data.orders).toEqual([expect.objectContaining({ id: orderId, status: 'expired', invoice: null })]);
    const late = await api('POST', `/admin/groups/${id}/seat-orders/${orderId}/receipts`, {
      token: admin,
      body: { utr: 'UTRLATE12345', amountReceived: order.body.data.amount, receivedOn: '2026-11-20' } satisfies ReceiptBody,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/expired/);
    expect((await testDb().collection('seatReceipts').doc(orderId).get()).exists).toBe(false);
    expect((await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token })).body.data.seats).toEqual([]);
  });
});

describe('invitations and claims', { timeout: 120_000 }, () => {
  it('mails a claim link; the invitee, signed in with that address and verified, claims a seat and is enrolled', async () => {
    const { id } = await newGroup(`Inviting association ${Date.now()}`, managerA);
    await paidSeats(id, managerA, 3);
    const invitee = await newLearner('invitee', { verified: true });
    const unverified = await newLearner('invitee-unverified');
    const invited = await api<InvitationsCreated>('POST', `/groups/${id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: [invitee.email, unverified.email] } satisfies InvitationBody,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.data.invitations.map((invitation: { email: string }) => invitation.email)).toEqual([
      invitee.email,
      unverified.email,
    ]);

    const token = await tokenMailedTo(invitee.email);
    expect((await testDb().collection('groupInvitations').where('tokenHash', '==', token).count().get()).data().count).toBe(0);
    const preview = await api<InvitationPreview>('GET', `/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      courseId: course.courseId,
      maskedEmail: `${invitee.email.slice(0, 2)}•••@${invitee.email.split('@')[1]}`,
    });
    expect(preview.body.data.maskedEmail).not.toContain(invitee.email.split('@')[0]);

    expect((await api('POST', `/invitations/${token}/claim`)).status).toBe(401);
    const someoneElse = await api('POST', `/invitations/${token}/claim`, { token: learner.token });
    expect(someoneElse.status).toBe(403);
    const unverifiedToken = await tokenMailedTo(unverified.email);
    const notProven = await api('POST', `/invitations/${unverifiedToken}/claim`, { token: unverified.token });
    expect(notProven.status).toBe(403);
    expect(notProven.body.message).toMatch(/confirm your email address/);

    const claimed = await api<ClaimResult>('POST', `/invitations/${token}/claim`, { token: invitee.token });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.data).toMatchObject({ courseId: course.courseId, groupId: id });
    const enrollments = await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token: invitee.token });
    expect(enrollments.body.data.enrollments.map((enrollment: { courseId: string }) => enrollment.courseId)).toContain(
      course.courseId,
    );
    expect((await testDb().collection('enrollments').doc(claimed.body.data.enrollmentId).get()).get('groupId')).toBe(id);
    expect((await api('POST', `/invitations/${token}/claim`, { token: invitee.token })).status).toBe(409);
    expect((await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token })).body.data.seats[0]).toMatchObject({
      purchased: 3,
      used: 1,
      free: 2,
    });

    const members = await api<MemberList>('GET', `/groups/${id}/members`, { token: managerA.token });
    expect(members.status).toBe(200);
    expect(members.body.data.members).toEqual([
      expect.objectContaining({
        email: invitee.email,
        name: invitee.user.name,
        courseId: course.courseId,
        progress: 0,
        completed: false,
        certificateId: null,
        checkpoints: [{ checkpointUid: 'c1', title: 'Checkpoint one', bestScore: null, passed: false }],
      }),
    ]);
    expect(JSON.stringify(members.body)).not.toMatch(/answers|correctAnswer/);
    const csv = await download(`/groups/${id}/members.csv`, managerA.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const lines = new TextDecoder()
      .decode(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Course,Progress (%),Completed,Checkpoint best scores,Certificate');
    expect(lines[1]).toContain(invitee.email);
  });

  it('re-sends with a new link, revokes, and refuses a bad list without sending anything', async () => {
    const { id } = await newGroup(`Revoking association ${Date.now()}`, managerA);
    await paidSeats(id, managerA, 1);
    const email = uniqueEmail('revoked');
    const invited = await api<InvitationsCreated>('POST', `/groups/${id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: [email] } satisfies InvitationBody,
    });
    const invitationId = invited.body.data.invitations[0].id as string;
    const first = await tokenMailedTo(email);

    const resent = await api<InvitationView>('POST', `/groups/${id}/invitations/${invitationId}/resend`, {
      token: managerA.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data.sentCount).toBe(2);
    const second = await tokenMailedTo(email, 2);
    expect(second).not.toBe(first);
    expect((await api('GET', `/invitations/${first}`)).status).toBe(404);
    expect((await api('GET', `/invitations/${second}`)).status).toBe(200);

    // Past its 30 days a link is as dead as an unknown one, until it is re-sent.
    await testDb()
      .collection('groupInvitations')
      .doc(invitationId)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api('GET', `/invitations/${second}`)).status).toBe(404);
    expect(
      (await api<InvitationList>('GET', `/groups/${id}/invitations`, { token: managerA.token })).body.data.invitations[0].status,
    ).toBe('expired');
    await testDb()
      .collection('groupInvitations')
      .doc(invitationId)
      .update({ expiresAt: new Date(Date.now() + 86_400_000) });

    const revoked = await api<InvitationView>('DELETE', `/groups/${id}/invitations/${invitationId}`, { token: managerA.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await api('GET', `/invitations/${second}`)).status).toBe(404);
    expect((await api('GET', '/invitations/not-a-token')).status).toBe(404);
    const list = await api<InvitationList>('GET', `/groups/${id}/invitations`, { token: managerA.token });
    expect(list.body.data.invitations).toEqual([expect.objectContaining({ id: invitationId, email, status: 'revoked' })]);

    const bad = uniqueEmail('bad-list');
    const refused = await api('POST', `/groups/${id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: [bad, 'not an address', bad] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ path: 'emails.1', msg: 'Please enter a valid email address' });
    const tooMany = await api('POST', `/groups/${id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: Array.from({ length: 501 }, (_, i) => `person${i}@example.org`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toContainEqual({ path: 'emails', msg: 'At most 500 addresses at a time' });
    expect(await countWhere('groupInvitations', 'email', bad)).toBe(0);
  });

  it('two claims on the last seat: exactly one enrols, the other hears there is no seat left', async () => {
    const { id } = await newGroup(`Last seat ${Date.now()}`, managerA);
    await paidSeats(id, managerA, 1);
    const [first, second] = await Promise.all([
      newLearner('last-seat-1', { verified: true }),
      newLearner('last-seat-2', { verified: true }),
    ]);
    await api('POST', `/groups/${id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: [first.email, second.email] } satisfies InvitationBody,
    });
    const tokens = await Promise.all([tokenMailedTo(first.email), tokenMailedTo(second.email)]);
    const results = await Promise.all([
      api('POST', `/invitations/${tokens[0]}/claim`, { token: first.token }),
      api('POST', `/invitations/${tokens[1]}/claim`, { token: second.token }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.status === 409)!.body.message).toBe('No seats left in this group for this course');
    expect(await countWhere('enrollments', 'groupId', id)).toBe(1);
    expect((await api<GroupView>('GET', `/groups/${id}`, { token: managerA.token })).body.data.seats[0]).toMatchObject({
      purchased: 1,
      used: 1,
      free: 0,
    });

    // Trying again finds no seat again, and the manager is told once, not once per try.
    const loser = results[0].status === 409 ? 0 : 1;
    const retried = await api('POST', `/invitations/${tokens[loser]}/claim`, { token: [first, second][loser].token });
    expect(retried.status).toBe(409);
    const told = await waitForMail(managerA.email, {
      filter: (mail) => mail.subject.startsWith('No seats left') && mail.text.includes(`/groups/${id}`),
    });
    expect(told).toHaveLength(1);
  });
});

describe('the members list, a page at a time', { timeout: 120_000 }, () => {
  /** Seats held in the group, written as a claim leaves them (their holders need not exist to be listed). */
  async function holdSeats(groupId: string, courseId: string, count: number, tag: string): Promise<string[]> {
    const uids = Array.from({ length: count }, (_, i) => `members-page-${tag}-${String(i).padStart(4, '0')}`);
    await writeHeldSeats(groupId, courseId, uids);
    return uids;
  }
  const page = (groupId: string, query = '') =>
    api<MemberList>('GET', `/groups/${groupId}/members${query}`, { token: managerA.token });

  it("pages by cursor: one page's reads stay the same however many hold seats, and the CSV holds everyone", async () => {
    const { id } = await newGroup(`Paged association ${Date.now()}`, managerA);
    const first = await holdSeats(id, course.courseId, 15, 'a');
    await testDb().collection('seatAssignments').doc(`${id}_${course.courseId}_${first[3]}`).update({ released: true });

    const one = await page(id);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data.members).toHaveLength(10);
    expect(one.body.data.total).toBe(14);
    const two = await page(id, `?cursor=${encodeURIComponent(one.body.data.nextCursor!)}`);
    expect(two.body.data.members).toHaveLength(4);
    expect(two.body.data.nextCursor).toBeNull();
    const listed = [...one.body.data.members, ...two.body.data.members].map((member: { uid: string }) => member.uid);
    expect(listed).toEqual(first.filter((uid) => uid !== first[3]));

    // 486 more seats, 500 in all: the first page reads exactly what it read at 14.
    await holdSeats(id, course.courseId, 486, 'b');
    const large = await page(id);
    expect(large.body.data.total).toBe(500);
    expect(large.body.data.members).toHaveLength(10);
    expect(readsOf(large)).toBe(readsOf(one));
    expect(readsOf(large)).toBeLessThan(50);
    // One course's holders, up to 100 at once (a cohort's member picker).
    const picker = await page(id, `?courseId=${course.courseId}&limit=100`);
    expect(picker.body.data.members).toHaveLength(100);
    expect((await page(id, '?courseId=another-course')).body.data).toEqual({ members: [], total: 0, nextCursor: null });

    const csv = await download(`/groups/${id}/members.csv`, managerA.token);
    expect(csv.status).toBe(200);
    const lines = new TextDecoder()
      .decode(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(501);
    expect(lines.filter((line) => line.includes(`${first[3]}@`))).toEqual([]);
  });

  it('refuses a bad page with a clear 400', async () => {
    const { id } = await newGroup(`Paging refusals ${Date.now()}`, managerA);
    for (const query of [
      `?cursor=${'x'.repeat(300)}`,
      '?cursor=a%2Fb',
      '?courseId=a%2Fb',
      '?limit=101',
      '?limit=0',
      '?limit=ten',
      '?page=2',
    ]) {
      const refused = await page(id, query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.success, query).toBe(false);
    }
  });
});

describe('who may touch a group', { timeout: 90_000 }, () => {
  it('a manager of another group, a learner and a stranger get nothing of group A; a learner no admin route', async () => {
    const a = await newGroup(`Group A ${Date.now()}`, managerA);
    const orderId = await paidSeats(a.id, managerA, 1);
    await newGroup(`Group B ${Date.now()}`, managerB);
    const invited = await api<InvitationsCreated>('POST', `/groups/${a.id}/invitations`, {
      token: managerA.token,
      body: { courseId: course.courseId, emails: [uniqueEmail('scoped')] } satisfies InvitationBody,
    });
    const invitationId = invited.body.data.invitations[0].id as string;
    const before = await api('GET', `/groups/${a.id}/invitations`, { token: managerA.token });

    const groupRoutes: [string, string, unknown?][] = [
      ['GET', `/groups/${a.id}`],
      [
        'POST',
        `/groups/${a.id}/seat-orders`,
        { courseId: course.courseId, seats: 1, payment: 'bank_transfer', poNumber: 'PO-X' } satisfies SeatOrderBody,
      ],
      ['GET', `/groups/${a.id}/seat-orders`],
      ['GET', `/groups/${a.id}/seat-orders/${orderId}/proforma.pdf`],
      [
        'POST',
        `/groups/${a.id}/invitations`,
        { courseId: course.courseId, emails: [uniqueEmail('intruder')] } satisfies InvitationBody,
      ],
      ['GET', `/groups/${a.id}/invitations`],
      ['POST', `/groups/${a.id}/invitations/${invitationId}/resend`],
      ['DELETE', `/groups/${a.id}/invitations/${invitationId}`],
      ['GET', `/groups/${a.id}/members`],
      ['GET', `/groups/${a.id}/members.csv`],
      [
        'POST',
        `/groups/${a.id}/seats/${a.id}_${course.courseId}_${managerA.uid}/reassign`,
        { email: uniqueEmail('taker') } satisfies z.input<typeof ReassignInputSchema>,
      ],
    ];
    for (const [method, path, body] of groupRoutes) {
      for (const [who, token] of [
        ['manager of B', managerB.token],
        ['learner', learner.token],
      ] as const) {
        const res = await api(method, path, { token, body });
        expect(res.status, `${who} ${method} ${path}`).toBe(404);
        expect(res.body.message, `${who} ${method} ${path}`).toBe('Group not found');
      }
      expect((await api(method, path, { body })).status, `anonymous ${method} ${path}`).toBe(401);
    }
    // An id that does not exist answers exactly as one that is not yours.
    expect((await api('GET', '/groups/no-such-group', { token: managerB.token })).body).toEqual(
      (await api('GET', `/groups/${a.id}`, { token: managerB.token })).body,
    );
    expect(
      (await api<MyGroups>('GET', '/groups', { token: managerB.token })).body.data.groups.map(
        (group: { id: string }) => group.id,
      ),
    ).not.toContain(a.id);

    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/admin/groups'],
      ['POST', '/admin/groups', groupBody('Intruders')],
      ['GET', `/admin/groups/${a.id}`],
      ['PUT', `/admin/groups/${a.id}`, groupBody('Intruders')],
      ['POST', `/admin/groups/${a.id}/managers`, { email: managerB.email } satisfies ManagerBody],
      ['DELETE', `/admin/groups/${a.id}/managers/${managerA.uid}`],
      [
        'POST',
        `/admin/groups/${a.id}/seat-orders/${orderId}/receipts`,
        { utr: 'UTR123456', amountReceived: 100, receivedOn: '2026-11-20' } satisfies ReceiptBody,
      ],
    ];
    for (const [method, path, body] of adminRoutes) {
      expect((await api(method, path, { token: managerA.token, body })).status, `manager ${method} ${path}`).toBe(403);
      expect((await api(method, path, { token: learner.token, body })).status, `learner ${method} ${path}`).toBe(403);
      expect((await api(method, path, { body })).status, `anonymous ${method} ${path}`).toBe(401);
    }

    // Nothing of group A changed.
    expect(await countWhere('seatOrders', 'groupId', a.id)).toBe(1);
    expect((await api('GET', `/groups/${a.id}/invitations`, { token: managerA.token })).body).toEqual(before.body);
    expect(
      (await api<AdminGroupView>('GET', `/admin/groups/${a.id}`, { token: admin })).body.data.managers.map(
        (m: { uid: string }) => m.uid,
      ),
    ).toEqual([managerA.uid]);
    // An admin passes the manager's guard.
    expect((await api('GET', `/groups/${a.id}/members`, { token: admin })).status).toBe(200);
  });
});

describe('the demo group', { timeout: 60_000 }, () => {
  it('is seeded: its manager has 10 paid seats of the Video Analyst course, 3 claimed by learners with progress, and one tax invoice', async () => {
    const session = await login('manager@cricket.test', 'Manager@12345');
    const [group] = session.user.memberships!.managerOf;
    expect(group.name).toBe('Deccan State Cricket Association');
    const seen = await api<GroupView>('GET', `/groups/${group.id}`, { token: session.token });
    expect(seen.body.data.gstin?.slice(0, 2)).not.toBe('29');
    expect(seen.body.data.seats).toEqual([
      expect.objectContaining({ courseId: 'certified-cricket-video-analyst', purchased: 10, used: 3, free: 7 }),
    ]);
    const members = await api<MemberList>('GET', `/groups/${group.id}/members`, { token: session.token });
    expect(members.body.data.members).toHaveLength(3);
    expect(members.body.data.members.some((member: { progress: number }) => member.progress > 0)).toBe(true);

    const orders = await api<SeatOrderList>('GET', `/groups/${group.id}/seat-orders`, { token: session.token });
    const [order] = orders.body.data.orders;
    expect(order).toMatchObject({ seats: 10, status: 'paid', poNumber: 'DSCA/PO/2026/014', receipt: { tdsSection: '194J' } });
    const invoice = await api<Invoice>('GET', `/invoices/${order.invoice!.id}`, { token: session.token });
    expect(invoice.body.data).toMatchObject({
      quantity: 10,
      poNumber: 'DSCA/PO/2026/014',
      buyer: { gstin: seen.body.data.gstin },
    });
  });
});
