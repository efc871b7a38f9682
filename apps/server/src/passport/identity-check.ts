// The identity check provider (ARCHITECTURE.md "Providers", KYC_MODE; docs/decisions/0017): what
// happens to a passport once it is stored. `live` leaves every upload to an operator's review (no
// keys needed, the production default); `sandbox` decides at once by a rule the tester controls, so
// each outcome can be clicked through (identity-check-sandbox.ts).
import type { PassportDecision } from '@arena/contract';
import type { Config } from '../config';
import type { PassportContentType } from './passport-file-type';
import { createSandboxIdentityCheck } from './identity-check-sandbox';

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

/** KYC_MODE=live: an operator reviews every passport (GET /api/admin/passports). */
export function createManualReviewIdentityCheck(): IdentityCheckProvider {
  return {
    mode: 'live',
    check: async () => ({ decision: 'manual_review', reason: null }),
  };
}

export function createIdentityCheck(config: Pick<Config, 'providers'>): IdentityCheckProvider {
  return config.providers.kyc === 'live' ? createManualReviewIdentityCheck() : createSandboxIdentityCheck();
}
