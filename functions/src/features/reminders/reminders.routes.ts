import { Router } from 'express';

import { EmailPreferencesBodySchema, UnsubscribeQuerySchema } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { getEmailPreferences, unsubscribe, updateEmailPreferences } from './email-preferences.service';

/** Which reminder emails a learner gets (issue 36): set from the profile, or stopped from the mail. */
export const remindersRouter = Router();

remindersRouter.use('/user/email-preferences', requireAuth, (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
});

remindersRouter.get('/user/email-preferences', async (_req, res) => {
  res.json({ success: true, data: await getEmailPreferences(authOf(res).user.uid) });
});

remindersRouter.put('/user/email-preferences', async (req, res) => {
  const body = parse(EmailPreferencesBodySchema, req.body);
  const data = await updateEmailPreferences(authOf(res).user.uid, body);
  res.json({ success: true, message: 'Your email choices are saved', data });
});

/**
 * RFC 8058's one-click unsubscribe, POSTed by a mail provider (or the /unsubscribe page) with no
 * session: the signed query decides, whatever the body says. Never a redirect, as the RFC asks.
 */
remindersRouter.post('/email-preferences/unsubscribe', async (req, res) => {
  const query = parse(UnsubscribeQuerySchema, req.query);
  await unsubscribe(query);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, message: 'You will no longer get these emails' });
});
