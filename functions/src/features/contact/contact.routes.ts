import { Router } from 'express';

import { ADMIN_PAGE_SIZE, ContactBodySchema, ContactStatusBodySchema, PageQuerySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientOf } from '../rate-limit/rate-limit.service';

import { changeContactStatus, openContact, listContacts, removeContact, sendContactMessage } from './contact.service';

export const contactRouter = Router();

contactRouter.post('/contact', async (req, res) => {
  const body = parse(ContactBodySchema, req.body);
  const data = await sendContactMessage(body, clientOf(req));
  res.status(201).json({ success: true, message: 'Message sent successfully!', data });
});

contactRouter.get('/contact', requireRole('admin'), async (req, res) => {
  const { page = 1, limit = ADMIN_PAGE_SIZE } = parse(PageQuerySchema, req.query);
  const result = await listContacts(page, limit);
  res.setHeader('Cache-Control', 'no-store');
  res.json({
    success: true,
    data: { contacts: result.items, pagination: { page, limit, totalContacts: result.total } },
    total: result.total,
  });
});

contactRouter.get('/contact/:uid', requireRole('admin'), async (req, res) => {
  const contact = await openContact(req.params.uid as string, auditActorOf(req, res));
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: contact });
});

contactRouter.put('/contact/:uid/status', requireRole('admin'), async (req, res) => {
  const { status } = parse(ContactStatusBodySchema, req.body);
  const contact = await changeContactStatus(req.params.uid as string, status, auditActorOf(req, res));
  res.json({ success: true, message: 'Contact status updated successfully', data: contact });
});

contactRouter.delete('/contact/:uid', requireRole('admin'), async (req, res) => {
  await removeContact(req.params.uid as string, auditActorOf(req, res));
  res.json({ success: true, message: 'Contact deleted successfully' });
});
