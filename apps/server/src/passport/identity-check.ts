// The identity check provider (ARCHITECTURE.md "Providers", KYC_MODE; docs/decisions/0017): what
// happens to a passport once it is stored. `live` leaves every upload to an operator's review (no
// keys needed, the production default); `sandbox` decides at once by a rule the tester controls, so
// each outcome can be clicked through (identity-check-sandbox.ts).
import type { Config } from '../config';
import { createSandboxIdentityCheck } from './identity-check-sandbox';
import type { IdentityCheckProvider } from './identity-check-provider';

export type {
  IdentityCheckInput,
  IdentityCheckProvider,
  IdentityCheckResult,
} from './identity-check-provider';

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
