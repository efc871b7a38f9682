// Operators' second factor (issue 29, docs/decisions/0046-operator-second-factor.md): TOTP (RFC 6238)
// with one-use recovery codes. A password login of an operator who enrolled answers `mfaRequired` and a
// short-lived `mfaToken` instead of an access token; POST /api/auth/mfa/verify {mfaToken, code} then
// answers as login does. An operator signed in without the second factor (before enrolling, or with a
// third-party identity) gives a code with their session instead of an mfaToken. The operator API
// (/api/admin/*) answers 403 until the session has passed the second factor.
import { z } from 'zod';
import { lineText } from './request';

/** POST /api/auth/login for an operator with TOTP: no access token yet. */
export const mfaRequiredResponseSchema = z.object({
  status: z.literal('success'),
  mfaRequired: z.literal(true),
  /** Good for a few minutes and a handful of codes. */
  mfaToken: z.string().min(1),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/** A six-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const mfaCodeField = lineText(40);

/** POST /api/auth/mfa/verify: with the login's mfaToken, or with a bearer session and no mfaToken. */
export const mfaVerifyBodySchema = z.object({
  mfaToken: lineText(200).optional(),
  code: mfaCodeField,
});
export type MfaVerifyBody = z.infer<typeof mfaVerifyBodySchema>;

/** GET /api/auth/mfa: the signed-in account's second factor. */
export const mfaStatusResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    /** TOTP enrolled and confirmed. */
    enrolled: z.boolean(),
    /** This session passed the second factor (what the operator API asks for). */
    verified: z.boolean(),
    /** Recovery codes not used yet. */
    recoveryCodesLeft: z.number().int().min(0),
  }),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** POST /api/auth/mfa/enrol: a new secret to scan (not active until confirmed with a code). */
export const mfaEnrolResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    /** Base32, for typing into an authenticator by hand. */
    secret: z.string().min(16),
    /** otpauth://totp/… as the QR code holds it. */
    otpauthUrl: z.string().startsWith('otpauth://totp/'),
    /** The otpauth URL as a PNG data URL. */
    qrCode: z.string().startsWith('data:image/png;base64,'),
  }),
});
export type MfaEnrolResponse = z.infer<typeof mfaEnrolResponseSchema>;

/** POST /api/auth/mfa/confirm {code}: the first code turns TOTP on and this session is verified. */
export const mfaConfirmBodySchema = z.object({ code: mfaCodeField });
export const mfaConfirmResponseSchema = z.object({
  status: z.literal('success'),
  access_token: z.string().min(1),
  /** Shown once: each signs in once instead of a code. */
  recoveryCodes: z.array(z.string()).length(10),
});
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;

export const mfaMessages = {
  invalidCode: 'That code is not right. Check the time on your phone and try the newest code.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  notEnrolled: 'Two-step sign-in is not set up for this account.',
  alreadyEnrolled: 'Two-step sign-in is already set up for this account.',
  enrolmentRequired: 'Set up two-step sign-in with an authenticator app before using the console.',
  verificationRequired: 'Enter the code from your authenticator app to use the console.',
} as const;
