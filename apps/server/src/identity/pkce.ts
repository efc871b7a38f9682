// PKCE (RFC 7636) with the S256 method: the verifier stays on the server, the provider sees only
// its SHA-256 challenge and checks the verifier when the code is exchanged.
import { createHash, randomBytes } from 'node:crypto';

/** 43 characters of base64url: 256 bits, within RFC 7636's 43-128 characters. */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
