import { Router } from 'express';

import { LoginBodySchema, ProfileUpdateBodySchema, RefreshBodySchema, RegisterBodySchema } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientAddress } from '../rate-limit/rate-limit.service';

import * as auth from './auth.service';

export const authRouter = Router();
export const profileRouter = Router();

authRouter.post('/register', async (req, res) => {
  const body = parse(RegisterBodySchema, req.body);
  const session = await auth.register(body, clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
  res.status(201).json({ success: true, message: 'Registration successful', data: session });
});

authRouter.post('/login', async (req, res) => {
  const body = parse(LoginBodySchema, req.body);
  const session = await auth.login(body, clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
  res.json({ success: true, message: 'Login successful', data: session });
});

authRouter.post('/refresh', async (req, res) => {
  const { refreshToken } = parse(RefreshBodySchema, req.body);
  res.json({ success: true, data: await auth.refresh(refreshToken) });
});

authRouter.post('/logout', requireAuth, async (_req, res) => {
  await auth.logout(authOf(res).uid);
  res.json({ success: true, message: 'Logged out' });
});

authRouter.get('/me', requireAuth, (_req, res) => {
  res.json({ success: true, data: { user: authOf(res).user } });
});

profileRouter.put('/profile', requireAuth, async (req, res) => {
  const body = parse(ProfileUpdateBodySchema, req.body);
  const result = await auth.updateProfile(authOf(res).user, body);
  res.json({ success: true, message: 'Profile updated successfully', data: result });
});
