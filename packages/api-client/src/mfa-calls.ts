// The operators' second factor (issue 29, decision 0046): status, enrolment, confirmation, verification.
import {
  mfaConfirmResponseSchema,
  mfaEnrolResponseSchema,
  mfaStatusResponseSchema,
  tokenResponseSchema,
  type MfaConfirmResponse,
  type MfaEnrolResponse,
  type MfaStatusResponse,
  type TokenResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function mfaCalls(core: ClientCore) {
  const { authed, send } = core;
  return {
    // The operators' second factor (issue 29, decision 0046).
    mfaStatus: (): Promise<MfaStatusResponse> => authed(mfaStatusResponseSchema, '/api/auth/mfa'),
    mfaEnrol: (): Promise<MfaEnrolResponse> =>
      authed(mfaEnrolResponseSchema, '/api/auth/mfa/enrol', { method: 'post' }),
    mfaConfirm: (code: string): Promise<MfaConfirmResponse> =>
      authed(mfaConfirmResponseSchema, '/api/auth/mfa/confirm', { method: 'post', json: { code } }),
    /** With the login's mfaToken (no session yet), or with the session when there is none. */
    mfaVerify: (request: { mfaToken: string | null; code: string }): Promise<TokenResponse> =>
      request.mfaToken
        ? send(tokenResponseSchema, '/api/auth/mfa/verify', { method: 'post', json: request }, 'none')
        : authed(tokenResponseSchema, '/api/auth/mfa/verify', {
            method: 'post',
            json: { code: request.code },
          }),
  };
}
