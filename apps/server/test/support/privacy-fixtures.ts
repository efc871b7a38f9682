// A player with a row in every table the data export reads and account deletion erases (issue 30):
// profile, game account, ledger, payment order, saved card, withdrawal, passport, challenge entry,
// notification, session and sign-in event. Each value carries the player's label, so a test can search
// an export for another player's traces.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database, Queryable } from '../../src/db/database';
import { linkGameAccount } from '../../src/game-accounts/game-account-repository';
import { creditPrize } from '../../src/ledger/prizes';
import { insertChallenge } from './challenge-fixtures';
import { bearer, insertTestUser, type TestUser } from './users-fixtures';

export interface DataPlayer extends TestUser {
  name: string;
  label: string;
  externalId: string;
  payoutEmail: string;
  ip: string;
  userAgent: string;
  deviceId: string;
  challengeId: string;
  withdrawalId: string;
  passportKey: string;
}

export async function insertDataPlayer(
  db: Database,
  app: FastifyInstance,
  jwtSecret: string,
  options: { label: string; provider?: 'local' | 'google'; referredBy?: string; octet: number; tag: string },
): Promise<DataPlayer> {
  const { label } = options;
  const name = `${label} Player`;
  const user = await insertTestUser(db, jwtSecret, {
    provider: options.provider ?? 'local',
    name,
    email: `${label.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`,
    xp: 120,
  });
  await db.query(`update users set country = 'AE', referred_by = $2 where id = $1`, [
    user.id,
    options.referredBy ?? null,
  ]);
  const passportKey = `private/passports/${user.id}/${randomUUID()}.bin`;
  await db.query(
    `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                         encryption_key_id, decided_at)
     values ($1, 'verified', 'sandbox', $2, 'image/png', 10, 'test', now())`,
    [user.id, passportKey],
  );
  const externalId = options.tag;
  await linkGameAccount(db, {
    userId: user.id,
    provider: 'supercell',
    externalId,
    displayName: `${label} In Game`,
    details: { verifiedAt: new Date().toISOString() },
  });
  await creditPrize(db, { userId: user.id, challengeId: randomUUID(), crystals: 3000 });
  const payoutEmail = `${label.toLowerCase()}-payout@example.test`;
  const withdrawal = await app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    payload: { crystalAmount: 1000, paymentEmail: payoutEmail },
  });
  expect(withdrawal.statusCode).toBe(201);
  const { rows: withdrawals } = await db.query<{ id: string }>(
    'select id from withdrawals where user_id = $1',
    [user.id],
  );
  await db.query(
    `insert into payment_orders (id, provider, provider_order_id, user_id, pack_gcoins, price_cents, currency,
                                 amount_minor, status)
     values ($1, 'checkout', $2, $3, 5, 499, 'USD', 499, 'created')`,
    [randomUUID(), `order-${label}`, user.id],
  );
  await db.query(
    `insert into payment_methods (user_id, provider_token, brand, pan_masked, last4, expiry_month, expiry_year)
     values ($1, $2, 'Visa', '411111******4242', '4242', 12, 2030)`,
    [user.id, `tok_${label}_${randomBytes(4).toString('hex')}`],
  );
  const challengeId = await insertChallenge(db, {
    start: new Date(Date.now() - 3_600_000),
    title: `${label} Cup`,
  });
  await db.query('insert into challenge_participants (challenge_id, user_id, score) values ($1, $2, 420)', [
    challengeId,
    user.id,
  ]);
  await db.query(
    `insert into notifications (user_id, challenge_id, kind) values ($1, $2, 'challenge_started')`,
    [user.id, challengeId],
  );
  const ip = `203.0.113.${options.octet}`;
  const userAgent = `${label}Browser/1.0`;
  const deviceId = randomUUID();
  const sessionId = randomUUID();
  await db.query(
    `insert into sessions (id, user_id, method, device_id, ip, user_agent) values ($1, $2, 'password', $3, $4, $5)`,
    [sessionId, user.id, deviceId, ip, userAgent],
  );
  await db.query(
    `insert into sign_in_events (user_id, session_id, kind, method, device_id, ip, user_agent)
     values ($1, $2, 'sign_in', 'password', $3, $4, $5)`,
    [user.id, sessionId, deviceId, ip, userAgent],
  );
  return {
    ...user,
    name,
    label,
    externalId,
    payoutEmail,
    ip,
    userAgent,
    deviceId,
    challengeId,
    withdrawalId: withdrawals[0]!.id,
    passportKey,
  };
}

/** Ends the player's withdrawal as paid, so nothing is in flight (deletion refuses while one is). */
export async function settleWithdrawals(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update withdrawals set status = 'completed', completed_at = now() where user_id = $1 and status = 'pending'`,
    [userId],
  );
  await db.query(
    `update journal_transactions set status = 'completed' where user_id = $1 and type = 'withdrawal'`,
    [userId],
  );
}
