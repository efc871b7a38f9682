// Passport files in the object storage: encrypted (passport-encryption.ts) under the private prefix
// that neither GET /uploads/* nor a bucket's public URL serves (storage/public-objects.ts).
import type { PassportConfig } from './passport-config';
import { decryptPassportFile, encryptPassportFile, type PassportKey } from './passport-encryption';
import type { ObjectStorage } from '../storage/object-storage';
import { privateKeyPrefix } from '../storage/public-objects';

/** What the stored object says it is: ciphertext, never the passport's own type. */
const storedContentType = 'application/octet-stream';

export function passportStorageKey(userId: string, verificationId: string): string {
  return `${privateKeyPrefix}passports/${userId}/${verificationId}.bin`;
}

export class PassportFiles {
  readonly #key: PassportKey;

  constructor(
    private readonly storage: ObjectStorage,
    config: PassportConfig,
  ) {
    this.#key = { id: config.encryptionKeyId, key: config.encryptionKey };
  }

  get keyId(): string {
    return this.#key.id;
  }

  async put(storageKey: string, verificationId: string, bytes: Buffer): Promise<void> {
    await this.storage.put(
      storageKey,
      encryptPassportFile(bytes, this.#key, verificationId),
      storedContentType,
    );
  }

  /** The decrypted file, or null when nothing is stored under the key. */
  async get(storageKey: string, verificationId: string): Promise<Buffer | null> {
    const stored = await this.storage.get(storageKey);
    return stored ? decryptPassportFile(stored.bytes, [this.#key], verificationId) : null;
  }

  async delete(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey);
  }
}
