import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContactMessage } from '../../functions/src/contract';
import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { SITE_URL, uniqueEmail } from '../support/env';
import { api } from '../support/http';
import { linkIn, waitForMail } from '../support/mail';
import { newAdmin } from '../support/sessions';

const COMPANY_INBOX = 'support@cricvision.in';

/** The company's notification of a contact message links to that message in the back-office. */
describe.skipIf(browserSkipReason !== null)('the contact notification link', () => {
  let browser: Browser;
  let adminSession: string;
  let adminToken: string;

  beforeAll(async () => {
    const admin = await newAdmin('contact-link');
    adminToken = admin.token;
    adminSession = await loginAs(admin);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Sends a message and returns the back-office link its notification mail carries. */
  async function notifiedLink(message: string): Promise<string> {
    const email = uniqueEmail('linked');
    const sent = await api<ContactMessage>('POST', '/contact', { body: { name: 'Linked Visitor', email, message } });
    expect(sent.status).toBe(201);
    const [notice] = await waitForMail(COMPANY_INBOX, { filter: (mail) => mail.text.includes(email), timeoutMs: 60_000 });
    const link = linkIn(notice, `${SITE_URL}/admin/contacts`);
    expect(new URL(link).searchParams.get('contact')).toBe(sent.body.data.uid);
    return link;
  }

  it('opens the back-office with that message shown whole, focused, and its row marked, on desktop and phone', async () => {
    const message = `Please call me about the academy nets. ${Date.now()}\nSecond line of the message.`;
    const link = await notifiedLink(message);
    const uid = new URL(link).searchParams.get('contact');
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await openPage(browser, { session: adminSession, viewport });
      await page.goto(link, { waitUntil: 'networkidle' });
      const linked = page.getByRole('region', { name: 'Message from Linked Visitor' });
      await linked.waitFor();
      expect(await linked.innerText()).toContain('Second line of the message.');
      expect(await linked.evaluate((el) => el === document.activeElement)).toBe(true);
      // The newest message is on the first page: its row is marked as the current one.
      const row = page.locator('tr[aria-current="true"]');
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain('Linked Visitor');
      await screenshotForReview(page, 'contact-link');

      // Its actions work from the panel: resolving it updates the panel and the row.
      if (viewport === DESKTOP) {
        await linked.getByRole('button', { name: 'Resolve' }).click();
        await linked.getByText('resolved').waitFor();
        const stored = await api<ContactMessage>('GET', `/contact/${uid}`, { token: adminToken });
        expect(stored.body.data.status).toBe('resolved');
      }
      await page.context().close();
    }
  });

  it('says the message was deleted when it no longer exists', async () => {
    const link = await notifiedLink(`A message deleted before anyone read it. ${Date.now()}`);
    const uid = new URL(link).searchParams.get('contact');
    expect((await api('DELETE', `/contact/${uid}`, { token: adminToken })).status).toBe(200);
    const { page } = await openPage(browser, { session: adminSession });
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('The message from this link has been deleted.').waitFor();
    expect(await page.locator('tr[aria-current="true"]').count()).toBe(0);
    await page.context().close();
  });
});
