import { readFile } from 'node:fs/promises';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type { CohortInputSchema, CohortView } from '../../functions/src/contract';
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
import { SITE_URL } from '../support/env';
import { domainGroupWithSeats, joinGroup } from '../support/groups';
import { api, login, register } from '../support/http';
import { MAILDEV_URL, waitForMail } from '../support/mail';
import { verifyAddress } from '../support/sessions';

/*
 * Cohorts and live sessions (issue 32; decision 0075) in the browser: the manager, on a desktop,
 * opens the cohort from the group's home, sees the progress grid, schedules a live session and
 * downloads the CSV; the invitee's mail in MailDev carries the .ics. On a phone the grid is a card
 * per member, and the member's course page lists the session with Join and Add to calendar.
 */

const STEP_TIMEOUT = 120_000;

describe.skipIf(browserSkipReason !== null)('a cohort, its grid and a live session', () => {
  let browser: Browser;
  let managerSession: string;
  let memberSession: string;
  let groupId: string;
  let cohortId: string;
  let courseId: string;
  const suffix = Date.now().toString(36);
  const domain = `cohort-${suffix}-${process.pid}.example.org`;
  const member = `e2e-cohort.${suffix}@${domain}`;
  const cohortName = `Umpires batch ${suffix}`;
  const title = `Third-umpire protocols ${suffix}`;
  // Five days ahead, 18:30 in India, as the datetime-local field takes it.
  const day = new Date(Date.now() + 5 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const startsAt = new Date(`${day}T18:30:00+05:30`);

  beforeAll(async () => {
    const { manager, ...group } = await domainGroupWithSeats({
      managerPrefix: 'e2e-cohort-manager',
      name: `Konkan Umpires Guild ${suffix}`,
      emailDomain: domain,
      courseTitle: `Match Officiating ${suffix}`,
      price: 2999,
      seats: 2,
    });
    ({ groupId, courseId } = group);
    managerSession = await loginAs(manager);
    const person = await register('Rohan Kadam', member);
    await verifyAddress(member);
    const joined = await joinGroup(person.token, groupId, courseId);
    expect(joined.status).toBe(201);
    memberSession = storedSession(await login(member, 'secret123'));
    const cohort = await api<CohortView>('POST', `/groups/${groupId}/cohorts`, {
      token: manager.token,
      body: {
        courseId,
        name: cohortName,
        startsOn: '2026-12-01',
        endsOn: '2027-01-31',
        memberUids: [person.user.uid],
      } satisfies z.input<typeof CohortInputSchema>,
    });
    expect(cohort.status, JSON.stringify(cohort.body)).toBe(201);
    cohortId = cohort.body.data.id;
    browser = await launchBrowser();
  }, STEP_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'the manager opens the cohort, sees the grid, schedules a live session and downloads the CSV (desktop); the mail carries the .ics',
    async () => {
      const { page, context } = await openPage(browser, { session: managerSession, viewport: DESKTOP });
      await page.goto(`${SITE_URL}/groups/${groupId}`);
      await page.getByRole('link', { name: new RegExp(cohortName) }).click();
      await page.waitForURL(`${SITE_URL}/groups/${groupId}/cohorts/${cohortId}`);
      const grid = page.getByRole('region', { name: 'Progress grid' });
      await grid.getByText('Rohan Kadam').waitFor();
      await grid.getByRole('button', { name: 'Remind Rohan Kadam' }).waitFor();
      await page.getByRole('heading', { name: cohortName }).waitFor();
      await page.getByText('No live sessions yet.').waitFor();
      await screenshotForReview(page, 'cohort-grid');

      await page.getByRole('button', { name: 'Schedule a session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a live session' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Starts at (IST)').fill(`${day}T18:30`);
      await dialog.getByLabel('Meeting link').fill('http://meet.example.com/not-secure');
      await dialog.getByRole('button', { name: 'Schedule and invite members' }).click();
      await dialog.getByText('Meeting link must be an https:// address').waitFor();
      await dialog.getByLabel('Meeting link').fill('https://meet.example.com/kon-kan-ump');
      await screenshotForReview(page, 'cohort-schedule');
      await dialog.getByRole('button', { name: 'Schedule and invite members' }).click();
      await page.getByText('Live session scheduled; the members are invited').waitFor();
      await page.getByText(title).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain('Name,Email,Progress (%)');
      expect(csv).toContain(member);
      await context.close();

      const [invite] = await waitForMail(member, { filter: (mail) => mail.subject === `Live session: ${title}` });
      const attachments = (invite as unknown as { attachments: Array<{ generatedFileName: string; contentType: string }> })
        .attachments;
      const ics = attachments.find((file) => file.contentType.startsWith('text/calendar'))!;
      const body = await (await fetch(`${MAILDEV_URL}/email/${invite.id}/attachment/${ics.generatedFileName}`)).text();
      expect(body).toContain('METHOD:REQUEST');
      expect(body).toContain(`DTSTART:${startsAt.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    },
    STEP_TIMEOUT,
  );

  it(
    "on a phone the grid is a card per member, and the member's course page lists the session with Join and Add to calendar",
    async () => {
      const manager = await openPage(browser, { session: managerSession, viewport: PHONE });
      await manager.page.goto(`${SITE_URL}/groups/${groupId}/cohorts/${cohortId}`);
      await manager.page.getByRole('list', { name: 'Progress by member' }).getByText('Rohan Kadam').waitFor();
      await manager.page.getByText(title).waitFor();
      await screenshotForReview(manager.page, 'cohort-grid-phone');
      await manager.context.close();

      const learner = await openPage(browser, { session: memberSession, viewport: PHONE });
      await learner.page.goto(`${SITE_URL}/user/courses/${courseId}`);
      const sessions = learner.page.getByRole('region', { name: 'Upcoming live sessions' });
      await sessions.getByText(title).waitFor();
      await sessions.getByRole('link', { name: `Join ${title}` }).waitFor();
      await screenshotForReview(learner.page, 'course-live-sessions');
      const [download] = await Promise.all([
        learner.page.waitForEvent('download'),
        sessions.getByRole('button', { name: `Add ${title} to calendar` }).click(),
      ]);
      expect(await readFile((await download.path())!, 'utf8')).toContain('BEGIN:VCALENDAR');
      await learner.context.close();
    },
    STEP_TIMEOUT,
  );
});
