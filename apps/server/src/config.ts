// Configuration is read from the environment once at start and checked here (ARCHITECTURE.md
// "Running it"); a bad value stops the server with a message that names the variable.
import path from 'node:path';
import { providerNames, type ProviderName } from '@arena/contract';
import { deploymentModeProblem, moneyProviders } from './deployment-mode';
import { z } from 'zod';
import { matchDataConfigFromEnv, type MatchDataConfig } from './matches/match-data-config';
import { paymentsConfigFromEnv, type PaymentsConfig } from './payments/payments-config';
import { daysSetting } from './config-days';
import { passportConfigFromEnv, passportKeyFileName, type PassportConfig } from './passport/passport-config';
import type { S3StorageConfig } from './storage/s3-storage';
import { payoutsConfigFromEnv, type PayoutsConfig } from './withdrawals/payouts-config';
import { pushConfigFromEnv, type PushConfig } from './push/push-config';
import { parseTrustProxy, trustProxyError, type TrustProxy } from './http/trust-proxy';
import { repoRoot } from './server-root';
import {
  readOrCreateJwtSecret,
  readOrCreateSecret,
  sandboxSecretsFor,
  type SandboxSecrets,
} from './config-secrets';
import type { ProviderMode } from './provider-mode';

export { providerNames, type ProviderName };
export type { ProviderMode } from './provider-mode';
export { readOrCreateJwtSecret, readOrCreateSecret, type SandboxSecrets } from './config-secrets';

export const providerEnvNames: Record<ProviderName, string> = {
  checkout: 'CHECKOUT_MODE',
  hostedPayments: 'HOSTED_PAYMENTS_MODE',
  payouts: 'PAYOUTS_MODE',
  identity: 'IDENTITY_MODE',
  gameSignin: 'GAME_SIGNIN_MODE',
  matchData: 'MATCH_DATA_MODE',
  kyc: 'KYC_MODE',
  mail: 'MAIL_MODE',
  storage: 'STORAGE_MODE',
};

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute: PGlite files, the JWT secret, the lock file, local uploads. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** Origin used in links and redirects, without a trailing slash. */
  publicUrl: string;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Absolute path of the built site (apps/site/dist by default). */
  siteDir: string;
  providers: Record<ProviderName, ProviderMode>;
  /** NODE_ENV=production: sandbox providers need ALLOW_SANDBOX=true (a public demo), or the server refuses to start. */
  production: boolean;
  /** The providers in sandbox mode (empty when every one is live): the site shows the sandbox strip when any is. */
  sandboxProviders: ProviderName[];
  /** The S3-compatible bucket when STORAGE_MODE=live; otherwise uploads live under DATA_DIR/uploads. */
  s3: S3StorageConfig | undefined;
  /** Live mail (MAIL_MODE=live): SMTP_URL and MAIL_FROM; the sandbox needs neither. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Live third-party sign-in (IDENTITY_MODE=live): a provider without a client is not offered. */
  identity: Record<'google' | 'discord', OAuthClientConfig | undefined>;
  /** Live match adapters' keys (MATCH_DATA_MODE=live; matches/match-data-config.ts). */
  matchData: MatchDataConfig;
  /** PayPal and hosted-payment keys (live modes) and the currency rates (docs/decisions/0010). */
  payments: PaymentsConfig;
  /** PayPal Payouts keys (PAYOUTS_MODE=live) and PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS (docs/decisions/0018). */
  payouts: PayoutsConfig;
  /** Game-account linking keys (GAME_SIGNIN_MODE=live); a provider without its keys is not offered. */
  gameAccounts: GameAccountsConfig;
  /** TRUST_PROXY: Fastify's `trustProxy`, so `request.ip` is the real client behind a proxy (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** RATE_LIMIT_SCALE: multiplies every request limit of http/rate-limits.ts (tests raise it; 1 in production). */
  rateLimitScale: number;
  /** Webhook secrets of the payment sandboxes, generated into DATA_DIR; live secrets come from configuration. */
  sandboxSecrets: SandboxSecrets;
  /** Passport files: encryption key (PASSPORT_ENCRYPTION_KEY) and retention (PASSPORT_RETENTION_DAYS). */
  passport: PassportConfig;
  /** Prometheus metrics (http/metrics.ts): `/metrics` needs `Bearer METRICS_TOKEN`; METRICS_PORT serves them on an internal port. */
  metrics?: { token: string | undefined; port: number | undefined; host: string };
  /**
   * PAYOUT_RECONCILE_MINUTES (default 30; decision 0044): a payout processing, or a payment not credited,
   * this long is asked about at its provider; the reconciliation job also runs this often.
   */
  reconcileMinutes: number;
  /** SIGNIN_RETENTION_DAYS (default 180): sign-in events and ended sessions kept this long (decision 0049). */
  signInRetentionDays: number;
  /** Web Push: the VAPID pair (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY or DATA_DIR/vapid-keys) and subject (decision 0069). */
  push: PushConfig;
}

export interface GameAccountsConfig {
  riot: OAuthClientConfig | undefined;
  riotApiKey: string | undefined;
  steamApiKey: string | undefined;
  brawlStarsApiKey: string | undefined;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** A bad environment value; the message names the variable and is safe to print as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanWords: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};

const booleanSetting = z
  .string()
  .refine((value) => value.toLowerCase() in booleanWords, {
    error: 'must be 1/0, true/false, yes/no or on/off',
  })
  .transform((value) => booleanWords[value.toLowerCase()] === true);

const modeSchema = z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox');

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, { error: 'must be an integer from 0 to 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { error: 'must be an integer from 0 to 65535' })
    .default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  JWT_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (or unset it to generate one)' })
    .optional(),
  SEED_DEMO: booleanSetting.default(false),
  NODE_ENV: z.string().optional(),
  ALLOW_SANDBOX: booleanSetting.default(false),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== undefined, { error: trustProxyError })
    .transform((value) => parseTrustProxy(value) ?? false)
    .default(false),
  RATE_LIMIT_SCALE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: 'must be a positive number (1 = the limits as documented)' })
    .transform(Number)
    .refine((scale) => scale > 0 && scale <= 100_000, {
      error: 'must be a positive number (1 = the limits as documented)',
    })
    .default(1),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SITE_DIR: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Arena <no-reply@arena.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  HOSTED_PAYMENTS_API_KEY: z.string().optional(),
  HOSTED_PAYMENTS_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  HOSTED_PAYMENTS_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  CURRENCY_RATES: z.string().optional(),
  PAYPAL_PAYOUTS_WEBHOOK_ID: z.string().optional(),
  PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: z.string().optional(),
  PAYOUTS_SECOND_APPROVAL_CRYSTALS: z.string().optional(),
  RIOT_CLIENT_ID: z.string().optional(),
  RIOT_CLIENT_SECRET: z.string().optional(),
  RIOT_API_KEY: z.string().optional(),
  STEAM_API_KEY: z.string().optional(),
  BRAWL_STARS_API_KEY: z.string().optional(),
  PASSPORT_ENCRYPTION_KEY: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, { error: 'must be an integer from 1 to 65535' })
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, { error: 'must be an integer from 1 to 65535' })
    .optional(),
  METRICS_HOST: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PASSPORT_RETENTION_DAYS: daysSetting(30),
  SIGNIN_RETENTION_DAYS: daysSetting(180), // issue 30: sign-in history (auth/sign-in-retention.ts)
  // Reconciliation (docs/decisions/0044): fractions are allowed (0.05 = 3 s), for tests and drills.
  PAYOUT_RECONCILE_MINUTES: z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: 'must be a number of minutes from 0.01 to 1440' })
    .transform(Number)
    .refine((minutes) => minutes >= 0.01 && minutes <= 1440, {
      error: 'must be a number of minutes from 0.01 to 1440',
    })
    .default(30),
});

/**
 * Reads and checks the environment. When JWT_SECRET is absent, a random secret is generated into
 * `DATA_DIR/jwt-secret` on first start and reused afterwards.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  // An empty variable (`PORT=`) means "not set", as most deploy tools write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const values = check(envSchema, present);
  const providers = Object.fromEntries(
    providerNames.map((provider) => {
      const name = providerEnvNames[provider];
      return [provider, check(z.object({ [name]: modeSchema }), present)[name]];
    }),
  ) as Record<ProviderName, ProviderMode>;
  const production = values.NODE_ENV === 'production';
  const sandboxProviders = providerNames.filter((provider) => providers[provider] === 'sandbox');
  const modeProblem = deploymentModeProblem({
    production,
    allowSandbox: values.ALLOW_SANDBOX,
    providers,
    envNames: providerEnvNames,
  });
  if (modeProblem) throw new ConfigError(modeProblem);
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  if (providers.mail === 'live' && !values.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL is required when MAIL_MODE is live');
  }
  const identity = {
    google: oauthClient('GOOGLE', values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
    discord: oauthClient('DISCORD', values.DISCORD_CLIENT_ID, values.DISCORD_CLIENT_SECRET),
  };
  if (providers.identity === 'live' && !identity.google && !identity.discord) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID or DISCORD_CLIENT_ID is required when IDENTITY_MODE is live',
    );
  }
  let matchData: MatchDataConfig;
  try {
    matchData = matchDataConfigFromEnv(present, providers.matchData);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  let payments: PaymentsConfig;
  let payouts: PayoutsConfig;
  try {
    payments = paymentsConfigFromEnv(values, providers);
    payouts = payoutsConfigFromEnv(values, providers.payouts);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  let passport: PassportConfig;
  try {
    passport = passportConfigFromEnv(values, {
      production,
      kycMode: providers.kyc,
      generated: () => readOrCreateSecret(dataDir, passportKeyFileName),
    });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  let push: PushConfig;
  try {
    push = pushConfigFromEnv(values, {
      realMoney: production && moneyProviders.some((provider) => providers[provider] === 'live'),
      dataDir,
    });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    jwtSecret: values.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    siteDir: values.SITE_DIR ? path.resolve(cwd, values.SITE_DIR) : path.join(repoRoot, 'apps/site/dist'),
    providers,
    production,
    sandboxProviders,
    s3: providers.storage === 'live' ? s3StorageConfig(values) : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    identity,
    matchData,
    payments,
    payouts,
    gameAccounts: {
      riot: oauthClient('RIOT', values.RIOT_CLIENT_ID, values.RIOT_CLIENT_SECRET),
      riotApiKey: values.RIOT_API_KEY,
      steamApiKey: values.STEAM_API_KEY,
      brawlStarsApiKey: values.BRAWL_STARS_API_KEY,
    },
    trustProxy: values.TRUST_PROXY,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    sandboxSecrets: sandboxSecretsFor(dataDir, providers),
    passport,
    metrics: {
      token: values.METRICS_TOKEN,
      port: values.METRICS_PORT,
      host: values.METRICS_HOST ?? values.HOST,
    },
    reconcileMinutes: values.PAYOUT_RECONCILE_MINUTES,
    signInRetentionDays: values.SIGNIN_RETENTION_DAYS,
    push,
  };
}

function oauthClient(
  prefix: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClientConfig | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const missing = clientId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
    throw new ConfigError(`Invalid configuration: ${missing} is required with the other one`);
  }
  return { clientId, clientSecret };
}

function check<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
}

/** STORAGE_MODE=live needs the bucket and its keys; the public URL defaults to the path-style bucket URL. */
function s3StorageConfig(values: z.output<typeof envSchema>): S3StorageConfig {
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.find((name) => !values[name]);
  if (missing)
    throw new ConfigError(`Invalid configuration: ${missing} is required when STORAGE_MODE is live`);
  const endpoint = (values.S3_ENDPOINT ?? '').replace(/\/+$/, '');
  const bucket = values.S3_BUCKET ?? '';
  return {
    endpoint,
    bucket,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: (values.S3_PUBLIC_URL ?? `${endpoint}/${bucket}`).replace(/\/+$/, ''),
  };
}
