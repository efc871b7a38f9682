import { languageCodes } from '@arena/domain';
import { z } from 'zod';
import { messageKeyFields } from './envelope';
import { lineText, multilineText } from './request';

// spec §7 Public and auth. The server decides the length rules (docs/decisions, packages/domain).
export const registerRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
  country: z.string(),
  dob: z.string(),
  /** The site's language when the player registered: their mail is written in it (decision 0034). */
  language: z.enum(languageCodes).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Register, verification resend, logout: the message is shown to the user as returned (spec §8). */
export const messageResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  ...messageKeyFields,
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// What the server accepts (issue 9): every field one line of bounded text; a missing field is empty, so
// the domain's rules name what is wrong in the spec's words (registration) or the one login failure does.
export const registerBodySchema = z.object({
  // Line breaks and tabs reach the domain's display-name rule, which refuses them in the player's language.
  name: multilineText(200).default(''),
  email: lineText(320).default(''),
  password: lineText(1024).default(''),
  passwordConfirm: lineText(1024).default(''),
  country: lineText(100).default(''),
  dob: lineText(40).default(''),
  language: z.enum(languageCodes).optional(),
});
export type RegisterBody = z.output<typeof registerBodySchema>;
export const loginBodySchema = z.object({
  email: lineText(320).default(''),
  password: lineText(1024).default(''),
});
/** GET /api/auth/verify-email?token= (the link in the verification mail). */
export const verifyEmailQuerySchema = z.object({ token: lineText(200).optional() });

/** Login and refresh answer with a short-lived signed access token (spec §3 Token). */
export const tokenResponseSchema = z.object({
  status: z.literal('success'),
  access_token: z.string().min(1),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const deviceResponseSchema = z.object({
  data: z.object({ deviceId: z.string().min(1) }),
});
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

export const identityProviders = ['google', 'discord'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** Request headers of spec §7 (names as sent on the wire). */
export const headerNames = {
  deviceId: 'X-Device-ID',
  utmSession: 'X-UTM-Session',
  affiliateCode: 'X-Affiliate-Code',
} as const;

/**
 * The server's English texts for auth answers. Login failures use the spec's text (§8); the others are
 * ours (docs/decisions/0007). Validation failures of register carry the domain's English messages.
 */
export const authMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists.',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  verificationSent: 'Verification email sent.',
  alreadyVerified: 'Your email address is already verified.',
  verificationTooSoon: 'A verification email was sent less than a minute ago. Please check your inbox.',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'You have been signed out on every device.',
  sessionExpired: 'Session expired. Please log in again.',
} as const;

/** Where the browser lands after the verification link and after third-party sign-in. */
export const authRedirects = {
  verificationSuccess: '/verification-success',
  verificationInvalid: '/join?verification=invalid',
  oauthFailed: '/join?error=oauth',
  /** A blocked account signs in with a provider (issue 12, decision 0020). */
  accountBlocked: '/join?error=blocked',
} as const;

/** GET /sandbox/mail.json?to= (sandbox mail only): the outbox, newest first, for end-to-end tests. */
export const sandboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  /** Headers beyond the subject (List-Unsubscribe, List-Unsubscribe-Post on notification mail). */
  headers: z.record(z.string(), z.string()).optional(),
});
export type SandboxMail = z.infer<typeof sandboxMailSchema>;
export const sandboxOutboxResponseSchema = z.object({ data: z.array(sandboxMailSchema) });
export type SandboxOutboxResponse = z.infer<typeof sandboxOutboxResponseSchema>;
