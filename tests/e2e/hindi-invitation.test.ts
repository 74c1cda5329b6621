import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  loginAs,
  openPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';
import { createGroup, paidBankSeats } from '../support/groups';
import { api } from '../support/http';
import { MAILDEV_URL, waitForMail } from '../support/mail';
import { adminToken, newLearner } from '../support/sessions';

/** The demo's course with a Hindi version (emulator-data/courses.json). */
const DRS = { courseId: 'drs-operations-fundamentals', hindiTitle: 'डीआरएस संचालन की बुनियाद', english: 'DRS Operations Fundamentals' };

/** A group's invitee whose account reads Hindi, invited by a new manager: the mail's claim link, as MailDev shows it. */
async function hindiInvitation(groupName: string) {
  const admin = await adminToken();
  const manager = await newLearner('hi-invite-manager', { verified: true });
  const group = await createGroup(admin, manager.email, groupName);
  await paidBankSeats({ admin, manager: manager.token }, group.id, DRS.courseId, 1);
  const invitee = await newLearner('hi-invitee', { verified: true });
  const language = await api('PUT', '/users/profile/language', { token: invitee.token, body: { language: 'hi' } });
  expect(language.status).toBe(200);
  const invited = await api('POST', `/groups/${group.id}/invitations`, {
    token: manager.token,
    body: { courseId: DRS.courseId, emails: [invitee.email] },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await waitForMail(invitee.email, { filter: (m) => m.subject.includes('के पास आपके लिए एक सीट है') });
  return { invitee, mailId: mail.id };
}

/*
 * The claim page in Hindi (issue 37): a Hindi reader's invitation mail leads to /hi/invitations/…,
 * which says in Hindi what the seat is, names the course in Hindi, and claims it into the Hindi
 * course view; signed out, it asks them in Hindi to log in or join.
 */
describe.skipIf(browserSkipReason !== null)('a group’s invitation in Hindi', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a desktop, the mail’s link opens the Hindi claim page, and accepting opens the course in Hindi', async () => {
    const groupName = `उत्तर प्रदेश अंपायर संघ ${Date.now().toString(36)}`;
    const { invitee, mailId } = await hindiInvitation(groupName);
    const { page, context } = await openPage(browser, { viewport: DESKTOP, session: await loginAs({ email: invitee.email }) });
    await page.goto(`${MAILDEV_URL}/email/${mailId}/html`);
    await page.getByRole('link', { name: 'मेरी सीट लें' }).click();
    await page.waitForURL(new RegExp(`^${SITE_URL}/hi/invitations/[\\w-]{43}$`));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: `${groupName} के पास आपके लिए एक सीट है` }).waitFor();
    await page.getByRole('heading', { level: 2, name: DRS.hindiTitle }).waitFor();
    await page.getByText('भुगतान करने वाला').waitFor();
    expect(await page.getByText(DRS.english).count()).toBe(0);
    expect(await page.getByText('Accept and start').count()).toBe(0);
    await screenshotForReview(page, 'hindi-invitation-signed-in');
    const claimPage = page.url();

    await page.getByRole('button', { name: 'स्वीकार करें और शुरू करें' }).click();
    await page.waitForURL(`${SITE_URL}/hi/user/courses/${DRS.courseId}`);
    await page.getByRole('heading', { name: DRS.hindiTitle }).first().waitFor();

    // The link is spent: its page says so in Hindi.
    await page.goto(claimPage);
    await page.getByText('इस निमंत्रण से एक सीट पहले ही ली जा चुकी है').waitFor();
    await context.close();
  });

  it('on a phone, signed out, the claim page asks in Hindi to log in or join with the invited address', async () => {
    const { mailId } = await hindiInvitation(`बिहार क्रिकेट अकादमी ${Date.now().toString(36)}`);
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${MAILDEV_URL}/email/${mailId}/html`);
    const link = (await page.getByRole('link', { name: 'मेरी सीट लें' }).getAttribute('href')) ?? '';
    expect(link.startsWith(`${SITE_URL}/hi/invitations/`)).toBe(true);
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 2, name: DRS.hindiTitle }).waitFor();
    await page.getByText('जिस पते पर निमंत्रण आया है, उसी से लॉग इन करें').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'लॉग इन' }).waitFor();
    await main.getByRole('link', { name: 'हमसे जुड़ें' }).waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await screenshotForReview(page, 'hindi-invitation-signed-out');
    await context.close();
  });
});
