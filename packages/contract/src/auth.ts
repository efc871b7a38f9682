import { z } from 'zod';

// spec §7 Public and auth. The server decides the length rules (docs/decisions, packages/domain).
export const registerRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
  country: z.string(),
  dob: z.string(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Register, verification resend, logout: the message is shown to the user as returned (spec §8). */
export const messageResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

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
