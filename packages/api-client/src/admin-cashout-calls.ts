// Operator console: passports, payouts and the reconciliation of late provider notices (issue 10).
import {
  adminPassportDecisionResponseSchema,
  adminPassportsResponseSchema,
  adminPayoutDecisionResponseSchema,
  adminPayoutsResponseSchema,
  reconciliationResponseSchema,
  reconciliationRunResponseSchema,
  type AdminPassportDecisionResponse,
  type AdminPassportsResponse,
  type AdminPayoutDecisionResponse,
  type AdminPayoutsResponse,
  type PassportVerificationStatus,
  type ReconciliationResponse,
  type ReconciliationRunResponse,
  type WithdrawalMethodName,
  type WithdrawalStatus,
} from '@arena/contract';
import { presentParams } from './call-helpers';
import type { ClientCore } from './core';

export function adminCashoutCalls(core: ClientCore) {
  const { authed, sendBlob, withSession } = core;
  return {
    // Operator console: passports and payouts (issue 10's operator API; operators: admin and support)
    adminPassports: (
      status: Exclude<PassportVerificationStatus, 'none'> = 'manual_review',
    ): Promise<AdminPassportsResponse> =>
      authed(adminPassportsResponseSchema, '/api/admin/passports', { searchParams: { status } }),
    /** The uploaded file with its content type, fetched with the operator's token (for an object URL). */
    adminPassportFile: (id: string): Promise<Blob> =>
      withSession(() => sendBlob(`/api/admin/passports/${encodeURIComponent(id)}/file`)),
    verifyPassport: (id: string): Promise<AdminPassportDecisionResponse> =>
      authed(adminPassportDecisionResponseSchema, `/api/admin/passports/${encodeURIComponent(id)}/verify`, {
        method: 'post',
      }),
    /** The reason is shown to the player. */
    rejectPassport: (id: string, reason: string): Promise<AdminPassportDecisionResponse> =>
      authed(adminPassportDecisionResponseSchema, `/api/admin/passports/${encodeURIComponent(id)}/reject`, {
        method: 'post',
        json: { reason },
      }),
    adminPayouts: (
      query: { status?: WithdrawalStatus; method?: WithdrawalMethodName } = {},
    ): Promise<AdminPayoutsResponse> =>
      authed(adminPayoutsResponseSchema, '/api/admin/payouts', {
        searchParams: presentParams({ status: query.status, method: query.method }),
      }),
    /** Sends the payout through the payouts provider. */
    approvePayout: (id: string): Promise<AdminPayoutDecisionResponse> =>
      authed(adminPayoutDecisionResponseSchema, `/api/admin/payouts/${encodeURIComponent(id)}/approve`, {
        method: 'post',
      }),
    /** Gives the crystals back once; the reason is shown to the player. */
    rejectPayout: (id: string, reason: string): Promise<AdminPayoutDecisionResponse> =>
      authed(adminPayoutDecisionResponseSchema, `/api/admin/payouts/${encodeURIComponent(id)}/reject`, {
        method: 'post',
        json: { reason },
      }),
    /** Payouts and payments whose provider notification is late, with their last check (decision 0044). */
    reconciliation: (): Promise<ReconciliationResponse> =>
      authed(reconciliationResponseSchema, '/api/admin/reconciliation'),
    /** Runs the reconciliation job now; `ran` is false when another server was running it. */
    runReconciliation: (): Promise<ReconciliationRunResponse> =>
      authed(reconciliationRunResponseSchema, '/api/admin/reconciliation/run', { method: 'post' }),
  };
}
