// Users inserted straight into the database for the profile, public and seed tests, with access
// tokens signed like the login route's, so these tests do not depend on the auth routes.
import { randomBytes } from 'node:crypto';
import { signAccessToken } from '../../src/auth/access-token';
import { hashPassword } from '../../src/auth/password';
import type { Queryable } from '../../src/db/database';

export interface TestUserInput {
  email?: string;
  name?: string;
  provider?: 'local' | 'google' | 'discord';
  password?: string;
  role?: 'player' | 'admin';
  xp?: number;
  earningsPrivate?: boolean;
  verified?: boolean;
  /** ISO timestamp; defaults to now. */
  createdAt?: string;
  photo?: string;
  stats?: { total: number; won: number; lost: number; earningsCents: number };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export const defaultTestPassword = 'correct horse battery';

export async function insertTestUser(
  db: Queryable,
  jwtSecret: string,
  input: TestUserInput = {},
): Promise<TestUser> {
  const provider = input.provider ?? 'local';
  const email = input.email ?? `user-${randomBytes(5).toString('hex')}@example.test`;
  const passwordHash =
    provider === 'local' ? await hashPassword(input.password ?? defaultTestPassword) : null;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, name, provider, password_hash, role, xp_total, earnings_private, affiliate_code,
                        email_verified_at, created_at, photo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $9 then now() end, coalesce($10::timestamptz, now()), $11)
     returning id`,
    [
      email,
      input.name ?? 'Test Player',
      provider,
      passwordHash,
      input.role ?? 'player',
      input.xp ?? 0,
      input.earningsPrivate ?? false,
      randomBytes(6).toString('hex').toUpperCase(),
      input.verified ?? true,
      input.createdAt ?? null,
      input.photo ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user not inserted');
  if (input.stats) {
    await db.query(
      `insert into user_stats (user_id, total_challenges, won_challenges, lost_challenges, total_earnings_cents)
       values ($1, $2, $3, $4, $5)`,
      [id, input.stats.total, input.stats.won, input.stats.lost, input.stats.earningsCents],
    );
  }
  // Every fixture token carries `mfa`, as an operator's does after their second factor (issue 29): the
  // operator API's tests are about the API; mfa.test.ts covers the second factor itself.
  return { id, email, token: await signAccessToken(id, jwtSecret, { mfa: true }) };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** A 1×1 transparent PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----arena-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
