// Brawl Stars ownership proof (docs/decisions/0015-game-account-ownership.md) over migration 0012's
// game_account_claims: a player asks for a short code for a tag, puts it into their in-game name, and
// the link is made only when the players API shows the code. Claims are pending, never exclusive.
import { randomBytes } from 'node:crypto';
import { brawlStarsClaimLifetimeMinutes } from '@arena/contract';
import type { Queryable } from '../db/database';

// 32 letters and digits without 0/O and 1/I, which read alike in a game's name field; 256 is a
// multiple of 32, so each random byte picks a character without bias.
const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const claimSeconds = brawlStarsClaimLifetimeMinutes * 60;

/** A fresh code such as AR-7KQ2. */
export function newClaimCode(): string {
  const picks = [...randomBytes(4)].map((byte) => codeAlphabet[byte % codeAlphabet.length]);
  return `AR-${picks.join('')}`;
}

/** Letters and digits only, upper case: a player may type `ar 7kq2` or `AR7KQ2`. */
const squashed = (text: string) =>
  text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');

/** Whether an in-game name shows the code (case, spaces and punctuation aside). */
export function nameCarriesCode(name: string, code: string): boolean {
  return squashed(name).includes(squashed(code));
}

/** The name to keep for the link: the in-game name without the code, when something is left. */
export function nameWithoutCode(name: string, code: string): string {
  const [prefix, body] = code.split('-') as [string, string];
  const pattern = new RegExp(`${prefix}[\\s._-]*${body}`, 'giu');
  const rest = name.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
  return rest === '' ? name : rest;
}

export interface Claim {
  playerTag: string;
  code: string;
  expiresAt: Date;
}

/**
 * Starts (or renews) this player's claim of a tag: the same tag keeps its code while it is live,
 * so reopening the dialog shows the code already in the name; another tag replaces the claim.
 */
export async function startClaim(db: Queryable, userId: string, playerTag: string): Promise<Claim> {
  const { rows } = await db.query<{ external_id: string; code: string; expires_at: Date | string }>(
    `insert into game_account_claims as c (user_id, provider, external_id, code, expires_at)
     values ($1, 'supercell', $2, $3, now() + make_interval(secs => $4))
     on conflict (user_id, provider) do update set
       code = case when c.external_id = excluded.external_id and c.expires_at > now()
                   then c.code else excluded.code end,
       external_id = excluded.external_id,
       expires_at = excluded.expires_at,
       created_at = now()
     returning external_id, code, expires_at`,
    [userId, playerTag, newClaimCode(), claimSeconds],
  );
  const row = rows[0]!;
  return { playerTag: row.external_id, code: row.code, expiresAt: new Date(row.expires_at) };
}

/** This player's claim of the tag: live, expired, or none. */
export async function claimOf(
  db: Queryable,
  userId: string,
  playerTag: string,
): Promise<{ code: string; expired: boolean } | null> {
  const { rows } = await db.query<{ code: string; expired: boolean }>(
    `select code, expires_at <= now() as expired from game_account_claims
      where user_id = $1 and provider = 'supercell' and external_id = $2`,
    [userId, playerTag],
  );
  return rows[0] ?? null;
}

/** The tag is linked: every pending claim of it (the winner's and the others') is over. */
export async function endClaims(db: Queryable, playerTag: string): Promise<void> {
  await db.query(`delete from game_account_claims where provider = 'supercell' and external_id = $1`, [
    playerTag,
  ]);
}
