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
  storedSession,
} from '../support/browser';
import { SITE_URL, uniqueEmail } from '../support/env';
import { domainGroupWithSeats } from '../support/groups';
import { login, register } from '../support/http';
import { waitForMail } from '../support/mail';
import { verifyAddress } from '../support/sessions';

/*
 * Seats reach people without an invitation, and go back (issue 32; decision 0074), in the browser:
 * the manager, on a desktop, finds the group's join link on its home; a person at the group's email
 * domain, on a phone, opens it and takes a seat, landing on the course; the manager reassigns that
 * unstarted seat to another address from the members list, and the person is told by mail.
 */

const STEP_TIMEOUT = 120_000;

describe.skipIf(browserSkipReason !== null)('seats by email domain, and reassigned', () => {
  let browser: Browser;
  let managerSession: string;
  let personSession: string;
  let groupId: string;
  let courseId: string;
  const suffix = Date.now().toString(36);
  const domain = `join-${suffix}-${process.pid}.example.org`;
  const courseTitle = `Scoring Level 1 ${suffix}`;
  const person = `e2e-join.${suffix}@${domain}`;
  const next = uniqueEmail('e2e-next-holder');

  beforeAll(async () => {
    const { manager, ...group } = await domainGroupWithSeats({
      managerPrefix: 'e2e-join-manager',
      name: `Coastal Cricket Association ${suffix}`,
      emailDomain: domain,
      courseTitle,
      price: 4999,
      seats: 2,
    });
    ({ groupId, courseId } = group);
    managerSession = await loginAs(manager);
    await register('Domain Scorer', person);
    await verifyAddress(person);
    personSession = storedSession(await login(person, 'secret123'));
    browser = await launchBrowser();
  }, STEP_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
  });

  it(
    "the manager finds the group's join link on its home (desktop)",
    async () => {
      const { page, context } = await openPage(browser, { session: managerSession, viewport: DESKTOP });
      await page.goto(`${SITE_URL}/groups/${groupId}`);
      await page.getByText(`@${domain}`).waitFor();
      await page.getByRole('link', { name: `${SITE_URL}/groups/${groupId}/join` }).waitFor();
      await page.getByRole('button', { name: 'Copy join link' }).waitFor();
      await screenshotForReview(page, 'group-join-link');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'a person at the domain opens the join link on a phone and takes a seat: the course opens',
    async () => {
      const { page, context } = await openPage(browser, { session: personSession, viewport: PHONE });
      await page.goto(`${SITE_URL}/groups/${groupId}/join`);
      await page.getByRole('heading', { name: courseTitle }).waitFor();
      await page.getByText('2 seats free').waitFor();
      await screenshotForReview(page, 'group-join-page');
      await page.getByRole('button', { name: `Take a seat in ${courseTitle}` }).click();
      await page.waitForURL(`${SITE_URL}/user/courses/${courseId}`);
      await page.getByRole('heading', { name: courseTitle }).first().waitFor();
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the manager reassigns the unstarted seat from the members list; the person is told by mail',
    async () => {
      const { page, context } = await openPage(browser, { session: managerSession, viewport: DESKTOP });
      await page.goto(`${SITE_URL}/groups/${groupId}`);
      const members = page.getByRole('table', { name: 'Members' });
      await members.getByText(person).waitFor();
      await members.getByRole('button', { name: "Reassign Domain Scorer's seat" }).click();
      const dialog = page.getByRole('dialog', { name: 'Reassign seat' });
      await dialog.getByLabel("New person's email").fill(next);
      await screenshotForReview(page, 'group-reassign');
      await dialog.getByRole('button', { name: 'Reassign' }).click();
      await page.getByText(`The seat is free again and ${next} is invited`).waitFor();
      await page.getByText('Nobody has claimed a seat yet.').waitFor();
      await page.getByRole('table', { name: 'Invitations' }).getByText(next).waitFor();
      const told = await waitForMail(person, { filter: (mail) => mail.subject.includes('was given to someone else') });
      expect(told).toHaveLength(1);
      await context.close();
    },
    STEP_TIMEOUT,
  );
});
