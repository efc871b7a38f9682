import { z } from 'zod';

/** The external providers, each `sandbox` or `live` by its `*_MODE` variable (README, Configuration). */
export const providerNames = [
  'checkout',
  'hostedPayments',
  'payouts',
  'identity',
  'gameSignin',
  'matchData',
  'kyc',
  'mail',
  'storage',
] as const;
export type ProviderName = (typeof providerNames)[number];

// GET /api/health: liveness, the database engine in use, and whether any provider runs as a sandbox
// (development or a public demo with no real money: the site then shows the sandbox strip on every page).
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  sandbox: z.boolean(),
  sandboxProviders: z.array(z.enum(providerNames)),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
