import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../src/auth/password';

describe('passwords', () => {
  it('hash with Argon2id and verify only the same password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  });

  it('salt every hash and never match a malformed one', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('not-a-hash', 'same')).toBe(false);
    expect(await verifyPassword(await decoyPasswordHash(), '')).toBe(false);
  });
});
