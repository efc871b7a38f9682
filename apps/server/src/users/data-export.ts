// GET /api/users/export (issue 30, docs/decisions/0051-data-export-and-erasure.md): everything Arena holds
// about the caller, read by their own id only. Every query names its columns: no secret (password hash,
// token hashes, TOTP secret, card tokens, passport storage keys) and no other player's personal data
// (the players they referred appear as dates and flags, never by name, e-mail or id).
import type { DataExport } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

type Row = Record<string, unknown>;

/** Dates as ISO 8601 and bigints as numbers, so the file reads the same on PGlite and PostgreSQL. */
function plain(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'bigint') out[key] = toSafeInteger(value, key);
    else out[key] = value;
  }
  return out;
}

async function rows(db: Queryable, sql: string, userId: string): Promise<Row[]> {
  const result = await db.query<Row>(sql, [userId]);
  return result.rows.map(plain);
}

const profileSql = `select id, email, name, country, dob::text as "dateOfBirth", provider, photo,
    earnings_private as "earningsPrivate", role, email_verified_at as "emailVerifiedAt", xp_total::float8 as "xpTotal",
    language, created_at as "createdAt",
    coalesce(s.total_challenges, 0) as "totalChallenges", coalesce(s.won_challenges, 0) as "wonChallenges",
    coalesce(s.lost_challenges, 0) as "lostChallenges", coalesce(s.total_earnings_cents, 0)::float8 as "totalEarningsCents",
    (select coalesce(json_agg(l.provider order by l.provider), '[]'::json) from identity_links l
      where l.user_id = u.id) as "signInProviders"
  from users u left join user_stats s on s.user_id = u.id where u.id = $1`;

const queries = {
  gameAccounts: `select provider, external_id as "externalId", display_name as "displayName", region,
      linked_at as "linkedAt", unlinked_at as "unlinkedAt", unlink_reason as "unlinkReason"
    from game_accounts where user_id = $1 order by linked_at, id`,
  ledger: `select t.id as "transactionId", t.type, t.description, t.status, t.created_at as "createdAt",
      a.currency, e.amount::float8 as amount, e.balance_after::float8 as "balanceAfter"
    from ledger_accounts a join journal_entries e on e.account_id = a.id
    join journal_transactions t on t.id = e.transaction_id
    where a.user_id = $1 order by t.created_at, e.id`,
  payments: `select id, provider, pack_gcoins as "packGCoins", price_cents::float8 as "priceCents", currency,
      amount_minor::float8 as "amountMinor", status, created_at as "createdAt", updated_at as "updatedAt"
    from payment_orders where user_id = $1 order by created_at, id`,
  paymentMethods: `select brand, pan_masked as "panMasked", last4, expiry_month as "expiryMonth",
      expiry_year as "expiryYear", preferred, created_at as "createdAt", deleted_at as "deletedAt"
    from payment_methods where user_id = $1 order by created_at, id`,
  withdrawals: `select id, method, crystals::float8 as crystals, usd_cents::float8 as "usdCents", payment_email as "paymentEmail",
      card_brand as "cardBrand", card_last4 as "cardLast4", status, reason, created_at as "createdAt",
      decided_at as "decidedAt", completed_at as "completedAt"
    from withdrawals where user_id = $1 order by created_at, id`,
  passports: `select id, status, content_type as "contentType", size_bytes as "sizeBytes",
      rejection_reason as "rejectionReason", uploaded_at as "uploadedAt", decided_at as "decidedAt",
      file_deleted_at as "fileDeletedAt"
    from passport_verifications where user_id = $1 order by uploaded_at, id`,
  challenges: `select c.id as "challengeId", c.title, c.game_id as "gameId", c.start_time as "startTime",
      c.end_time as "endTime", p.created_at as "enteredAt", p.score::float8 as score, p.bonus_score::float8 as "bonusScore",
      p.games_played as "gamesPlayed", p.excluded, p.skill_level as "skillLevel", w.rank,
      w.prize_cents::float8 as "prizeCents", w.xp::float8 as xp,
      (select count(*)::float8 from challenge_matches m where m.challenge_id = p.challenge_id and m.user_id = p.user_id)
        as "matchesCounted"
    from challenge_participants p join challenges c on c.id = p.challenge_id
    left join challenge_winners w on w.challenge_id = p.challenge_id and w.user_id = p.user_id
    where p.user_id = $1 order by p.created_at, c.id`,
  referred: `select r.created_at as "joinedAt",
      exists (select 1 from journal_transactions t where t.user_id = r.id and t.type = 'purchase') as converted,
      exists (select 1 from journal_transactions t where t.idempotency_key = 'referral_reward:' || r.id::text)
        as "rewardClaimed"
    from users r where r.referred_by = $1 and r.id <> $1 order by r.created_at`,
  notifications: `select kind, challenge_id as "challengeId", subject_id as "subjectId", payload,
      created_at as "createdAt", read_at as "readAt"
    from notifications where user_id = $1 order by created_at, id`,
  sessions: `select id, method, device_id as "deviceId", ip, user_agent as "userAgent", created_at as "createdAt",
      last_seen_at as "lastSeenAt", revoked_at as "revokedAt"
    from sessions where user_id = $1 order by created_at, id`,
  signIns: `select kind, method, session_id as "sessionId", device_id as "deviceId", ip,
      user_agent as "userAgent", created_at as "createdAt"
    from sign_in_events where user_id = $1 order by created_at, id`,
  waitlist: `select game_id as "gameId", joined_at as "joinedAt", notified_at as "notifiedAt"
    from game_waitlist where user_id = $1 order by joined_at, game_id`,
  // Web Push (decision 0069): each device's push service address, never its keys; the switches set.
  pushDevices: `select endpoint, language, created_at as "subscribedAt", last_success_at as "lastPushAt"
    from push_subscriptions where user_id = $1 order by created_at, id`,
  pushSwitches: `select kind, enabled, updated_at as "updatedAt"
    from push_preferences where user_id = $1 order by kind`,
} as const;

/** The caller's data, or null when the account does not exist (or was deleted). */
export async function exportUserData(db: Queryable, userId: string, now: Date): Promise<DataExport | null> {
  const profileRows = await rows(db, `${profileSql} and u.deleted_at is null`, userId);
  const profile = profileRows[0];
  if (!profile) return null;
  const own = await db.query<Row>(
    `select u.affiliate_code, u.referred_by is not null as referred, u.notify_email, u.utm_session is not null as utm,
            coalesce(w.gcoins, 0) as gcoins, coalesce(w.crystals, 0) as crystals,
            coalesce(w.referral_reward_claimed, false) as offer
       from users u left join wallets w on w.user_id = u.id where u.id = $1`,
    [userId],
  );
  const facts = own.rows[0]!;
  const read = (name: keyof typeof queries) => rows(db, queries[name], userId);
  return {
    format: 'arena-data-export/1',
    exportedAt: now.toISOString(),
    userId,
    profile,
    gameAccounts: await read('gameAccounts'),
    wallet: {
      gCoins: toSafeInteger(facts.gcoins, 'gcoins'),
      crystals: toSafeInteger(facts.crystals, 'crystals'),
      referralOfferClaimed: facts.offer === true,
    },
    ledger: await read('ledger'),
    payments: await read('payments'),
    paymentMethods: await read('paymentMethods'),
    withdrawals: await read('withdrawals'),
    passports: await read('passports'),
    challenges: await read('challenges'),
    referrals: {
      affiliateCode: String(facts.affiliate_code),
      referredByAnotherPlayer: facts.referred === true,
      referred: await read('referred'),
    },
    notifications: await read('notifications'),
    sessions: await read('sessions'),
    signIns: await read('signIns'),
    consents: {
      // Registration asks to accept the terms; an account exists only once they were accepted.
      termsAcceptedAt: profile.createdAt,
      notificationEmails: facts.notify_email === true,
      earningsShownPublicly: profile.earningsPrivate !== true,
      arrivedThroughCampaignLink: facts.utm === true,
      gameWaitlist: await read('waitlist'),
      pushNotificationDevices: await read('pushDevices'),
      pushNotificationSwitches: await read('pushSwitches'),
    },
  };
}
