// Answers that had no schema of their own yet, for the OpenAPI reference (docs/decisions/0057): the
// server already sends these shapes; the schemas name them so GET /api/openapi.json can describe them.
import { z } from 'zod';
import { tokenResponseSchema } from './auth';
import { healthResponseSchema } from './health';
import { mfaRequiredResponseSchema } from './mfa';

/** POST /api/auth/login: a session, or (an operator with a second factor) the code step's token. */
export const loginResponseSchema = z.union([tokenResponseSchema, mfaRequiredResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/health: the health contract plus the Node.js version the server runs on. */
export const healthAnswerSchema = healthResponseSchema.extend({ runtime: z.string() });

const readyCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });

/** GET /api/ready: 200 `ready`, or 503 `not-ready` naming the checks that failed. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  failed: z.array(z.enum(['database', 'migrations', 'providers'])),
  checks: z.object({ database: readyCheckSchema, migrations: readyCheckSchema, providers: readyCheckSchema }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** A provider's webhook, acknowledged: `duplicate` for a delivery seen before, `ignored`/`applied` where told. */
export const webhookAckResponseSchema = z.object({
  status: z.literal('success'),
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  ignored: z.boolean().optional(),
  applied: z.boolean().optional(),
});
export type WebhookAckResponse = z.infer<typeof webhookAckResponseSchema>;

/**
 * A redirect a client asked to drive itself (`Accept: application/json`, not `text/html`): the verification
 * link and the sign-in starts answer 200 with where a browser would have been sent (decision 0073).
 */
export const redirectAnswerSchema = z.object({ location: z.string() });
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;
