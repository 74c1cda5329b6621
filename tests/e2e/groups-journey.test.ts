import { readFile } from 'node:fs/promises';

import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { a11yChecker } from '../support/axe';
import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL, uniqueEmail } from '../support/env';
import { writeHeldSeats } from '../support/groups';
import { MAILDEV_URL, waitForMail } from '../support/mail';
import { newAdmin, newLearner } from '../support/sessions';

/*
 * Groups in the browser (issue 32): an admin makes a group and its manager; the manager buys
 * seats through the sandbox's Razorpay Checkout (closing it once, then a declined card, then, the
 * form closed, UPI from the orders table's 'Pay now') and sees them ready once the webhook has settled the order, then orders more against a PO and
 * gets the proforma; the admin records the bank receipt net of TDS; the manager, on a phone, invites people (a bad row fixed first); an invitee claims from
 * the mail in MailDev, registering and confirming the address on the way, and lands on the course;
 * the manager sees them among the members (a page at a time), downloads the CSV of all of them,
 * and finds them by typing a word of their name.
 */

const STEP_TIMEOUT = 120_000;
const PRICE = 4999;
/** Seats of each order: one paid through Checkout, one by bank transfer. */
const SEATS = 5;
/** 5 seats at ₹4,999 including 18 % GST: ₹24,995, of which ₹21,182.20 is taxable; TDS may be up to 10 % of that. */
const TDS_RUPEES = 1000;
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

async function pdfOf(download: Download): Promise<string> {
  return (await readFile(await download.path())).subarray(0, 5).toString('latin1');
}

describe.skipIf(browserSkipReason !== null)('a group buys seats for its people', () => {
  let browser: Browser;
  let adminSession: string;
  let managerSession: string;
  let manager: Awaited<ReturnType<typeof newLearner>>;
  let courseId: string;
  let courseTitle: string;
  let groupId: string;
  const suffix = Date.now().toString(36);
  const groupName = `Konkan Cricket Association ${suffix}`;
  const invitee = uniqueEmail('e2e-group-invitee');
  const revoked = uniqueEmail('e2e-group-revoked');
  /** Invited and left unclaimed, so its page can be checked as a signed-out visitor sees it. */
  const pending = uniqueEmail('e2e-group-pending');

  /** The claim link of the newest invitation mail to `email`, as its MailDev page shows it. */
  async function openClaimMail(page: Page, email: string) {
    const mails = await waitForMail(email, { filter: (mail) => mail.subject.includes('has a seat for you') });
    await page.goto(`${MAILDEV_URL}/email/${mails[mails.length - 1].id}/html`);
    const link = page.getByRole('link', { name: 'Claim my seat' });
    return (await link.getAttribute('href')) ?? '';
  }

  beforeAll(async () => {
    const admin = await newAdmin('e2e-groups-admin');
    adminSession = await loginAs(admin);
    manager = await newLearner('e2e-group-manager', { verified: true });
    ({ courseId } = await createCourseFixture({ price: PRICE }));
    courseTitle = `Umpiring Level 1 ${suffix}`;
    await testDb().collection('courses').doc(courseId).update({ title: courseTitle });
    browser = await launchBrowser();
  }, STEP_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'an admin creates a group, its GSTIN checked on the field as the server checks it, and makes an account its manager',
    async () => {
      const { page, context } = await openPage(browser, { session: adminSession });
      await page.goto(`${SITE_URL}/admin/dashboard`);
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Groups' }).click();
      await page.getByRole('heading', { name: 'Groups', level: 2 }).waitFor();
      await page.getByRole('link', { name: 'Add Group' }).click();
      const form = page.getByRole('form', { name: 'Add group' });
      await form.waitFor();

      await form.getByLabel('Name *', { exact: true }).fill(groupName);
      await form.getByLabel('Legal name *').fill(`${groupName} (Registered Society)`);
      await form.getByLabel('Address *').fill('Shivaji Park Gymkhana, Dadar');
      await form.getByLabel('City *').fill('Mumbai');
      await form.getByLabel('PIN code *').fill('400028');
      await form.getByLabel('State *').selectOption('27');
      await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
      await form.getByLabel('Billing email *').fill(uniqueEmail('e2e-group-billing'));
      await form.getByLabel('Volume discount (%)').fill('10');
      await form.getByRole('button', { name: 'Create Group' }).click();
      await form.getByText(/check character does not match/).waitFor();
      await screenshotForReview(page, 'groups-add-form');

      await form.getByLabel('GSTIN').fill(MAHARASHTRA_GSTIN);
      await form.getByRole('button', { name: 'Create Group' }).click();
      await page.waitForURL((url) => /^\/admin\/groups\/(?!add$)[^/]+$/.test(url.pathname));
      groupId = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { name: groupName, level: 2 }).waitFor();

      const managers = page.getByRole('form', { name: 'Add manager' });
      await managers.getByLabel("Manager's email").fill(manager.email);
      await managers.getByRole('button', { name: 'Add manager' }).click();
      await page.getByRole('list', { name: 'Managers' }).getByText(manager.email).waitFor();

      await page.goto(`${SITE_URL}/admin/groups?search=${encodeURIComponent(groupName.toLowerCase())}`);
      await page.getByRole('table', { name: 'Groups' }).getByRole('link', { name: groupName }).waitFor();
      await screenshotForReview(page, 'groups-list');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the manager opens the group from the account menu, pays for seats through Checkout, and orders more against a PO, getting the proforma PDF',
    async () => {
      managerSession = await loginAs(manager);
      const { page, context } = await openPage(browser, { session: managerSession });
      await page.goto(`${SITE_URL}/`);
      await page.getByRole('button', { name: `Account menu for ${manager.user.name}` }).click();
      await page.getByRole('menuitem', { name: 'Your group' }).click();
      await page.waitForURL(`${SITE_URL}/groups/${groupId}`);
      await page.getByRole('heading', { name: groupName, level: 1 }).waitFor();
      await page.getByText('No seats yet.').waitFor();

      await page.getByRole('button', { name: 'Buy seats' }).click();
      const order = page.getByRole('form', { name: 'Buy seats' });
      await order.getByLabel('Course').selectOption(courseId);
      await order.getByLabel('Seats').fill('0');
      await order.getByRole('button', { name: 'Continue to payment' }).click();
      await order.getByText('Buy at least 1 seat').waitFor();
      await order.getByLabel('Seats').fill(String(SEATS));
      await screenshotForReview(page, 'group-buy-seats');
      // Pay now needs no PO number: Checkout opens for the server's price.
      await order.getByRole('button', { name: 'Continue to payment' }).click();
      const sheet = page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('dialog', { name: 'CricVision Academy' });
      const pay = sheet.getByRole('button', { name: /^Pay ₹22,495\.50?$/ });
      await sheet.getByRole('button', { name: 'Close checkout' }).click();
      const unpaid = page.getByRole('status').filter({ hasText: 'Checkout closed: the order is awaiting payment' });
      await unpaid.waitFor();
      const orders = page.getByRole('table', { name: 'Seat orders' });
      await orders.getByRole('row').filter({ hasText: courseTitle }).getByText('Awaiting payment').waitFor();
      await screenshotForReview(page, 'group-checkout-closed');

      await unpaid.getByRole('button', { name: 'Pay now' }).click();
      await sheet.getByRole('button', { name: /^Card/ }).click();
      await sheet.getByRole('button', { name: 'Simulate a failed payment' }).click();
      const reason = (await sheet.getByRole('alert').textContent()) ?? '';
      expect(reason).not.toBe('');
      await sheet.getByRole('button', { name: 'Close checkout' }).click();
      const failed = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
      await failed.getByText(reason).waitFor();
      await screenshotForReview(page, 'group-checkout-failed');

      // The form closed, the unpaid order is paid from the orders table: the same order, Checkout again.
      await failed.getByRole('button', { name: 'Done' }).click();
      await failed.waitFor({ state: 'detached' });
      const payAgain = orders.getByRole('row').filter({ hasText: courseTitle }).getByRole('button', { name: 'Pay now' });
      await payAgain.waitFor();
      await screenshotForReview(page, 'group-orders-pay-now');
      await page.setViewportSize(PHONE);
      await screenshotForReview(page, 'group-orders-pay-now');
      await page.setViewportSize(DESKTOP);
      await payAgain.click();
      await sheet.getByRole('button', { name: /^UPI/ }).click();
      await pay.click();
      // The seats come with the signed webhook, not with Checkout's handler.
      await page
        .getByRole('status')
        .filter({ hasText: `Payment received: ${SEATS} seats of ${courseTitle} are ready to assign` })
        .waitFor();
      await page.getByRole('list', { name: 'Seats by course' }).getByText(`Purchased ${SEATS}`).waitFor();
      const paidRow = orders.getByRole('row').filter({ hasText: courseTitle });
      await paidRow.getByText('Paid', { exact: true }).waitFor();
      expect(await paidRow.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
      await screenshotForReview(page, 'group-checkout-paid');
      await page.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('button', { name: 'Buy seats' }).click();
      await order.getByLabel('Course').selectOption(courseId);
      await order.getByLabel('Seats').fill(String(SEATS));
      await order.getByLabel('Bank transfer against a proforma').check();
      await order.getByRole('button', { name: 'Place order' }).click();
      await order.getByText('A bank transfer needs your purchase order number').waitFor();
      await order.getByLabel('Purchase order number').fill(`KCA/PO/${suffix}`);
      await order.getByRole('button', { name: 'Place order' }).click();

      const placed = page.getByRole('status').filter({ hasText: 'Order placed: pay by bank transfer' });
      await placed.waitFor();
      // 5 × ₹4,999 less the group's 10 %: the server's price, not the page's.
      await placed.getByText(/₹22,495\.50?/).waitFor();
      await screenshotForReview(page, 'group-order-placed');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        placed.getByRole('button', { name: 'Download proforma (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^proforma-PF-.+\.pdf$/);
      expect(await pdfOf(download)).toBe('%PDF-');

      await orders
        .getByRole('row')
        .filter({ hasText: `KCA/PO/${suffix}` })
        .getByText('Awaiting payment')
        .waitFor();
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the admin records the bank receipt net of TDS: the order is paid, its tax invoice issued, its seats free',
    async () => {
      const { page, context } = await openPage(browser, { session: adminSession });
      await page.goto(`${SITE_URL}/admin/groups/${groupId}`);
      const row = page
        .getByRole('table', { name: 'Seat orders' })
        .getByRole('row')
        .filter({ hasText: `KCA/PO/${suffix}` });
      await row.getByRole('button', { name: 'Record receipt' }).click();
      const receipt = page.getByRole('form', { name: 'Record receipt' });
      await receipt.getByLabel('UTR number *').fill(`SBIN${suffix.toUpperCase()}42`);
      await receipt.getByLabel('TDS deducted (₹)').fill(String(TDS_RUPEES));
      // The amount due less nothing: short by the TDS, which the server refuses.
      await receipt.getByRole('button', { name: 'Record payment' }).click();
      await receipt.getByText(/Received plus TDS is 100000 paise more than the order/).waitFor();
      await receipt.getByLabel('Amount received (₹) *').fill(String(22495.5 - TDS_RUPEES));
      await screenshotForReview(page, 'group-record-receipt');
      await receipt.getByRole('button', { name: 'Record payment' }).click();
      await page.getByText('Payment recorded; the seats are available').first().waitFor();
      await row.getByText('Paid', { exact: true }).waitFor();
      await row.getByRole('link', { name: /^Tax invoice / }).waitFor();
      await page
        .getByRole('list', { name: 'Seats by course' })
        .getByText(`Purchased ${2 * SEATS}`)
        .waitFor();
      await screenshotForReview(page, 'admin-group-page');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'on a phone the manager invites people, the preview naming a bad row until it is fixed, and revokes one invitation',
    async () => {
      const { page, context } = await openPage(browser, { session: managerSession, viewport: PHONE });
      await page.goto(`${SITE_URL}/`);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Your group' }).click();
      await page.waitForURL(`${SITE_URL}/groups/${groupId}`);
      await page
        .getByRole('list', { name: 'Seats by course' })
        .getByText(`${2 * SEATS}`, { exact: true })
        .waitFor();
      await page.getByRole('button', { name: 'Invite people' }).click();
      const form = page.getByRole('form', { name: 'Invite people' });
      await form.getByLabel('Course').selectOption(courseId);
      await form.getByLabel('Email addresses').fill(`${invitee}\nnot-an-address\n${revoked}, ${invitee.toUpperCase()}`);
      const toFix = form.getByRole('list', { name: 'Rows to fix' });
      await toFix.getByText('not-an-address').waitFor();
      await toFix.getByText('Already in the list above').waitFor();
      expect(await form.getByRole('button', { name: 'Send invitations' }).isDisabled()).toBe(true);
      await screenshotForReview(page, 'group-invite-preview');

      await form.getByLabel('Email addresses').fill(`${invitee}\n${revoked}, ${pending}`);
      await form.getByText('3 addresses ready').waitFor();
      await form.getByRole('button', { name: 'Send invitations' }).click();
      await page.getByText('3 invitations sent').first().waitFor();

      const invitations = page.getByRole('table', { name: 'Invitations' });
      await invitations.getByText(invitee).waitFor();
      await page.getByRole('button', { name: `Revoke the invitation to ${revoked}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('Invitation revoked').first().waitFor();
      await invitations.getByRole('row').filter({ hasText: revoked }).getByText('Revoked', { exact: true }).waitFor();
      await screenshotForReview(page, 'group-home');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the invitee opens the link in the mail, joins with the invited address, confirms it and accepts: the course opens',
    async () => {
      const { page, context } = await openPage(browser);
      const revokedLink = await openClaimMail(page, revoked);
      await page.goto(revokedLink);
      await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
      await page.getByText('This invitation is not valid: it may have expired or been revoked.').waitFor();
      await screenshotForReview(page, 'invitation-gone');

      const link = await openClaimMail(page, invitee);
      expect(link.startsWith(`${SITE_URL}/invitations/`)).toBe(true);
      await page.getByRole('link', { name: 'Claim my seat' }).click();
      await page.getByRole('heading', { name: `${groupName} has a seat for you`, level: 1 }).waitFor();
      await page.getByRole('heading', { name: courseTitle }).waitFor();
      await page.getByText(`${invitee.slice(0, 2)}•••@`).waitFor();
      await screenshotForReview(page, 'invitation-signed-out');

      await page.getByRole('main').getByRole('link', { name: 'Join Us' }).click();
      const join = page.getByRole('tabpanel', { name: 'Register' });
      await join.getByLabel('Full name').fill('Invited Umpire');
      await join.getByLabel('Email').fill(invitee);
      await join.getByLabel('Password', { exact: true }).fill('secret123');
      await join.getByLabel('Confirm password').fill('secret123');
      await join.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(link);

      await page.getByRole('button', { name: 'Accept and start' }).click();
      await page.getByText('Please confirm your email address first').waitFor();
      await page.getByRole('button', { name: 'Resend link' }).waitFor();
      await screenshotForReview(page, 'invitation-unverified');

      const [confirm] = await waitForMail(invitee, {
        filter: (mail) => mail.subject === 'Confirm your CricVision email address',
      });
      await page.goto(`${MAILDEV_URL}/email/${confirm.id}/html`);
      await page.getByRole('link', { name: 'Confirm my email' }).click();
      await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();

      await page.goto(link);
      await page.getByRole('button', { name: 'Accept and start' }).click();
      await page.waitForURL(`${SITE_URL}/user/courses/${courseId}`);
      await page.getByRole('heading', { name: courseTitle }).first().waitFor();

      await page.goto(link);
      await page.getByText('This invitation has already been used to claim a seat').waitFor();
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the manager sees the new member with their progress and downloads the CSV; the back-office stays closed to them',
    async () => {
      // Eleven more seat holders, listed after the invitee (in the order of their enrolments' ids): two pages.
      const holders = Array.from({ length: 11 }, (_, i) => `zz-e2e-holder-${suffix}-${String(i).padStart(2, '0')}`);
      await writeHeldSeats(groupId, courseId, holders);
      const { page, context } = await openPage(browser, { session: managerSession, viewport: DESKTOP });
      await page.goto(`${SITE_URL}/groups/${groupId}`);
      const membersPages = page.getByRole('navigation', { name: 'Members pages' });
      await membersPages.getByText('Page 1 of 2').waitFor();
      const member = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: invitee });
      await member.getByText('Invited Umpire').waitFor();
      await member.getByText('0%', { exact: true }).waitFor();
      await page
        .getByRole('table', { name: 'Invitations' })
        .getByRole('row')
        .filter({ hasText: invitee })
        .getByText('Claimed')
        .waitFor();
      await page.getByRole('list', { name: 'Seats by course' }).getByText('Used 1').waitFor();
      await screenshotForReview(page, 'group-home-member');
      await membersPages.getByRole('button', { name: 'Next page' }).click();
      await membersPages.getByText('Page 2 of 2').waitFor();
      await page.getByRole('table', { name: 'Members' }).getByText(`zz-e2e-holder-${suffix}-10@example.org`).waitFor();
      expect(await page.getByRole('table', { name: 'Members' }).getByText(invitee).count()).toBe(0);
      await screenshotForReview(page, 'group-members-page-2');
      await page.setViewportSize(PHONE);
      await screenshotForReview(page, 'group-members-page-2');
      await page.setViewportSize(DESKTOP);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      // Every member, not a page of them.
      expect(csv.trim().split('\r\n')).toHaveLength(13);
      expect(csv).toContain(invitee);
      expect(csv).toContain(courseTitle);

      // Typing a word of a name narrows the list once typing pauses, back to its first page; the search stays in the address.
      const members = page.getByRole('table', { name: 'Members' });
      const search = page.getByRole('textbox', { name: 'Search members' });
      await search.pressSequentially('UMPI', { delay: 40 });
      await page.waitForURL(`${SITE_URL}/groups/${groupId}?members=UMPI`);
      await membersPages.waitFor({ state: 'detached' });
      await members.getByText('Invited Umpire').waitFor();
      await expect.poll(() => members.getByRole('row').count()).toBe(2);
      await screenshotForReview(page, 'group-members-search');
      await page.reload();
      await members.getByText('Invited Umpire').waitFor();
      expect(await search.inputValue()).toBe('UMPI');
      expect(await members.getByRole('row').count()).toBe(2);
      await search.fill('zz-nobody');
      await page.getByText('No member matches “zz-nobody”').waitFor();
      await search.fill('');
      await membersPages.getByText('Page 1 of 2').waitFor();

      await page.goto(`${SITE_URL}/admin/groups/${groupId}`);
      await page.waitForURL(`${SITE_URL}/`);
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the manager returns an unused seat paid by bank transfer; the admin records our transfer, less the TDS, and the credit note follows',
    async () => {
      const manager = await openPage(browser, { session: managerSession });
      await manager.page.goto(`${SITE_URL}/groups/${groupId}`);
      const bankRow = (page: Page) =>
        page
          .getByRole('table', { name: 'Seat orders' })
          .getByRole('row')
          .filter({ hasText: `KCA/PO/${suffix}` });
      await bankRow(manager.page)
        .getByRole('button', { name: `Return unused seats of ${courseTitle}` })
        .click();
      const dialog = manager.page.getByRole('dialog', { name: 'Return unused seats' });
      await dialog.getByLabel('Seats to return').fill('1');
      // One fifth of the order and of the ₹1,000 TDS, which the association reclaims from the tax department.
      await dialog.getByText(/^Refund: ₹[\d,.]+ by bank transfer, that is ₹[\d,.]+ \(GST included\) less the ₹200 TDS/).waitFor();
      await screenshotForReview(manager.page, 'group-return-bank-seats');
      await dialog.getByRole('button', { name: 'Return seats' }).click();
      await bankRow(manager.page)
        .getByText(/1 seat returned: ₹[\d,.]+ to be transferred to you/)
        .waitFor();
      await manager.context.close();

      const admin = await openPage(browser, { session: adminSession });
      await admin.page.goto(`${SITE_URL}/admin/groups/${groupId}`);
      await bankRow(admin.page).getByRole('button', { name: 'Record refund transfer' }).click();
      const transfer = admin.page.getByRole('form', { name: 'Record refund transfer' });
      await transfer.getByText('less the ₹200 TDS the group deducted', { exact: false }).waitFor();
      await transfer.getByLabel('UTR of our transfer *').fill(`NEFTOUT${suffix.toUpperCase()}`);
      await screenshotForReview(admin.page, 'admin-record-refund-transfer');
      await transfer.getByRole('button', { name: 'Record transfer' }).click();
      await admin.page.getByText('Transfer recorded; the credit note is issued').first().waitFor();
      await bankRow(admin.page)
        .getByRole('link', { name: /^Credit note / })
        .waitFor();
      await admin.context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the new screens have no serious accessibility violations at desktop and phone width',
    async () => {
      const found: Record<string, unknown> = {};
      const admin = await a11yChecker(browser, { session: adminSession });
      try {
        Object.assign(
          found,
          await admin.check('/admin/groups', async (page) => {
            await page.getByRole('table', { name: 'Groups' }).getByRole('link').first().waitFor();
            await screenshotForReview(page, 'a11y-groups-list');
          }),
          await admin.check('/admin/groups/add', async (page) => {
            await page.getByRole('form', { name: 'Add group' }).waitFor();
            await screenshotForReview(page, 'a11y-groups-add');
          }),
          await admin.check(`/admin/groups/${groupId}`, async (page) => {
            await page.getByRole('table', { name: 'Members' }).waitFor();
            await screenshotForReview(page, 'a11y-admin-group');
          }),
        );
      } finally {
        await admin.close();
      }
      const managerPages = await a11yChecker(browser, { session: managerSession });
      try {
        Object.assign(
          found,
          await managerPages.check(
            `/groups/${groupId}`,
            async (page) => {
              await page.getByRole('table', { name: 'Members' }).waitFor();
              await page.getByRole('button', { name: 'Buy seats' }).click();
              await page.getByRole('form', { name: 'Buy seats' }).waitFor();
              await screenshotForReview(page, 'a11y-group-home-buy');
            },
            'group home with Buy seats open',
          ),
        );
      } finally {
        await managerPages.close();
      }
      const { page, context } = await openPage(browser);
      const links = { pending: await openClaimMail(page, pending), revoked: await openClaimMail(page, revoked) };
      await context.close();
      const visitor = await a11yChecker(browser);
      try {
        Object.assign(
          found,
          await visitor.check(new URL(links.pending).pathname, async (opened) => {
            await opened.getByRole('main').getByRole('link', { name: 'Join Us' }).waitFor();
            await screenshotForReview(opened, 'a11y-invitation');
          }),
          await visitor.check(new URL(links.revoked).pathname, async (opened) => {
            await opened.getByRole('heading', { name: 'This link no longer works' }).waitFor();
            await screenshotForReview(opened, 'a11y-invitation-gone');
          }),
        );
      } finally {
        await visitor.close();
      }
      expect(found).toEqual({});
    },
    STEP_TIMEOUT,
  );
});
