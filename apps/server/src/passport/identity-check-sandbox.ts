// KYC_MODE=sandbox: an automated check whose outcome the tester chooses by the uploaded file's name
// (case-insensitive), explained on /sandbox/kyc:
//   contains "review" → manual_review (an operator decides, as in live mode)
//   contains "reject" → rejected, with sandboxRejectionReason
//   anything else     → verified at once
import type {
  IdentityCheckInput,
  IdentityCheckProvider,
  IdentityCheckResult,
} from './identity-check-provider';

export const sandboxRejectionReason =
  'Sandbox check: the file name contains "reject", so the sandbox rejected this passport.';

export const sandboxKycRules: readonly { contains: string | null; result: IdentityCheckResult }[] = [
  { contains: 'review', result: { decision: 'manual_review', reason: null } },
  { contains: 'reject', result: { decision: 'rejected', reason: sandboxRejectionReason } },
  { contains: null, result: { decision: 'verified', reason: null } },
];

export function sandboxDecision(fileName: string): IdentityCheckResult {
  const name = fileName.toLowerCase();
  const rule = sandboxKycRules.find(
    (candidate) => candidate.contains === null || name.includes(candidate.contains),
  );
  return rule?.result ?? { decision: 'verified', reason: null };
}

export function createSandboxIdentityCheck(): IdentityCheckProvider {
  return {
    mode: 'sandbox',
    check: async (input: IdentityCheckInput) => sandboxDecision(input.fileName),
  };
}
