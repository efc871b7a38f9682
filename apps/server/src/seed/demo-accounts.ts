// Demo accounts (README "Run it"): a verified local player, an admin, and the roster of
// demo-players.ts with their profile counters. Roster players cannot sign in: local ones have a
// random password nobody knows, third-party ones a made-up provider id.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/database';
import { demoAdminAccount, demoPlayerAccount, demoPlayers } from './demo-players';

interface DemoAccount {
  email: string;
  name: string;
  country: string;
  provider: 'local' | 'google' | 'discord';
  passwordHash: string | null;
  role: 'player' | 'admin';
  xp: number;
  challenges: number;
  won: number;
  earningsCents: number;
  earningsPrivate: boolean;
  memberForDays: number;
  /** An operator's second factor, enrolled and confirmed. */
  totpSecret?: string;
}

/**
 * `operators: false` (a production public demo, issue 29): no admin, whose password the README shows;
 * its operators are made with `npm run admin:create`.
 */
export async function prepareDemoAccounts({ operators = true }: { operators?: boolean } = {}): Promise<
  (tx: Queryable) => Promise<void>
> {
  const accounts: DemoAccount[] = [
    {
      ...demoPlayerAccount,
      provider: 'local',
      passwordHash: await hashPassword(demoPlayerAccount.password),
      role: 'player',
      earningsPrivate: false,
    },
  ];
  if (operators)
    accounts.push({
      ...demoAdminAccount,
      provider: 'local',
      passwordHash: await hashPassword(demoAdminAccount.password),
      role: 'admin',
      xp: 0,
      challenges: 0,
      won: 0,
      earningsCents: 0,
      earningsPrivate: false,
    });
  for (const player of demoPlayers) {
    accounts.push({
      ...player,
      passwordHash:
        player.provider === 'local' ? await hashPassword(randomBytes(24).toString('base64url')) : null,
      role: 'player',
      earningsPrivate: player.earningsPrivate ?? false,
    });
  }
  return async (tx) => {
    for (const [index, account] of accounts.entries()) await insertDemoAccount(tx, account, index);
  };
}

async function insertDemoAccount(tx: Queryable, account: DemoAccount, index: number) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (email, name, country, provider, password_hash, earnings_private, affiliate_code, role,
                        email_verified_at, xp_total, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, now() - make_interval(days => $10))
     on conflict do nothing
     returning id`,
    [
      account.email,
      account.name,
      account.country,
      account.provider,
      account.passwordHash,
      account.earningsPrivate,
      demoAffiliateCode(index),
      account.role,
      account.xp,
      account.memberForDays,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return; // someone registered this address before the seed ran: leave their account alone
  await tx.query(
    `insert into user_stats (user_id, total_challenges, won_challenges, lost_challenges, total_earnings_cents)
     values ($1, $2, $3, $4, $5)`,
    [id, account.challenges, account.won, account.challenges - account.won, account.earningsCents],
  );
  if (account.totpSecret) {
    await tx.query(`insert into user_totp (user_id, secret, confirmed_at) values ($1, $2, now())`, [
      id,
      account.totpSecret,
    ]);
  }
  if (account.provider !== 'local') {
    await tx.query(`insert into identity_links (provider, provider_user_id, user_id) values ($1, $2, $3)`, [
      account.provider,
      `demo-${id}`,
      id,
    ]);
  }
}

/** 8 characters of the registration alphabet (no I, O, 0, 1), unique per demo account. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function demoAffiliateCode(index: number): string {
  return `SEED${alphabet[Math.floor(index / alphabet.length) % alphabet.length]}${alphabet[index % alphabet.length]}DM`;
}
