// Provider ranks (issue 16, docs/decisions/0028-skill-brackets.md): a linked game account's rank in each
// game its provider ranks, read when the account is linked and refreshed by the match tracking pass at
// most once per rankRefreshIntervalMs, stored in game_accounts.details.ranks[gameId] in the shapes
// providerRankFrom (packages/domain) reads. Enrolment computes the skill bracket from what is stored.
// A provider that cannot answer never blocks linking or tracking: the stored rank stays as it was.
import type { ScoredGameId } from '@arena/domain';
import type { Queryable } from '../db/database';
import type { MatchAccount } from '../matches/match-source';
import type { AccountProvider } from './linked-account';

/** A rank as stored in `details.ranks[gameId]`. */
export type StoredRank =
  | { tier: string; division?: string }
  | { competitiveTier: number }
  | { rankTier: number }
  | { faceitLevel: number }
  | { trophies: number };

export interface RankSource {
  /**
   * The account's current rank in one game; null when the provider gives it none (unranked, a private
   * profile). Throws when the provider cannot answer (the stored rank is then kept).
   */
  rank(account: MatchAccount, gameId: ScoredGameId): Promise<StoredRank | null>;
}

/** The tracking pass reads an account's ranks again at most this often. */
export const rankRefreshIntervalMs = 6 * 3_600_000;
/** Linking waits at most this long for the ranks; a slower answer is still stored when it comes. */
export const rankReadAtLinkTimeoutMs = 5_000;

/**
 * The games whose rank each provider gives. CS2 has none: Valve publishes no CS2 rank, and the FACEIT
 * level needs the FACEIT Data API, which Arena does not call (CS2 matches come from share codes).
 */
export const rankedGames: Readonly<Record<AccountProvider, readonly ScoredGameId[]>> = {
  riot: ['lol', 'valorant'],
  steam: ['dota2'],
  supercell: ['brawlstars'],
};

export function isRankSource(source: unknown): source is RankSource {
  return (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as Partial<RankSource>).rank === 'function'
  );
}

export interface RankLogger {
  info(object: object, message: string): void;
}

export interface RankReadFailure {
  accountId: string;
  gameId: ScoredGameId;
  error: unknown;
}

/**
 * Reads every rank the account's provider gives and stores the answers: a rank replaces the stored one,
 * "none" removes it, a failed read keeps it. `details.ranksCheckedAt` records the attempt (the refresh
 * bound). Returns the failed reads; never throws for the provider's sake.
 */
export async function refreshRanks(
  db: Queryable,
  source: RankSource,
  accountId: string,
  account: MatchAccount,
  now: Date,
): Promise<RankReadFailure[]> {
  const found: Record<string, StoredRank> = {};
  const none: string[] = [];
  const failures: RankReadFailure[] = [];
  for (const gameId of rankedGames[account.provider]) {
    try {
      const rank = await source.rank(account, gameId);
      if (rank) found[gameId] = rank;
      else none.push(gameId);
    } catch (error) {
      failures.push({ accountId, gameId, error });
    }
  }
  await db.query(
    `update game_accounts
        set details = jsonb_set(coalesce(details, '{}'::jsonb), '{ranks}',
                                (coalesce(details -> 'ranks', '{}'::jsonb) - $3::text[]) || $2::jsonb)
                      || jsonb_build_object('ranksCheckedAt', $4::text)
      where id = $1 and unlinked_at is null`,
    [accountId, JSON.stringify(found), none, now.toISOString()],
  );
  return failures;
}

/** Whether the tracking pass should read this account's ranks again. */
export function ranksDue(details: Record<string, unknown> | undefined, now: Date): boolean {
  const checked = details?.ranksCheckedAt;
  const at = typeof checked === 'string' ? Date.parse(checked) : Number.NaN;
  return !Number.isFinite(at) || now.getTime() - at >= rankRefreshIntervalMs;
}

/**
 * The tracking pass's refresh: each account (once, whatever number of challenges it plays in) whose ranks
 * are due. A failing account is reported and the rest go on.
 */
export async function refreshDueRanks(
  db: Queryable,
  source: RankSource,
  accounts: readonly { accountId: string; account: MatchAccount }[],
  now: Date,
): Promise<RankReadFailure[]> {
  const seen = new Set<string>();
  const failures: RankReadFailure[] = [];
  for (const { accountId, account } of accounts) {
    if (seen.has(accountId)) continue;
    seen.add(accountId);
    if (!ranksDue(account.details, now)) continue;
    try {
      failures.push(...(await refreshRanks(db, source, accountId, account, now)));
    } catch (error) {
      failures.push({ accountId, gameId: rankedGames[account.provider][0]!, error });
    }
  }
  return failures;
}

/**
 * At linking: reads the fresh account's ranks, waiting at most rankReadAtLinkTimeoutMs. Failures are
 * logged, never thrown: the link stands whatever the provider says.
 */
export async function readRanksAtLink(
  db: Queryable,
  source: RankSource | null | undefined,
  linked: {
    id: string;
    provider: AccountProvider;
    externalId: string;
    region: string | null;
    details: Record<string, unknown>;
  },
  log: RankLogger,
  now: Date = new Date(),
): Promise<void> {
  if (!source) return;
  const account: MatchAccount = {
    provider: linked.provider,
    externalId: linked.externalId,
    region: linked.region,
    details: linked.details,
  };
  const reading = refreshRanks(db, source, linked.id, account, now).then(
    (failures) => {
      for (const failure of failures)
        log.info({ err: failure.error, gameId: failure.gameId }, 'provider rank not read at linking');
    },
    (error: unknown) => log.info({ err: error }, 'provider ranks not stored at linking'),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, rankReadAtLinkTimeoutMs);
    timer.unref();
  });
  await Promise.race([reading, timeout]);
  clearTimeout(timer);
}
