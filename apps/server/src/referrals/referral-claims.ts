// Referrals (spec §3 Referral, §9 Referral reward; docs/decisions/0019-referrals-and-offer.md): who a
// player referred, whether each converted (a first GCoin purchase, read from the ledger) and the claim
// that pays the referrer crystals and XP once per referred player.
import type { Referral } from '@arena/contract';
import { referralRewardForClaim } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { inOneOpenFlag } from '../fair-play/fair-play-flags';
import { httpError } from '../http/http-error';
import { lockWallet, systemAccount, userAccount } from '../ledger/accounts';
import { post } from '../ledger/post';

export const referralRewardKey = (referredUserId: string) => `referral_reward:${referredUserId}`;

/** a•••@example.com: the first character of the local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...email.slice(0, at)][0] ?? ''}•••${email.slice(at)}`;
}

interface ReferralRow {
  id: string;
  name: string;
  email: string;
  created_at: Date | string;
  converted: boolean;
  claimed: boolean;
  held: boolean;
}

/** The caller's referrals, newest first. A self-link (never written by registration) is not a referral. */
export async function listReferrals(db: Queryable, referrerId: string): Promise<Referral[]> {
  const { rows } = await db.query<ReferralRow>(
    `select u.id, u.name, u.email, u.created_at,
            exists (select 1 from journal_transactions p
                    where p.user_id = u.id and p.type = 'purchase') as converted,
            exists (select 1 from journal_transactions r
                    where r.idempotency_key = 'referral_reward:' || u.id::text) as claimed,
            -- Both accounts named by one open fair-play flag (decision 0050): not claimable for now.
            exists (select 1 from fair_play_flag_accounts a
                      join fair_play_flag_accounts b on b.flag_id = a.flag_id and b.user_id = $1
                      join fair_play_flags f on f.id = a.flag_id and f.status = 'open'
                     where a.user_id = u.id) as held
     from users u
     where u.referred_by = $1 and u.id <> $1
     order by u.created_at desc, u.id`,
    [referrerId],
  );
  return rows.map((row) => ({
    referredUserId: row.id,
    name: row.name,
    email: maskEmail(row.email),
    registeredAt: new Date(row.created_at).toISOString(),
    converted: row.converted,
    claimable: row.converted && !row.claimed && !row.held,
    claimed: row.claimed,
    heldFor: row.held && !row.claimed ? 'fairPlayReview' : null,
  }));
}

export interface ReferralClaim {
  crystals: number;
  xp: number;
  claimNumber: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Pays the referrer for one converted referral, exactly once: the referrer's wallet lock serialises
 * their claims (so claim numbers are 1, 2, 3… with no gaps or repeats) and the idempotency key
 * `referral_reward:<referredUserId>` holds the rule even without it. Crystals and XP in one transaction.
 */
export function claimReferral(
  database: Database,
  referrerId: string,
  referredUserId: string,
): Promise<ReferralClaim> {
  if (!uuidPattern.test(referredUserId)) throw httpError(404, 'referral.notYourReferral');
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'select id from users where id = $1 and referred_by = $2 and id <> $2',
      [referredUserId, referrerId],
    );
    if (!rows[0]) throw httpError(404, 'referral.notYourReferral');
    if (await inOneOpenFlag(tx, referrerId, referredUserId)) throw httpError(403, 'referral.fairPlayHold');
    await lockWallet(tx, referrerId);
    const converted = await tx.query(
      `select 1 from journal_transactions where user_id = $1 and type = 'purchase' limit 1`,
      [referredUserId],
    );
    if (converted.rowCount === 0) throw httpError(400, 'referral.notConverted');
    const key = referralRewardKey(referredUserId);
    const earlier = await tx.query('select 1 from journal_transactions where idempotency_key = $1', [key]);
    if (earlier.rowCount !== 0) throw httpError(409, 'referral.alreadyClaimed');
    const count = await tx.query<{ claims: unknown }>(
      `select count(*) as claims from journal_transactions where user_id = $1 and type = 'referral_reward'`,
      [referrerId],
    );
    const claimNumber = Number(count.rows[0]?.claims ?? 0) + 1;
    const reward = referralRewardForClaim(claimNumber);
    const posted = await post(tx, {
      type: 'referral_reward',
      idempotencyKey: key,
      userId: referrerId,
      description: `Referral reward #${claimNumber}: ${reward.crystals} crystals and ${reward.xp} XP`,
      metadata: { referredUserId, claimNumber, xp: reward.xp },
      lines: [
        { account: userAccount(referrerId, 'crystal'), amount: reward.crystals },
        { account: systemAccount('referral_rewards', 'crystal'), amount: -reward.crystals },
      ],
    });
    if (posted.alreadyPosted) throw httpError(409, 'referral.alreadyClaimed');
    await tx.query('update users set xp_total = xp_total + $1 where id = $2', [reward.xp, referrerId]);
    return { crystals: reward.crystals, xp: reward.xp, claimNumber };
  });
}
