// Operator console: players and the audit log (decision 0020; admin or support unless marked).
import {
  adminAuditLogResponseSchema,
  adminUserActionResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  messageResponseSchema,
  releaseGameAccountResponseSchema,
  type AdminAuditLogQuery,
  type AdminAuditLogResponse,
  type AdminUserActionResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  type MessageResponse,
  type ReleaseGameAccountResponse,
  type UserRole,
} from '@arena/contract';
import type { ClientCore } from './core';

export function adminUsersCalls(core: ClientCore) {
  const { authed } = core;
  return {
    // Operator console: players and the audit log (decision 0020; admin or support unless marked).
    adminUsers: (query: { q?: string; page?: number } = {}): Promise<AdminUsersResponse> =>
      authed(adminUsersResponseSchema, '/api/admin/users', {
        searchParams: { ...(query.q ? { q: query.q } : {}), page: query.page ?? 1 },
      }),
    adminUser: (id: string): Promise<AdminUserResponse> =>
      authed(adminUserResponseSchema, `/api/admin/users/${encodeURIComponent(id)}`),
    /** Ends the player's sessions at once; they cannot sign in, enrol or withdraw until unblocked. */
    blockUser: (id: string, reason: string): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/block`, {
        method: 'post',
        json: { reason },
      }),
    unblockUser: (id: string): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/unblock`, {
        method: 'post',
      }),
    resendUserVerification: (id: string): Promise<MessageResponse> =>
      authed(messageResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/resend-verification`, {
        method: 'post',
      }),
    /** Admins only. */
    setUserRole: (id: string, role: UserRole): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/role`, {
        method: 'put',
        json: { role },
      }),
    /** Unlinks a disputed Brawl Stars tag from its holder so another player can claim it. */
    releaseGameAccount: (accountId: string, reason: string): Promise<ReleaseGameAccountResponse> =>
      authed(
        releaseGameAccountResponseSchema,
        `/api/admin/game-accounts/${encodeURIComponent(accountId)}/release`,
        { method: 'post', json: { reason } },
      ),
    /** Newest first, 50 a page; `actor` is an operator's id or email. */
    auditLog: (
      query: Omit<AdminAuditLogQuery, 'page'> & { page?: number } = {},
    ): Promise<AdminAuditLogResponse> =>
      authed(adminAuditLogResponseSchema, '/api/admin/audit-log', {
        searchParams: {
          ...Object.fromEntries(
            Object.entries(query).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
            ),
          ),
          page: query.page ?? 1,
        },
      }),
  };
}
