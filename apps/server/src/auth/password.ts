// Password hashing with Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane): about 11 ms a hash
// here (ARCHITECTURE.md). @node-rs/argon2 ships a prebuilt binary, so nothing compiles on install.
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when no account exists keeps "unknown email" as slow as "wrong password",
 * so timing does not reveal which emails are registered.
 */
let decoy: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that never matches');
  return decoy;
}
