// The VAPID key pair Web Push is signed with (RFC 8292; docs/decisions/0069-web-push.md). From
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them), or
// generated once into DATA_DIR/vapid-keys (mode 0600) like the other generated secrets; on PostgreSQL every
// instance adopts the first one's pair (db/shared-secrets.ts), since a subscription made with one public key
// only accepts pushes signed by its private key. A production deployment with real money refuses to start
// without configured keys (a lost generated pair silently ends every subscription). VAPID_SUBJECT is the
// contact a push service may write to: `mailto:` and the address of MAIL_FROM unless given.
import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface PushConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes). */
  publicKey: string;
  /** P-256 private key, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:` contact for the push services. */
  subject: string;
  /** True when the pair was generated into DATA_DIR (not given by the environment). */
  generated: boolean;
}

export const vapidKeysFileName = 'vapid-keys';

const base64url = /^[A-Za-z0-9_-]+$/;

function keyProblem(name: string, value: string, bytes: number): string | null {
  if (!base64url.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    return `${name} must be ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`;
  }
  if (bytes === 65 && Buffer.from(value, 'base64url')[0] !== 4) {
    return `${name} must be an uncompressed P-256 public key (npx web-push generate-vapid-keys)`;
  }
  return null;
}

/** Whether the public key is the private key's (a mismatched pair signs pushes no service accepts). */
function pairMatches(publicKey: string, privateKey: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
}

/** A pair as the file holds it, or null when the text is not one. */
export function parseVapidPair(text: string): { publicKey: string; privateKey: string } | null {
  try {
    const value = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
    const { publicKey, privateKey } = value;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
    if (keyProblem('', publicKey, 65) || keyProblem('', privateKey, 32)) return null;
    if (!pairMatches(publicKey, privateKey)) return null;
    return { publicKey, privateKey };
  } catch {
    return null;
  }
}

/** DATA_DIR/vapid-keys: read, or generated with web-push's generateVAPIDKeys on first start. */
export function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, vapidKeysFileName);
  if (existsSync(file)) {
    const pair = parseVapidPair(readFileSync(file, 'utf8'));
    if (pair) return pair;
  }
  mkdirSync(dataDir, { recursive: true });
  const pair = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey })}\n`, {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/** The address inside MAIL_FROM (`Arena <no-reply@arena.example>` → `no-reply@arena.example`). */
function mailAddress(from: string): string {
  const inside = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1];
  return inside ?? from.trim();
}

/**
 * The push configuration, or throws a message naming the variable. `realMoney`: NODE_ENV=production with
 * live money providers, where the keys must be configured.
 */
export function pushConfigFromEnv(
  values: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
    MAIL_FROM: string;
  },
  options: { realMoney: boolean; dataDir: string },
): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  const subject = values.VAPID_SUBJECT ?? `mailto:${mailAddress(values.MAIL_FROM)}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  }
  if (publicKey === undefined && privateKey === undefined) {
    if (options.realMoney) {
      throw new Error(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV is production with live money providers (npx web-push generate-vapid-keys)',
      );
    }
    return { ...readOrCreateVapidKeys(options.dataDir), subject, generated: true };
  }
  if (publicKey === undefined || privateKey === undefined) {
    const missing = publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    throw new Error(`${missing} is required with the other one`);
  }
  const problem =
    keyProblem('VAPID_PUBLIC_KEY', publicKey, 65) ?? keyProblem('VAPID_PRIVATE_KEY', privateKey, 32);
  if (problem) throw new Error(problem);
  if (!pairMatches(publicKey, privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }
  return { publicKey, privateKey, subject, generated: false };
}
