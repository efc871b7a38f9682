// Sign-up, sign-in and the session (spec §7 Auth): register, login, refresh, logout, verification mail.
import {
  messageResponseSchema,
  mfaRequiredResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type MessageResponse,
  type MfaRequiredResponse,
  type RegisterRequest,
  type TokenResponse,
} from '@arena/contract';
import { z } from 'zod';
import type { ClientCore } from './core';

export function authCalls(core: ClientCore) {
  const { authed, send, refresh } = core;
  return {
    // Auth
    register: (request: RegisterRequest): Promise<MessageResponse> =>
      send(messageResponseSchema, '/api/auth/register', { method: 'post', json: request }, 'none'),
    /** An operator with a second factor gets `{mfaRequired, mfaToken}` instead of a token (issue 29). */
    login: (request: LoginRequest): Promise<TokenResponse | MfaRequiredResponse> =>
      send(
        z.union([tokenResponseSchema, mfaRequiredResponseSchema]),
        '/api/auth/login',
        { method: 'post', json: request },
        'none',
      ),
    /** Shared with a refresh already under way in this client (refresh.ts). */
    refresh,
    logout: (): Promise<MessageResponse> =>
      send(messageResponseSchema, '/api/auth/logout', { method: 'post' }, 'bearer'),
    /**
     * Signs out on every device, this one included (every access token and refresh credential ends).
     * The caller then forgets its own token, as after logout.
     */
    logoutAll: (): Promise<MessageResponse> =>
      authed(messageResponseSchema, '/api/auth/logout-all', { method: 'post' }),
    resendVerification: (): Promise<MessageResponse> =>
      authed(messageResponseSchema, '/api/auth/verification/resend', { method: 'post' }),
  };
}
