// Shared by the payments tests: an app on a fresh database, players, the wallet as the route reads
// it, row counts of every table a payment writes, and the sandbox provider pages driven as a browser.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

export interface PaymentsTestApp extends AuthTestApp {
  player(): Promise<TestUser>;
}

export async function startPaymentsApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const started = await startAuthTestApp(env);
  return { ...started, player: () => insertTestUser(started.database, started.config.jwtSecret) };
}

/** The webhook secret the app's sandbox generated into its data directory (Config.sandboxSecrets). */
export function sandboxSecret(t: AuthTestApp, name: 'checkoutWebhook' | 'hostedWebhook'): string {
  const secret = t.config.sandboxSecrets[name];
  if (!secret) throw new Error(`the test app has no sandbox ${name} secret`);
  return secret;
}

export async function gCoins(app: FastifyInstance, user: TestUser): Promise<number> {
  const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { gCoinsAvailable: number }).gCoinsAvailable;
}

export function post(app: FastifyInstance, user: TestUser | null, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: user ? bearer(user) : {} });
}

const moneyTables = [
  'payment_orders',
  'payment_webhook_events',
  'journal_transactions',
  'journal_entries',
  'wallets',
] as const;

/** Rows of every table a payment or a webhook writes, to prove that a refusal wrote nothing. */
export async function rowCounts(app: PaymentsTestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of moneyTables) {
    const { rows } = await app.database.query<{ count: string | number }>(
      `select count(*) as count from ${table}`,
    );
    counts[table] = Number(rows[0]?.count);
  }
  counts.completed = Number(
    (
      await app.database.query<{ count: string | number }>(
        `select count(*) as count from payment_orders where status = 'completed'`,
      )
    ).rows[0]?.count,
  );
  return counts;
}

/** The location of a redirect, as a URL (relative ones resolved against http://localhost). */
export function location(response: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), 'http://localhost');
}

/** Submits a sandbox page's form the way a browser does. */
export function submitForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
