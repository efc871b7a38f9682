// What an identity check provider is (docs/decisions/0017): the interface every mode implements, on its
// own so the sandbox and the live provider depend on it and not on each other.
import type { PassportDecision } from '@arena/contract';
import type { PassportContentType } from './passport-file-type';

export interface IdentityCheckInput {
  verificationId: string;
  userId: string;
  /** The name the browser gave the file (only the sandbox reads it). */
  fileName: string;
  contentType: PassportContentType;
  sizeBytes: number;
}

export interface IdentityCheckResult {
  decision: PassportDecision;
  /** Shown to the player when rejected; null otherwise. */
  reason: string | null;
}

export interface IdentityCheckProvider {
  readonly mode: 'sandbox' | 'live';
  check(input: IdentityCheckInput): Promise<IdentityCheckResult>;
}
