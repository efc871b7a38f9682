// Sign-in sessions (issue 30, docs/decisions/0049): the player's active sessions, ending one, ending all
// but this one. A session ended elsewhere makes this client's next authenticated call sign it out.
import {
  accountSessionsResponseSchema,
  endSessionsResponseSchema,
  type AccountSessionsResponse,
  type EndSessionsResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function accountSessionsCalls(core: ClientCore) {
  return {
    /** GET /api/users/sessions: active sessions, the most recently active first, this one `current`. */
    accountSessions: (): Promise<AccountSessionsResponse> =>
      core.authed(accountSessionsResponseSchema, '/api/users/sessions', { method: 'get' }),
    /** DELETE /api/users/sessions/{id}: 404 (session.notFound) for an id that is not the player's. */
    endSession: (id: string): Promise<EndSessionsResponse> =>
      core.authed(endSessionsResponseSchema, `/api/users/sessions/${encodeURIComponent(id)}`, {
        method: 'delete',
      }),
    /** POST /api/users/sessions/revoke-others: every session but this one ends. */
    endOtherSessions: (): Promise<EndSessionsResponse> =>
      core.authed(endSessionsResponseSchema, '/api/users/sessions/revoke-others', { method: 'post' }),
  };
}
