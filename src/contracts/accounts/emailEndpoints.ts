import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { signedIn } from './account';
import { emailAddress } from './emailAddress';
import { accountLanguage } from './language';
import { newPassword, presentedPassword } from './password';

/** A 6-digit email verification code; spaces and dashes a player may type are removed first. */
export const verificationCode = z
  .string()
  .max(20)
  .overwrite((v) => v.replace(/[\s-]/g, ''))
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

/** Where a code was sent and when the player may ask for another. */
export const codeSent = z.object({
  email: z.string(),
  codeExpiresAt: z.string().datetime(),
  resendAvailableAt: z.string().datetime(),
});
/** See {@link codeSent}. */
export type CodeSent = z.infer<typeof codeSent>;

/** Body of POST /api/auth/email/register: the confirmation must match (checked here, reported on it). */
export const registerEmailBody = z
  .object({
    email: emailAddress,
    password: newPassword,
    confirmPassword: z.string().max(1024),
    /** The language the verification email is written in; the UI's current language. */
    language: accountLanguage.default('en'),
  })
  .refine((b) => b.password === b.confirmPassword.normalize('NFKC'), {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * POST /api/auth/email/register: stores the email identity unverified and mails a code. Signed in as a guest, the
 * email is linked to that account instead of creating one.
 */
export const registerEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email/register',
  summary: 'Register (or link) an email and password; sends a verification code',
  auth: 'public',
  body: registerEmailBody,
  response: codeSent,
});

/** POST /api/auth/email/verify: checks the code; on success the email is verified and the player signed in. */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email/verify',
  summary: 'Verify an email with the mailed code and sign in',
  auth: 'public',
  body: z.object({ email: emailAddress, code: verificationCode }),
  response: signedIn,
});

/** POST /api/auth/email/resend: a fresh code (the old one stops working), at most once a minute. */
export const resendVerificationCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email/resend',
  summary: 'Send a new verification code',
  auth: 'public',
  body: z.object({ email: emailAddress, language: accountLanguage.default('en') }),
  response: codeSent,
});

/** POST /api/auth/email/login: rate-limited per account and per address; unverified emails are refused. */
export const loginWithEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email/login',
  summary: 'Sign in with email and password',
  auth: 'public',
  body: z.object({ email: emailAddress, password: presentedPassword }),
  response: signedIn,
});

/** Body of POST /api/auth/password. */
export const changePasswordBody = z
  .object({
    currentPassword: presentedPassword,
    newPassword,
    confirmPassword: z.string().max(1024),
  })
  .refine((b) => b.newPassword === b.confirmPassword.normalize('NFKC'), {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

/** POST /api/auth/password: needs the current password; every other session of the account is revoked. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password',
  summary: 'Change the password; signs out every other session',
  auth: 'player',
  body: changePasswordBody,
  response: z.object({ revokedSessions: z.number().int().nonnegative() }),
});
