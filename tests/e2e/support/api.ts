// The API as the end-to-end tests reach it around the browser: real HTTP to the test server, for setting up
// players and checking what the pages should show. Shared so each journey states only its own steps.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations } from './browser';

export const baseUrl = inject('baseUrl');
export const sandboxMailKey = inject('sandboxMailKey');
/** Node's fetch reaches the server on the loopback address (the browser uses baseUrl). */
export const apiUrl = baseUrl.replace('localhost', '127.0.0.1');

/** Calls the API and expects a 2xx answer (the failure message names the call and its answer). */
export async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(answer.status, `${init.method ?? 'GET'} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Signs in with email and password; returns the access token. */
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
