import { z } from 'zod';

// Sign-in sessions a player can see and end (issue 30, docs/decisions/0049): GET /api/users/sessions,
// DELETE /api/users/sessions/{id}, POST /api/users/sessions/revoke-others. The server reads browser and
// OS from the user agent; the client words what is null ("unknown browser") in the reader's language.

/** bowser's platform types, and null when the user agent says none. */
export const sessionDeviceSchema = z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot']).nullable();
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  device: sessionDeviceSchema,
  /** e.g. "Chrome 126"; null when unknown. */
  browser: z.string().nullable(),
  /** e.g. "Windows 10"; null when unknown. */
  os: z.string().nullable(),
  /** The client address last seen (behind TRUST_PROXY); null when none was recorded. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the access token that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Active sessions only, the most recently active first. */
export const accountSessionsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ sessions: z.array(accountSessionSchema) }),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().max(100) });

/** DELETE one or POST revoke-others: how many sessions ended. */
export const endSessionsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ ended: z.number().int().min(0) }),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;
