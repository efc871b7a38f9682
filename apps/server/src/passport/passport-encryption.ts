// Passport files at rest (docs/decisions/0017): AES-256-GCM with a random 12-byte IV per file. The
// stored object carries what decryption needs besides the key:
//   "APF1" | key id length (1 byte) | key id (ASCII) | IV (12 bytes) | tag (16 bytes) | ciphertext
// The additional authenticated data is the header and the verification id, so a file copied onto
// another player's verification, or a header changed, does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const magic = Buffer.from('APF1', 'latin1');
const ivBytes = 12;
const tagBytes = 16;

export interface PassportKey {
  id: string;
  key: Buffer;
}

export function encryptPassportFile(bytes: Buffer, key: PassportKey, verificationId: string): Buffer {
  const keyId = Buffer.from(key.id, 'latin1');
  if (keyId.length < 1 || keyId.length > 255) throw new Error('passport key id must be 1 to 255 characters');
  const header = Buffer.concat([magic, Buffer.from([keyId.length]), keyId]);
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: tagBytes });
  cipher.setAAD(additionalData(header, verificationId));
  const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

/** The key id a stored object was encrypted with, or null when it is not an encrypted passport file. */
export function passportFileKeyId(stored: Buffer): string | null {
  if (stored.length < magic.length + 1 || !stored.subarray(0, magic.length).equals(magic)) return null;
  const length = stored[magic.length] ?? 0;
  const end = magic.length + 1 + length;
  return stored.length >= end + ivBytes + tagBytes ? stored.toString('latin1', magic.length + 1, end) : null;
}

/** The original bytes; throws when the object is not ours, the key differs, or anything was changed. */
export function decryptPassportFile(
  stored: Buffer,
  keys: readonly PassportKey[],
  verificationId: string,
): Buffer {
  const keyId = passportFileKeyId(stored);
  if (keyId === null) throw new Error('not an encrypted passport file');
  const key = keys.find((candidate) => candidate.id === keyId);
  if (!key) throw new Error(`no passport encryption key with id ${keyId}`);
  const headerEnd = magic.length + 1 + Buffer.byteLength(keyId, 'latin1');
  const header = stored.subarray(0, headerEnd);
  const iv = stored.subarray(headerEnd, headerEnd + ivBytes);
  const tag = stored.subarray(headerEnd + ivBytes, headerEnd + ivBytes + tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: tagBytes });
  decipher.setAAD(additionalData(header, verificationId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(stored.subarray(headerEnd + ivBytes + tagBytes)), decipher.final()]);
}

function additionalData(header: Buffer, verificationId: string): Buffer {
  return Buffer.concat([header, Buffer.from(`passport:${verificationId}`, 'utf8')]);
}
