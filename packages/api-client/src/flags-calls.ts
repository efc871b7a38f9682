// Fair-play flags for the operator console (issue 30, decision 0050): the list by status, one flag with
// its evidence and linked players, and the resolution.
import {
  adminFlagResponseSchema,
  adminFlagsResponseSchema,
  resolveFlagResponseSchema,
  type AdminFlagResponse,
  type AdminFlagsResponse,
  type FlagStatus,
  type ResolveFlagRequest,
  type ResolveFlagResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function flagsCalls(core: ClientCore) {
  return {
    /** GET /api/admin/flags?status=&page=: open flags oldest first, resolved ones newest first. */
    adminFlags: (query: { status?: FlagStatus; page?: number } = {}): Promise<AdminFlagsResponse> =>
      core.authed(adminFlagsResponseSchema, '/api/admin/flags', {
        searchParams: { status: query.status ?? 'open', page: query.page ?? 1 },
      }),
    /** GET /api/admin/flags/{id}: the evidence and the linked players. */
    adminFlag: (id: string): Promise<AdminFlagResponse> =>
      core.authed(adminFlagResponseSchema, `/api/admin/flags/${encodeURIComponent(id)}`),
    /** POST /api/admin/flags/{id}/resolve: dismiss, hold_payouts or block, with a note (403 for one's own account). */
    resolveFlag: (id: string, body: ResolveFlagRequest): Promise<ResolveFlagResponse> =>
      core.authed(resolveFlagResponseSchema, `/api/admin/flags/${encodeURIComponent(id)}/resolve`, {
        method: 'post',
        json: body,
      }),
  };
}
