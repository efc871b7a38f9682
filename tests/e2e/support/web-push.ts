// A test's own push subscription (issue 33, docs/decisions/0069-web-push.md): the key pair and
// authentication secret a browser would make (P-256 with node:crypto ECDH), and the decryption of what the
// push service received (RFC 8291 over RFC 8188 aes128gcm), so a test reads a push as the browser would.
// Shared by the e2e journey and the server tests.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';

export interface TestPushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a body the push service received (base64url or bytes) into its text. */
  decrypt(body: string | Uint8Array): string;
}

/** A device subscribed at `endpoint` (default: a fresh sandbox endpoint of `origin`). */
export function testPushDevice(origin: string, endpoint?: string): TestPushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const device = {
    endpoint: endpoint ?? `${origin}/sandbox/push/test-${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ...device, decrypt: (body) => decryptPush(body, ecdh.getPrivateKey(), ecdh.getPublicKey(), auth) };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, its padding delimiter 0x02 and zeros removed. */
export function decryptPush(
  body: string | Uint8Array,
  privateKey: Buffer,
  publicKey: Buffer,
  authSecret: Buffer,
): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'base64url') : Buffer.from(body);
  const salt = bytes.subarray(0, 16);
  const recordSize = bytes.readUInt32BE(16);
  const idLength = bytes[20]!;
  const senderKey = bytes.subarray(21, 21 + idLength);
  const record = bytes.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record: not what web-push sends');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record must end with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}
