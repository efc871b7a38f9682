// Generated secrets shared by every instance on one PostgreSQL (docs/decisions/0026-several-instances.md).
// A secret the environment does not give (JWT_SECRET, the sandbox webhook and outbox secrets, a
// development PASSPORT_ENCRYPTION_KEY) is generated into DATA_DIR on first start (config.ts). Each
// instance has its own DATA_DIR, so on PostgreSQL the first instance's secret is kept in app_settings
// and every instance adopts it: a token signed by one is accepted by the others, a sandbox webhook
// signed by one verifies on the others, a passport file encrypted by one is read by the others, a push
// subscribed through one is signed for by the others (the VAPID pair, DATA_DIR/vapid-keys).
// On PGlite (one process) the file in DATA_DIR is the only copy and nothing changes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { passportKeyFileName, passportKeyId } from '../passport/passport-config';
import { parseVapidPair, vapidKeysFileName } from '../push/push-config';
import type { Database, Queryable } from './database';

/** The secrets config.ts may generate, by their DATA_DIR file name. */
export type GeneratedSecretName =
  | 'jwt-secret'
  | 'passport-encryption-key'
  | 'sandbox-checkout-webhook-secret'
  | 'sandbox-hosted-webhook-secret'
  | 'sandbox-mail-outbox-key'
  | 'vapid-keys';

/** The one shared value of a secret: the first instance's, stored once (`on conflict do nothing`). */
export async function sharedSecret(db: Queryable, name: GeneratedSecretName, local: string): Promise<string> {
  const key = `generated-secret.${name}`;
  await db.query(
    `insert into app_settings (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`,
    [key, local],
  );
  const { rows } = await db.query<{ secret: string }>(
    `select value #>> '{}' as secret from app_settings where key = $1`,
    [key],
  );
  return rows[0]?.secret ?? local;
}

/** Whether `value` is the secret config.ts generated into DATA_DIR/<name> (not one the environment gave). */
function generatedHere(config: Config, name: GeneratedSecretName, value: string): boolean {
  const file = path.join(config.dataDir, name);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === value;
}

/**
 * On PostgreSQL, replaces each generated secret of `config` (in place, so main.ts and buildApp see
 * the same values) by the one every instance shares. Secrets given by the environment are untouched.
 */
export async function adoptSharedSecrets(config: Config, database: Database): Promise<void> {
  if (database.engine !== 'postgres') return;
  if (generatedHere(config, 'jwt-secret', config.jwtSecret)) {
    config.jwtSecret = await sharedSecret(database, 'jwt-secret', config.jwtSecret);
  }
  const passportFile = path.join(config.dataDir, passportKeyFileName);
  const localKey = existsSync(passportFile) ? readFileSync(passportFile, 'utf8').trim() : undefined;
  if (localKey !== undefined && Buffer.from(localKey, 'base64').equals(config.passport.encryptionKey)) {
    const key = await sharedSecret(database, 'passport-encryption-key', localKey);
    const encryptionKey = Buffer.from(key, 'base64');
    config.passport = { ...config.passport, encryptionKey, encryptionKeyId: passportKeyId(encryptionKey) };
  }
  // The VAPID pair (decision 0069): a subscription made with one instance's public key accepts only
  // pushes signed by that pair, so a generated pair is the first instance's everywhere.
  if (config.push.generated) {
    const vapidFile = path.join(config.dataDir, vapidKeysFileName);
    const local = existsSync(vapidFile) ? readFileSync(vapidFile, 'utf8').trim() : undefined;
    if (local !== undefined && parseVapidPair(local)?.publicKey === config.push.publicKey) {
      const pair = parseVapidPair(await sharedSecret(database, 'vapid-keys', local));
      if (pair) config.push = { ...config.push, ...pair };
    }
  }
  // The sandbox secrets are always generated (no variable gives them).
  const sandbox = config.sandboxSecrets;
  if (sandbox.checkoutWebhook !== undefined) {
    sandbox.checkoutWebhook = await sharedSecret(
      database,
      'sandbox-checkout-webhook-secret',
      sandbox.checkoutWebhook,
    );
  }
  if (sandbox.hostedWebhook !== undefined) {
    sandbox.hostedWebhook = await sharedSecret(
      database,
      'sandbox-hosted-webhook-secret',
      sandbox.hostedWebhook,
    );
  }
  if (sandbox.mailOutboxKey !== undefined) {
    sandbox.mailOutboxKey = await sharedSecret(database, 'sandbox-mail-outbox-key', sandbox.mailOutboxKey);
  }
}
