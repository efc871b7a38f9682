// A whole app on a fresh test database, with helpers for the Accounts flows (register, read the
// sandbox outbox, log in, read cookies), as the browser and the e2e tests use them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface AuthTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export async function startAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ JWT_SECRET: 'auth-test-secret-'.padEnd(48, 'x'), ...env });
  const app = await buildApp(config, { database });
  rememberOutboxKey(app, config);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A date of birth `years` years ago today (UTC), minus `extraDays`. */
export function birthDateYearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - extraDays),
  );
  return date.toISOString().slice(0, 10);
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nadia Player',
    email: uniqueEmail(),
    password: 'correct horse battery',
    passwordConfirm: 'correct horse battery',
    country: 'AE',
    dob: birthDateYearsAgo(25),
    ...overrides,
  };
}

export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? '198.51.100.1',
  });
}

/** The raw Set-Cookie header for one cookie name (exactly one is expected). */
export function setCookieHeader(response: LightMyRequestResponse, name: string): string {
  const raw = response.headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const matching = all.filter((cookie) => cookie.startsWith(`${name}=`));
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string {
  return decodeURIComponent(
    setCookieHeader(response, name)
      .split(';', 1)[0]!
      .slice(name.length + 1),
  );
}

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const outboxKeys = new WeakMap<FastifyInstance, string>();
/** Apps built without startAuthTestApp call this to read their outbox with outboxFor. */
export function rememberOutboxKey(app: FastifyInstance, config: Config): void {
  if (config.sandboxSecrets.mailOutboxKey) outboxKeys.set(app, config.sandboxSecrets.mailOutboxKey);
}

/** The whole outbox is opened with the key generated into the test's data directory. */
function outboxKey(app: FastifyInstance): string {
  const key = outboxKeys.get(app);
  if (!key) throw new Error('outboxFor needs an app started by startAuthTestApp');
  return key;
}

export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({
    url: `/sandbox/mail.json?to=${encodeURIComponent(to)}`,
    headers: { 'x-sandbox-key': outboxKey(app) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OutboxMail[] }).data;
}

/** The path and query of the verification link in the newest mail to `to`. */
export async function verificationPath(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await outboxFor(app, to);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
