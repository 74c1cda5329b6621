import { Router, type RequestHandler } from 'express';

import {
  ActionCodeBodySchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordBodySchema,
  LanguageBodySchema,
  LoginBodySchema,
  ProfileUpdateBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '../../contract';
import { authOf, requireAuth, resolveCaller } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientOf } from '../rate-limit/rate-limit.service';

import * as auth from './auth.service';

export const authRouter = Router();
export const profileRouter = Router();

/** Answers that carry tokens or the profile must never sit in a shared or browser cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
authRouter.use(noStore);

authRouter.post('/register', async (req, res) => {
  const body = parse(RegisterBodySchema, req.body);
  const session = await auth.register(body, clientOf(req));
  res.status(201).json({ success: true, message: 'Registration successful', data: session });
});

authRouter.post('/login', async (req, res) => {
  const body = parse(LoginBodySchema, req.body);
  const session = await auth.login(body, clientOf(req));
  res.json({ success: true, message: 'Login successful', data: session });
});

authRouter.post('/refresh', async (req, res) => {
  const { refreshToken } = parse(RefreshBodySchema, req.body);
  res.json({ success: true, data: await auth.refresh(refreshToken, clientOf(req)) });
});

authRouter.post('/logout', requireAuth, async (_req, res) => {
  await auth.logout(authOf(res).uid);
  res.json({ success: true, message: 'Logged out' });
});

authRouter.get('/me', requireAuth, async (_req, res) => {
  res.json({ success: true, data: { user: await auth.withMemberships(authOf(res).user) } });
});

profileRouter.put('/profile', noStore, requireAuth, async (req, res) => {
  const body = parse(ProfileUpdateBodySchema, req.body);
  const result = await auth.updateProfile(authOf(res).user, body, clientOf(req));
  const message = result.pendingEmail
    ? `Profile updated. We sent a link to ${result.pendingEmail}: your email changes once you open it.`
    : 'Profile updated successfully';
  res.json({ success: true, message, data: result });
});

profileRouter.put('/profile/language', noStore, requireAuth, async (req, res) => {
  const body = parse(LanguageBodySchema, req.body);
  res.json({ success: true, message: 'Language saved', data: { user: await auth.updateLanguage(authOf(res).user, body) } });
});

authRouter.post('/forgot-password', async (req, res) => {
  const { email, language } = parse(ForgotPasswordBodySchema, req.body);
  await auth.requestPasswordReset(email, clientOf(req), language);
  res.json({ success: true, message: FORGOT_PASSWORD_MESSAGE });
});

authRouter.post('/reset-password/check', async (req, res) => {
  const { oobCode } = parse(ActionCodeBodySchema, req.body);
  res.json({ success: true, data: await auth.checkResetLink(oobCode) });
});

authRouter.post('/reset-password', async (req, res) => {
  const body = parse(ResetPasswordBodySchema, req.body);
  const session = await auth.resetPassword(body);
  res.json({ success: true, message: 'Your password has been changed', data: session });
});

authRouter.post('/verify-email', async (req, res) => {
  const { oobCode } = parse(ActionCodeBodySchema, req.body);
  // Who is asking is read before the code applies: an email change ends the account's sessions.
  const caller = await resolveCaller(req);
  const result = await auth.verifyEmail(oobCode, caller?.user ?? null);
  res.json({ success: true, message: 'Your email address is verified', data: result });
});

authRouter.post('/verify-email/resend', requireAuth, async (_req, res) => {
  await auth.resendVerification(authOf(res).user);
  res.json({ success: true, message: `We sent a new link to ${authOf(res).user.email}` });
});
