// Secrets generated into DATA_DIR (split from config.ts): one per data directory, readable by the owner only.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProviderName } from '@arena/contract';
import type { ProviderMode } from './provider-mode';

/**
 * A generated secret lives beside the data it protects (`DATA_DIR/<name>`), readable by the owner
 * only: created on first start, reused afterwards, so each data directory has its own and no secret
 * is a constant in the source.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a secret file name: ${name}`);
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode applies only when the file is created
  return secret;
}

export function readOrCreateJwtSecret(dataDir: string): string {
  return readOrCreateSecret(dataDir, 'jwt-secret');
}

/** The secrets of providers in sandbox mode, generated per data directory (absent for live ones). */
export interface SandboxSecrets {
  /** Signs the sandbox checkout's webhooks (CHECKOUT_MODE=sandbox). */
  checkoutWebhook: string | undefined;
  /** Signs the sandbox hosted payment page's webhooks (HOSTED_PAYMENTS_MODE=sandbox). */
  hostedWebhook: string | undefined;
  /** Opens the whole sandbox outbox (MAIL_MODE=sandbox) to whoever runs the server: the start log prints it. */
  mailOutboxKey: string | undefined;
}

export function sandboxSecretsFor(
  dataDir: string,
  providers: Record<ProviderName, ProviderMode>,
): SandboxSecrets {
  const inSandbox = (provider: ProviderName, name: string) =>
    providers[provider] === 'sandbox' ? readOrCreateSecret(dataDir, name) : undefined;
  return {
    checkoutWebhook: inSandbox('checkout', 'sandbox-checkout-webhook-secret'),
    hostedWebhook: inSandbox('hostedPayments', 'sandbox-hosted-webhook-secret'),
    mailOutboxKey: inSandbox('mail', 'sandbox-mail-outbox-key'),
  };
}
