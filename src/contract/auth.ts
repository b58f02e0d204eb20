import { z } from 'zod';
import { appLanguage } from './common';
import { email, password, personName, user } from './users';

export const loginBody = z.object({
  email,
  password: z.string().min(1, { error: 'Password is required' }).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Self-registration: a student (default) or a professor. Asking for admin is refused with 403. */
export const registerBody = z.object({
  name: personName,
  email,
  password,
  role: z.enum(['student', 'professor', 'admin']).default('student'),
  /** The language the new user signed up in; their mails are written in it. */
  language: appLanguage.default('ar'),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** What login, register, me and refresh-token return. */
export const authResponse = z.object({
  token: z.string(),
  user,
  agoraUid: z.number().int(),
  agoraRtmToken: z.string().nullable(),
});
export type AuthResponse = z.infer<typeof authResponse>;

export const verifyResponse = z.object({ valid: z.literal(true), user });

export const platforms = ['tth', 'schoolhouse'] as const;
export const forgotPasswordBody = z.object({
  email,
  platform: z.enum(platforms).default('tth'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetTokenBody = z.object({ token: z.string().min(1, { error: 'Token is required' }).max(200) });
export const resetPasswordBody = resetTokenBody.extend({ newPassword: password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Answer to an email change link: the address the account now uses. */
export const emailChangeResult = z.object({ email: z.string(), message: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResult>;

export const verifyResetTokenResponse = z.object({ valid: z.literal(true), email: z.string() });

/** Access tokens live 15 minutes; the client refreshes a minute before. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
