// The operators' second factor for server tests (issue 29): enrol TOTP with a session, and sign in with
// password and code, through the real routes.
import { mfaConfirmResponseSchema, mfaEnrolResponseSchema, tokenResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { totpCode } from '../../src/auth/totp';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Enrols TOTP for the session's account; answers the secret, the verified token and recovery codes. */
export async function enrolSecondFactor(app: FastifyInstance, token: string) {
  const enrol = await app.inject({ method: 'POST', url: '/api/auth/mfa/enrol', headers: bearer(token) });
  expect(enrol.statusCode).toBe(200);
  const { secret } = mfaEnrolResponseSchema.parse(enrol.json()).data;
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/confirm',
    headers: bearer(token),
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  const answer = mfaConfirmResponseSchema.parse(confirm.json());
  return { secret, token: answer.access_token, recoveryCodes: answer.recoveryCodes };
}

/**
 * Password login, then the code step when the account asks for one. `timestamp` picks the code's time
 * (a code is accepted once: a second sign-in within 30 s uses the next step's code).
 */
export async function signInWithSecondFactor(
  app: FastifyInstance,
  email: string,
  password: string,
  secret: string,
  timestamp = Date.now(),
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(login.statusCode).toBe(200);
  const answer = login.json() as { mfaRequired?: boolean; mfaToken?: string; access_token?: string };
  if (!answer.mfaRequired) return tokenResponseSchema.parse(answer).access_token;
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    payload: { mfaToken: answer.mfaToken, code: totpCode(secret, timestamp) },
  });
  expect(verify.statusCode).toBe(200);
  return tokenResponseSchema.parse(verify.json()).access_token;
}
