// The one refresh of a tab (spec §4 Auth; docs/decisions/0062): the session machine's refresh at start
// and the 401 path of every call share the request in flight, so one tab never presents one refresh
// credential twice. A refresh lost to the network (offline, a timeout) is tried again before the
// session is given up; a refusal (401, 403) is final at once.
import { tokenResponseSchema, type TokenResponse } from '@arena/contract';
import { ApiError } from './api-error';
import type { ClientCore } from './core';

/** Waits before the second and third attempts of a refresh the network lost. */
export const REFRESH_RETRY_DELAYS_MS = [1_000, 3_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSharedRefresh(
  send: ClientCore['send'],
  delaysMs: readonly number[] = REFRESH_RETRY_DELAYS_MS,
) {
  let inFlight: Promise<TokenResponse> | null = null;

  async function attempt(): Promise<TokenResponse> {
    for (let tried = 0; ; tried += 1) {
      try {
        return await send(tokenResponseSchema, '/api/auth/refresh', { method: 'get' }, 'none');
      } catch (error) {
        const lost = error instanceof ApiError && error.kind === 'network';
        const delay = delaysMs[tried];
        if (!lost || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  /** GET /api/auth/refresh, shared with any refresh already under way in this client. */
  return function refresh(): Promise<TokenResponse> {
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
