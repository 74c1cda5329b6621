import { z } from 'zod';

import { EmailSchema, PasswordSchema, PhoneSchema, requiredText } from './common';
import { LOCALE_CODES, type Locale } from './locales';

export const ROLES = ['admin', 'user'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * What else the signed-in account is, beside its token's role: the groups it manages and the courses
 * it instructs or authors (issue 32). Read from Firestore on the server for each answer, never kept in the token.
 */
export const MembershipsSchema = z.object({
  managerOf: z.array(z.object({ id: z.string(), name: z.string() })),
  instructorOf: z.array(z.string()),
  authorOf: z.array(z.string()),
});
export type Memberships = z.infer<typeof MembershipsSchema>;

/** One of the site's languages (contract/locales.ts): what a learner reads the site, their mails and the checkout in (issue 37). */
export const LanguageSchema = z.enum(LOCALE_CODES as [Locale, ...Locale[]], {
  error: `Please choose one of the site's languages: ${LOCALE_CODES.join(', ')}`,
});

/** The user record the API returns and the SPA keeps locally. */
export const UserSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  profilePicture: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastLogin: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isBlocked: z.boolean(),
  /** The language they chose: the site follows it when they sign in, and their mails are written in it. */
  language: LanguageSchema,
  /** On GET /api/auth/me and the login, register and refresh answers. */
  memberships: MembershipsSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

export const RegisterBodySchema = z
  .object({
    name: requiredText('Name', 100),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().optional(),
    /** Asked by the /enroll page, so the academy can reach a new learner. */
    phone: PhoneSchema.optional(),
    /** The language of the page they signed up on: the profile's first language, and the welcome mail's. */
    language: LanguageSchema.optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  /** The language of the page they log in on: a profile a registration died before making is made in it (account-repair). */
  language: LanguageSchema.optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RefreshBodySchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required').max(4096),
});

export const ProfileUpdateBodySchema = z
  .object({
    name: requiredText('Name', 100),
    email: EmailSchema,
    currentPassword: z.string().max(128).optional(),
    newPassword: PasswordSchema.optional(),
  })
  .refine((body) => !body.newPassword || !!body.currentPassword, {
    message: 'Current password is required to set a new password',
    path: ['currentPassword'],
  });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

/** PUT /api/users/profile/language: the signed-in learner's language. */
export const LanguageBodySchema = z.object({ language: LanguageSchema });
export type LanguageBody = z.infer<typeof LanguageBodySchema>;

/** A signed-in session: the Firebase ID token, its refresh token and when it expires. */
export const SessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/** A one-time Firebase Auth action code from a mailed link. */
const OobCodeSchema = z
  .string({ error: 'This link is incomplete. Please use the link from your email.' })
  .trim()
  .min(1, 'This link is incomplete. Please use the link from your email.')
  .max(2000, 'This link is incomplete. Please use the link from your email.');

export const ForgotPasswordBodySchema = z.object({
  email: EmailSchema,
  /** The language of the page they ask on, as on the login. */
  language: LanguageSchema.optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ActionCodeBodySchema = z.object({ oobCode: OobCodeSchema });
export type ActionCodeBody = z.infer<typeof ActionCodeBodySchema>;

export const ResetPasswordBodySchema = z
  .object({ oobCode: OobCodeSchema, password: PasswordSchema, confirmPassword: z.string().max(128).optional() })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** What a mailed link leads to: used or expired links answer with this, and the page offers a new one. */
export const DEAD_LINK_MESSAGE = 'This link has expired or has already been used.';
/** Every 'Forgot password' answer takes at least this long, so its time tells no one whether the address has an account. */
export const FORGOT_ANSWER_MS = 1_500;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';

export const CloseAccountBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
