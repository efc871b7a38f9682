// Passport configuration (docs/decisions/0017-passport-verification.md): the AES-256-GCM key that
// encrypts every stored passport file, and how many days after the decision the file is deleted.
import { createHash } from 'node:crypto';

export interface PassportConfig {
  /** 32 bytes: PASSPORT_ENCRYPTION_KEY, or generated into DATA_DIR/passport-encryption-key. */
  encryptionKey: Buffer;
  /** Names the key in each stored file (a hash of it, never the key), so a rotation can tell them apart. */
  encryptionKeyId: string;
  /** PASSPORT_RETENTION_DAYS (default 30): files are deleted that many days after the decision. */
  retentionDays: number;
}

export const passportKeyFileName = 'passport-encryption-key';

/**
 * PASSPORT_ENCRYPTION_KEY is required in production with real identity checks (KYC_MODE=live).
 * Elsewhere (development, tests, a public sandbox demo) a key is generated per data directory
 * (`generated` reads or creates it), like the other sandbox secrets.
 */
export function passportConfigFromEnv(
  values: { PASSPORT_ENCRYPTION_KEY?: string | undefined; PASSPORT_RETENTION_DAYS: number },
  options: { production: boolean; kycMode: 'sandbox' | 'live'; generated: () => string },
): PassportConfig {
  const configured = values.PASSPORT_ENCRYPTION_KEY;
  if (!configured && options.production && options.kycMode === 'live') {
    throw new Error(
      'PASSPORT_ENCRYPTION_KEY is required when NODE_ENV is production (32 random bytes in base64: openssl rand -base64 32)',
    );
  }
  const encryptionKey = decodeKey(configured ?? options.generated());
  if (!encryptionKey) {
    throw new Error('PASSPORT_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  return {
    encryptionKey,
    encryptionKeyId: passportKeyId(encryptionKey),
    retentionDays: values.PASSPORT_RETENTION_DAYS,
  };
}

function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

/** 16 hex characters of a hash of the key: names it without revealing it. */
export function passportKeyId(key: Buffer): string {
  return createHash('sha256').update('arena-passport-key-id:').update(key).digest('hex').slice(0, 16);
}
