import { describe, expect, it } from 'vitest';

import type { CertificateVerification, EnrollmentStarted } from '../../functions/src/contract';
import { storeCertificate, testDb } from '../support/admin';
import type { PersonalData } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { graduate } from '../support/graduate';
import { api, register } from '../support/http';
import { invoiceService, sale } from '../support/invoices';
import { waitForMail } from '../support/mail';
import { adminToken, verifyAddress } from '../support/sessions';

const COMPANY_INBOX = 'support@cricvision.in';

/** A learner with a verified address, an enrolment (and its payment), a contact message and a certificate. */
async function learnerWithHistory() {
  const email = uniqueEmail('privacy');
  const session = await register('Private Person', email);
  await verifyAddress(email);
  const fixture = await createCourseFixture({ price: 0 });
  const enrolled = await api('POST', '/enrollments', {
    token: session.token,
    body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
  });
  expect(enrolled.status).toBe(201);
  const accommodation = await api('PUT', `/admin/courses/${fixture.courseId}/accommodations/${session.user.uid}`, {
    token: await adminToken(),
    body: { timeMultiplier: 1.5, note: 'Extra time for a documented reason', checkpoints: [] },
  });
  expect(accommodation.status, JSON.stringify(accommodation.body)).toBe(200);
  const message = `About my data ${Date.now()}`;
  expect((await api('POST', '/contact', { body: { name: 'Private Person', email, message } })).status).toBe(201);
  const hash = await storeCertificate({
    userId: session.user.uid,
    courseId: fixture.courseId,
    studentName: 'Private Person',
    courseName: 'Fixture course',
    instructorName: 'Coach',
    grade: 'A',
    score: 90,
  });
  return { email, session, hash, message, courseId: fixture.courseId };
}

describe('privacy self-service', () => {
  it('Download my data gives profile, enrolments with progress, payments, attempts, certificates, accommodations and messages', async () => {
    const { email, session, hash, message, courseId } = await learnerWithHistory();
    const res = await api<PersonalData>('GET', '/users/me/data', { token: session.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cricvision-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body.data;
    expect(data.profile).toMatchObject({ uid: session.user.uid, email, name: 'Private Person' });
    expect(data.profile.sessionsEndedAt).toBeUndefined();
    expect(data.enrollments).toHaveLength(1);
    expect(data.enrollments[0]).toMatchObject({ courseId, progress: expect.any(Object) });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ courseId, amount: 0 });
    expect(data.attempts).toEqual([]);
    expect(data.certificates.map((c: { id: string }) => c.id)).toEqual([hash]);
    expect(data.accommodations).toEqual([
      expect.objectContaining({ courseId, timeMultiplier: 1.5, note: 'Extra time for a documented reason' }),
    ]);
    expect(data.contactMessages.map((c: { message: string }) => c.message)).toEqual([message]);
    expect((await api('GET', '/users/me/data')).status).toBe(401);
  });

  it('Download my data includes tax invoices and credit notes, says they are kept on closing, and closing keeps them', async () => {
    const session = await register('Invoiced Person', uniqueEmail('privacy-invoice'));
    const uid = session.user.uid as string;
    const bought = sale(uid, { name: 'Invoiced Person' });
    const { ensureInvoice, ensureCreditNote } = invoiceService();
    const invoice = await ensureInvoice(bought);
    const note = await ensureCreditNote({
      refundId: `${bought.orderId}-refund`,
      orderId: bought.orderId,
      invoiceId: invoice.invoiceId,
      amountPaise: 1_000_00,
      reason: 'Partial refund',
      refundedAt: new Date(),
    });

    const data = (await api<PersonalData>('GET', '/users/me/data', { token: session.token })).body.data;
    expect(data.invoices).toEqual([expect.objectContaining({ id: invoice.invoiceId, number: invoice.number, userId: uid })]);
    expect(data.invoices[0].buyer).toMatchObject({ name: 'Invoiced Person' });
    expect(data.creditNotes).toEqual([expect.objectContaining({ id: note.creditNoteId, number: note.number })]);
    expect(data.keptAfterClosing).toContainEqual({ data: ['invoices', 'creditNotes'], why: expect.stringContaining('Rule 46') });

    expect((await api('POST', '/users/me/close', { token: session.token, body: { password: 'secret123' } })).status).toBe(200);
    expect((await testDb().collection('users').doc(uid).get()).exists).toBe(false);
    const kept = (await testDb().collection('invoices').doc(invoice.invoiceId).get()).data();
    expect(kept).toMatchObject({ number: invoice.number, userId: uid, buyer: { name: 'Invoiced Person' } });
    expect((await testDb().collection('creditNotes').doc(note.creditNoteId).get()).get('number')).toBe(note.number);
  });

  it('Close my account needs the password, then erases the person and keeps anonymised records', async () => {
    const { email, session, hash, courseId } = await learnerWithHistory();
    const uid = session.user.uid as string;
    const wrong = await api('POST', '/users/me/close', { token: session.token, body: { password: 'not-mine' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toContainEqual({ msg: 'Password is incorrect', path: 'password' });
    expect((await testDb().collection('users').doc(uid).get()).exists).toBe(true);

    const closed = await api('POST', '/users/me/close', { token: session.token, body: { password: 'secret123' } });
    expect(closed.status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email, password: 'secret123' } })).status).toBe(401);
    expect((await testDb().collection('users').doc(uid).get()).exists).toBe(false);
    expect((await testDb().collection('enrollments').where('userId', '==', uid).get()).size).toBe(0);
    expect((await testDb().collection('accommodations').where('userId', '==', uid).get()).size).toBe(0);
    expect((await testDb().collection('contacts').where('email', '==', email).get()).size).toBe(0);
    expect((await testDb().collection('mail').where('to', '==', email).get()).size).toBe(0);
    expect((await testDb().collection('payments').where('userId', '==', uid).get()).size).toBe(0);
    // The order stays as a tax record, without the person's name or address.
    const orders = (await testDb().collection('payments').where('courseId', '==', courseId).get()).docs.map((doc) => doc.data());
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ userId: 'closed-account', status: 'succeeded', buyer: { name: '', email: '' } });

    const verify = await api<CertificateVerification>('GET', `/certificates/verify/${hash}`);
    expect(verify.status).toBe(200);
    expect(verify.body.data.verification.valid).toBe(false);
    expect(verify.body.data.verification.reason).toContain('Withdrawn by its holder');
    expect(verify.body.data.certificate.studentName).toBe('');
  });

  it.skipIf(PAYMENT_PROVIDER === 'demo')(
    'closing with an unpaid order gives its seat back, so the last seat can be sold again',
    async () => {
      const fixture = await createCourseFixture({ price: 999, maxStudents: 1 });
      const leaving = await register('Leaving Learner', uniqueEmail('close-unpaid'));
      const started = await api<EnrollmentStarted>('POST', '/enrollments', {
        token: leaving.token,
        body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 999 },
      });
      expect(started.status).toBe(201);
      const other = await register('Waiting Learner', uniqueEmail('close-unpaid-next'));
      const full = await api('POST', '/enrollments', {
        token: other.token,
        body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 999 },
      });
      expect(full.status).toBe(409);

      expect((await api('POST', '/users/me/close', { token: leaving.token, body: { password: 'secret123' } })).status).toBe(200);
      const order = (await testDb().collection('payments').doc(started.body.data.orderId).get()).data();
      expect(order).toMatchObject({ status: 'failed', failureReason: 'The account was closed', userId: 'closed-account' });
      expect((await testDb().collection('courses').doc(fixture.courseId).get()).get('currentStudents')).toBe(0);
      const seat = await api('POST', '/enrollments', {
        token: other.token,
        body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 999 },
      });
      expect(seat.status).toBe(201);
    },
  );

  it("registering someone else's address, then downloading and closing, reveals and deletes nothing of theirs", async () => {
    const victim = uniqueEmail('victim');
    const secret = `My private question ${Date.now()}`;
    expect((await api('POST', '/contact', { body: { name: 'Real Owner', email: victim, message: secret } })).status).toBe(201);
    await waitForMail(victim);
    const mailBefore = (await testDb().collection('mail').where('to', '==', victim).get()).size;
    expect(mailBefore).toBeGreaterThan(0);

    const squatter = await register('Squatter', victim);
    const data = (await api<PersonalData>('GET', '/users/me/data', { token: squatter.token })).body.data;
    expect(data.contactMessages).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(secret);

    expect((await api('POST', '/users/me/close', { token: squatter.token, body: { password: 'secret123' } })).status).toBe(200);
    const kept = await testDb().collection('contacts').where('email', '==', victim).get();
    expect(kept.docs.map((doc) => doc.get('message'))).toEqual([secret]);
    expect((await testDb().collection('mail').where('to', '==', victim).get()).size).toBeGreaterThanOrEqual(mailBefore);
  });

  it("the company's inbox and the site's own domain cannot be registered, so their mail stays the company's", async () => {
    const mailBefore = (await testDb().collection('mail').where('to', '==', COMPANY_INBOX).get()).size;
    for (const email of [
      COMPANY_INBOX,
      'SUPPORT@CricVision.in',
      `someone.${Date.now()}@cricvision.in`,
      `x.${Date.now()}@mail.cricvision.in`,
    ]) {
      const res = await api('POST', '/auth/register', { body: { name: 'Company', email, password: 'secret123' } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({
        msg: 'This address belongs to CricVision. Please use your own email address.',
        path: 'email',
      });
    }
    expect((await testDb().collection('mail').where('to', '==', COMPANY_INBOX).get()).size).toBeGreaterThanOrEqual(mailBefore);
  });

  it('closing removes the signed credential: its address answers 410 and the verify answer carries none', async () => {
    const grad = await graduate('closing-credential');
    expect((await fetch(`${SITE_URL}/api/credentials/${grad.hash}`)).status).toBe(200);
    const closed = await api('POST', '/users/me/close', { token: grad.learner.token, body: { password: 'secret123' } });
    expect(closed.status).toBe(200);
    const file = await api('GET', `/credentials/${grad.hash}`);
    expect(file.status).toBe(410);
    expect(file.body.message).toBe('This credential was withdrawn by its holder');
    const verify = (await api<CertificateVerification>('GET', `/certificates/verify/${grad.hash}`)).body.data;
    expect(verify.credential).toBeNull();
    expect(verify.verification.reason).toContain('Withdrawn by its holder');
    expect((await testDb().collection('certificates').doc(grad.hash).get()).get('credential')).toBeNull();
  });
});
