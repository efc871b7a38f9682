// The API as the end-to-end tests reach it around the browser: real HTTP to the test server, for setting up
// players and checking what the pages should show. Shared so each journey states only its own steps.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations } from './browser';

export const baseUrl = inject('baseUrl');
export const sandboxMailKey = inject('sandboxMailKey');
/** The sandbox key as a header: `/sandbox/payouts` is closed without it (issue 29). */
export const sandboxKeyHeaders = { 'x-sandbox-key': sandboxMailKey } as const;
/** Node's fetch reaches the server on the loopback address (the browser uses baseUrl). */
export const apiUrl = baseUrl.replace('localhost', '127.0.0.1');

/** Calls the API and expects a 2xx answer (the failure message names the call and its answer). */
export async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(answer.status, `${init.method ?? 'GET'} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Signs in with email and password; returns the access token (for an operator, use operatorLogin). */
export const login = async (email: string, password: string): Promise<string> =>
  (await call<{ access_token: string }>('/api/auth/login', { method: 'POST', body: { email, password } }))
    .access_token;

/** Registers a new player (email `prefix-…@example.com`) without verifying the email, and signs them in. */
export async function newPlayer(prefix: string, name: string, country = 'AE', dob = '1998-03-03') {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = `${prefix}-player-1`;
  await call('/api/auth/register', {
    method: 'POST',
    body: { name, email, password, passwordConfirm: password, country, dob },
  });
  return { email, password, token: await login(email, password) };
}

/** The verification link of the sandbox mail sent to `email`, on the browser's address. */
export async function verificationLink(email: string): Promise<string> {
  const outbox = await call<{ data: { text: string }[] }>(
    `/sandbox/mail.json?to=${encodeURIComponent(email)}&key=${sandboxMailKey}`,
  );
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(outbox.data[0]?.text ?? '')?.[0];
  expect(link, `a verification mail to ${email}`).toBeDefined();
  const url = new URL(link!);
  return `${baseUrl}${url.pathname}${url.search}`;
}

/** Registers a player, verifies the email through the sandbox outbox and signs in. */
export async function newVerifiedPlayer(prefix: string, name: string) {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = `${prefix}-player-1`;
  await call('/api/auth/register', {
    method: 'POST',
    body: { name, email, password, passwordConfirm: password, country: 'AE', dob: '1998-03-03' },
  });
  const link = new URL(await verificationLink(email));
  const verified = await fetch(new URL(link.pathname + link.search, apiUrl), { redirect: 'manual' });
  expect(verified.headers.get('location')).toBe('/verification-success');
  const token = await login(email, password);
  const me = await call<{ data: { user: { id: string } } }>('/api/users/me', { token });
  return { email, password, token, userId: me.data.user.id };
}

export async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

// Operators' second factor (issue 29): TOTP, SHA-1, 6 digits, 30-second steps; the server accepts a code
// of the current step or one either side, and never a step at or before the last one it accepted. The
// files of a run sign the demo admin in many times, one file after another (fileParallelism is off), so
// the steps each account has used and the demo admin's verified access token are kept in a small JSON
// file in the run's shared directory (global-setup.ts), and every code is taken through it.

/** The seeded demo admin (apps/server/src/seed/demo-accounts.ts). */
export const demoAdmin = {
  email: 'admin@arena.gg',
  password: 'arena-admin-2026',
  totpSecret: 'ARENADEMOADMINTOTPKEYTWOZEROTWO6',
} as const;

const totpPeriodMs = 30_000;
/** Access tokens live 15 minutes: a cached one is reused while younger than this. */
const cachedTokenMaxAgeMs = 10 * 60_000;
const stateFile = path.join(inject('e2eStateDir'), 'operators.json');

type OperatorState = { lastStep?: number; token?: string; signedInAt?: number };
type State = Record<string, OperatorState>;

function readState(): State {
  if (!existsSync(stateFile)) return {};
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  } catch {
    return {};
  }
}

function updateState(key: string, change: OperatorState): void {
  const state = readState();
  state[key] = { ...state[key], ...change };
  const next = `${stateFile}.${process.pid}.tmp`;
  writeFileSync(next, JSON.stringify(state));
  renameSync(next, stateFile);
}

/** The 30-second step `timestamp` falls in. */
export const totpStep = (timestamp = Date.now()) => Math.floor(timestamp / totpPeriodMs);

/** The code of a step (an authenticator app shows the current one). */
export function totpCode(secret: string, step = totpStep()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * totpPeriodMs,
  });
}

/**
 * A code the server has not accepted yet for this secret: the current step's, or the next step's when
 * the current one is used (the window allows one step ahead), or, when both are used, the next one
 * after waiting for the clock. The step is recorded as used at once: call it right before sending the code.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const lastStep = readState()[secret]?.lastStep ?? 0;
  const step = Math.max(totpStep(), lastStep + 1);
  // More than one step ahead: wait until it is the next step's turn.
  while (step > totpStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (totpStep() + 1) * totpPeriodMs - Date.now() + 50));
  }
  updateState(secret, { lastStep: step });
  return totpCode(secret, step);
}

/**
 * An operator's sign-in through the API: password, then (when the account has a second factor) the
 * code step with a fresh code; a code refused (already used elsewhere) is retried with the next one.
 */
export async function operatorLogin(email: string, password: string, secret: string): Promise<string> {
  const answer = await call<{ access_token?: string; mfaRequired?: boolean; mfaToken?: string }>(
    '/api/auth/login',
    { method: 'POST', body: { email, password } },
  );
  if (!answer.mfaRequired) return answer.access_token!;
  let refused = '';
  // A challenge takes five codes; the third is always one the server has not seen.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const verified = await fetch(`${apiUrl}/api/auth/mfa/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mfaToken: answer.mfaToken, code: await freshTotpCode(secret) }),
    });
    if (verified.ok) return ((await verified.json()) as { access_token: string }).access_token;
    refused = `${verified.status} ${await verified.text()}`;
    if (!refused.includes('auth.mfa.invalidCode')) break;
  }
  throw new Error(`The code step of ${email} failed: ${refused}`);
}

/** A session that passed the second factor answers `verified` (GET /api/auth/mfa). */
async function isVerifiedSession(token: string): Promise<boolean> {
  const answer = await fetch(`${apiUrl}/api/auth/mfa`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) return false;
  return ((await answer.json()) as { data: { verified: boolean } }).data.verified;
}

/**
 * The demo admin's access token, signed in with the second factor: the one the run's earlier files
 * signed in with while it is younger than ten minutes and still verified, else a new sign-in.
 */
export async function adminToken(): Promise<string> {
  const cached = readState()[demoAdmin.email];
  if (
    cached?.token &&
    cached.signedInAt !== undefined &&
    Date.now() - cached.signedInAt < cachedTokenMaxAgeMs &&
    (await isVerifiedSession(cached.token))
  ) {
    return cached.token;
  }
  const signedInAt = Date.now();
  const token = await operatorLogin(demoAdmin.email, demoAdmin.password, demoAdmin.totpSecret);
  updateState(demoAdmin.email, { token, signedInAt });
  return token;
}

/**
 * Turns on the second factor of the signed-in operator through the API (what the console's enrolment
 * page does): their secret, a verified access token and the ten recovery codes.
 */
export async function enrolSecondFactor(token: string) {
  const enrolled = await call<{ data: { secret: string } }>('/api/auth/mfa/enrol', {
    method: 'POST',
    token,
    body: {},
  });
  const { secret } = enrolled.data;
  const confirmed = await call<{ access_token: string; recoveryCodes: string[] }>('/api/auth/mfa/confirm', {
    method: 'POST',
    token,
    body: { code: await freshTotpCode(secret) },
  });
  return { secret, token: confirmed.access_token, recoveryCodes: confirmed.recoveryCodes };
}
