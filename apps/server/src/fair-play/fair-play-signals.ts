// The fair-play signals as queries (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md): each
// answers observations "these accounts share this value". `scope` limits them to values one of the given
// accounts holds (the write paths: cheap, indexed); null scans everything within the lookback (the job).
import {
  depositWithdrawalWindowMinutes,
  isPublicAddress,
  sharedAddressWindowHours,
  type FairPlayObservation,
  type FairPlaySignal,
} from '@arena/domain';
import type { Queryable } from '../db/database';

/** How far back the job and the write paths look at sign-ins, withdrawals and deposits. */
export const signalLookbackDays = 30;

interface GroupRow {
  value: string;
  user_ids: string[];
  first_seen: Date | string;
  last_seen: Date | string;
  seen_count: unknown;
}

const toObservation =
  (signal: FairPlaySignal) =>
  (row: GroupRow): FairPlayObservation => ({
    signal,
    value: row.value,
    userIds: [...new Set(row.user_ids)].sort(),
    firstSeen: new Date(row.first_seen),
    lastSeen: new Date(row.last_seen),
    count: Number(row.seen_count),
  });

/** `$1` is a JSON array of user ids, or null for everyone. */
const inScope = (column: string) =>
  `($1::jsonb is null or ${column} in (select (jsonb_array_elements_text($1::jsonb))::uuid))`;

const scopeParam = (scope: readonly string[] | null) => (scope === null ? null : JSON.stringify(scope));

/** One device id on the sign-ins (and refresh credentials, kept longer) of two or more accounts. */
async function sharedDevices(db: Queryable, scope: readonly string[] | null) {
  const { rows } = await db.query<GroupRow>(
    `with seen as (
       select user_id, device_id, created_at, true as event from sign_in_events
        where device_id is not null and created_at > now() - make_interval(days => $2::int)
       union all
       select user_id, device_id, created_at, false as event from refresh_credentials
        where device_id is not null and created_at > now() - make_interval(days => $2::int)
     )
     select device_id as value, array_agg(distinct user_id::text) as user_ids, min(created_at) as first_seen,
            max(created_at) as last_seen,
            -- A sign-in writes an event and a credential: count the one that saw more, not both.
            greatest(count(*) filter (where event), count(*) filter (where not event)) as seen_count
       from seen group by device_id
     having count(distinct user_id) > 1 and bool_or(${inScope('user_id')})`,
    [scopeParam(scope), signalLookbackDays],
  );
  return rows.map(toObservation('device'));
}

// A cheap first cut in SQL of the addresses isPublicAddress refuses (it has the last word): without it
// every sign-in behind a proxy without TRUST_PROXY would pair with every other.
const nonPublicPrefix =
  '^(127\\.|10\\.|0\\.|169\\.254\\.|192\\.168\\.|172\\.(1[6-9]|2[0-9]|3[01])\\.|' +
  '100\\.(6[4-9]|[7-9][0-9]|1[01][0-9]|12[0-7])\\.|192\\.0\\.2\\.|198\\.51\\.100\\.|203\\.0\\.113\\.|' +
  '::1?$|[fF][cCdD]|[fF][eE][89aAbB])';

/** Two or more accounts signing in from one public address within sharedAddressWindowHours of each other. */
async function sharedAddresses(db: Queryable, scope: readonly string[] | null) {
  const { rows } = await db.query<GroupRow>(
    `with recent as (
       select user_id, regexp_replace(ip, '^::ffff:', '') as address, created_at from sign_in_events
        where ip is not null and created_at > now() - make_interval(days => $2::int)
     ), public as (select * from recent where address !~ $4),
     pairs as (
       select a.address, a.user_id as a_user, b.user_id as b_user,
              least(a.created_at, b.created_at) as first_seen, greatest(a.created_at, b.created_at) as last_seen
         from public a join public b on a.address = b.address and a.user_id < b.user_id
          and b.created_at between a.created_at - make_interval(hours => $3::int)
                               and a.created_at + make_interval(hours => $3::int)
     )
     select address as value, array_agg(distinct a_user::text) || array_agg(distinct b_user::text) as user_ids,
            min(first_seen) as first_seen, max(last_seen) as last_seen, count(*) as seen_count
       from pairs group by address
     having bool_or(${inScope('a_user')} or ${inScope('b_user')})`,
    [scopeParam(scope), signalLookbackDays, sharedAddressWindowHours, nonPublicPrefix],
  );
  return rows.filter((row) => isPublicAddress(row.value)).map(toObservation('address'));
}

/** One payout e-mail (trimmed, any case, no trailing dot) on withdrawals of two or more accounts. */
async function sharedPayoutEmails(db: Queryable, scope: readonly string[] | null) {
  const { rows } = await db.query<GroupRow>(
    `select lower(regexp_replace(trim(payment_email), '\\.+$', '')) as value,
            array_agg(distinct user_id::text) as user_ids, min(created_at) as first_seen,
            max(created_at) as last_seen, count(*) as seen_count
       from withdrawals where payment_email is not null
      group by 1 having count(distinct user_id) > 1 and bool_or(${inScope('user_id')})`,
    [scopeParam(scope)],
  );
  return rows.map(toObservation('payout_email'));
}

/** One card provider's fingerprint on saved cards (deleted ones too) of two or more accounts. */
async function sharedCardFingerprints(db: Queryable, scope: readonly string[] | null) {
  const { rows } = await db.query<GroupRow>(
    `select card_fingerprint as value, array_agg(distinct user_id::text) as user_ids,
            min(created_at) as first_seen, max(created_at) as last_seen, count(*) as seen_count
       from payment_methods where card_fingerprint is not null
      group by card_fingerprint having count(distinct user_id) > 1 and bool_or(${inScope('user_id')})`,
    [scopeParam(scope)],
  );
  return rows.map(toObservation('card_fingerprint'));
}

/** A withdrawal asked for within depositWithdrawalWindowMinutes after a purchase of the same account. */
async function depositsThenWithdrawals(db: Queryable, scope: readonly string[] | null) {
  const { rows } = await db.query<GroupRow>(
    `select w.id::text as value, array[w.user_id::text] as user_ids, min(p.created_at) as first_seen,
            w.created_at as last_seen, count(*) + 1 as seen_count
       from withdrawals w
       join journal_transactions p on p.user_id = w.user_id and p.type = 'purchase'
        and p.created_at between w.created_at - make_interval(mins => $3::int) and w.created_at
      where w.created_at > now() - make_interval(days => $2::int) and ${inScope('w.user_id')}
      group by w.id, w.user_id, w.created_at`,
    [scopeParam(scope), signalLookbackDays, depositWithdrawalWindowMinutes],
  );
  return rows.map(toObservation('deposit_withdrawal'));
}

/**
 * A referral between two accounts that share a value: one observation per referred account, naming the
 * referrer and the referred (value: the referred account's id), seen when the shared value was.
 */
async function linkedReferrals(db: Queryable, linked: readonly FairPlayObservation[]) {
  const users = [...new Set(linked.flatMap((observation) => observation.userIds))];
  if (users.length === 0) return [];
  const { rows } = await db.query<{ id: string; referred_by: string }>(
    `select id::text, referred_by::text from users
      where referred_by is not null and id <> referred_by
        and id in (select (jsonb_array_elements_text($1::jsonb))::uuid)`,
    [JSON.stringify(users)],
  );
  const found = new Map<string, FairPlayObservation>();
  for (const { id, referred_by: referrer } of rows) {
    for (const observation of linked) {
      if (!observation.userIds.includes(id) || !observation.userIds.includes(referrer)) continue;
      const earlier = found.get(id);
      found.set(id, {
        signal: 'referral',
        value: id,
        userIds: [referrer, id].sort(),
        firstSeen:
          earlier && earlier.firstSeen < observation.firstSeen ? earlier.firstSeen : observation.firstSeen,
        lastSeen:
          earlier && earlier.lastSeen > observation.lastSeen ? earlier.lastSeen : observation.lastSeen,
        count: (earlier?.count ?? 0) + 1,
      });
    }
  }
  return [...found.values()];
}

/** Every signal's observations touching `scope` (null: all). */
export async function collectObservations(
  db: Queryable,
  scope: readonly string[] | null,
): Promise<FairPlayObservation[]> {
  const linked = [
    ...(await sharedDevices(db, scope)),
    ...(await sharedAddresses(db, scope)),
    ...(await sharedPayoutEmails(db, scope)),
    ...(await sharedCardFingerprints(db, scope)),
  ];
  return [...linked, ...(await linkedReferrals(db, linked)), ...(await depositsThenWithdrawals(db, scope))];
}
