import { Router } from 'express';

import { ContactBodySchema } from '../../contract';
import { parse } from '../../http/validate';
import { clientAddress } from '../rate-limit/rate-limit.service';

import { sendContactMessage } from './contact.service';

export const contactRouter = Router();

contactRouter.post('/contact', async (req, res) => {
  const body = parse(ContactBodySchema, req.body);
  const data = await sendContactMessage(body, clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
  res.status(201).json({ success: true, message: 'Message sent successfully!', data });
});
