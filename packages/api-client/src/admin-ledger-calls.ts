// Operator console: the ledger's totals, its audit and its CSV export (admin only).
import {
  ledgerAuditResponseSchema,
  ledgerTotalsResponseSchema,
  type LedgerAuditResponse,
  type LedgerTotalsResponse,
} from '@arena/contract';
import { presentParams } from './call-helpers';
import type { ClientCore } from './core';

export function adminLedgerCalls(core: ClientCore) {
  const { authed, sendBlob, withSession } = core;
  return {
    /** UTC days `YYYY-MM-DD`, both included; the server defaults to the last 30 days. */
    ledgerTotals: (query: { from?: string; to?: string } = {}): Promise<LedgerTotalsResponse> =>
      authed(ledgerTotalsResponseSchema, '/api/admin/ledger/totals', {
        searchParams: presentParams({ from: query.from, to: query.to }),
      }),
    /** The ledger's invariants checked now: `ok` with no problems, or the problems found. */
    ledgerAudit: (): Promise<LedgerAuditResponse> =>
      authed(ledgerAuditResponseSchema, '/api/admin/ledger/audit'),
    /** The totals' CSV file for the days (UTC, both included), fetched with the operator's token. */
    ledgerExport: (query: { from?: string; to?: string } = {}): Promise<Blob> => {
      const search = new URLSearchParams(presentParams({ from: query.from, to: query.to })).toString();
      return withSession(() => sendBlob(`/api/admin/ledger/export.csv${search ? `?${search}` : ''}`));
    },
  };
}
