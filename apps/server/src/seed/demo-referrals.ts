// Demo referrals (README "Run it"): the demo player invited five of the demo roster. Three of them
// have bought GCoins (demo-wallets.ts), so they are converted and Ready to Claim on /referral; two have
// not bought yet and are Pending. Nothing is claimed, so the demo player can try the claim and its
// confirmation, and the wallet keeps the figures the README gives.
import type { Queryable } from '../db/database';
import { demoPlayerAccount, demoPlayers } from './demo-players';

/** Indexes into demoPlayers: the first three bought packs in the wallet seed, the last two did not. */
const referredIndexes = [0, 1, 2, 10, 11] as const;

export function prepareDemoReferrals(): Promise<(tx: Queryable) => Promise<void>> {
  return Promise.resolve(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id from users where email = $1', [
      demoPlayerAccount.email,
    ]);
    const referrerId = rows[0]?.id;
    if (!referrerId) return;
    const emails = referredIndexes.map((index) => demoPlayers[index]!.email);
    await tx.query(
      `update users set referred_by = $1 where email = any($2::text[]) and referred_by is null and id <> $1`,
      [referrerId, emails],
    );
  });
}
