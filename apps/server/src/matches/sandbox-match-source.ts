// The sandbox match source (MATCH_DATA_MODE=sandbox). It imitates a provider's match history:
// for each hour it deterministically "plays" zero to two matches for an account (seeded by the
// account, game and hour, so repeated polls see the same matches with the same keys), and it keeps
// matches added on demand (POST /sandbox/matches) so demos and tests can move a leaderboard.
// Added matches live in the sandbox_matches table once a database is attached (app.ts attaches the
// server's), so every instance on one PostgreSQL sees the matches added through any other
// (docs/decisions/0026-several-instances.md); without one (unit tests) they stay in this object.
import { createHash } from 'node:crypto';
import type { MatchStatsByGame, NormalisedMatch, ScoredGameId } from '@arena/domain';
import type { Queryable } from '../db/database';
import type { RankSource, StoredRank } from '../game-accounts/provider-ranks';
import type { MatchAccount, MatchSource } from './match-source';
import { sandboxRank } from './sandbox-ranks';

const hourMs = 3_600_000;
/** A generated match is reported once it has ended (matches appear after they finish). */
const generatedMatchMs = 30 * 60_000;
/** How far back generation looks: a week of hours. */
const horizonHours = 24 * 7;

export interface SandboxMatchSourceOptions {
  /** Generate hourly matches (default true); tests turn it off to count exact scores. */
  generate?: boolean;
  /** The clock for generation (default Date.now). */
  now?: () => number;
}

export class SandboxMatchSource implements MatchSource, RankSource {
  private readonly added = new Map<string, NormalisedMatch[]>();
  /** Ranks a test set (setRank), over the deterministic ones of sandbox-ranks.ts. */
  private readonly ranks = new Map<string, StoredRank | null | Error>();
  private readonly generate: boolean;
  private readonly now: () => number;
  private sequence = 0;
  private database: Queryable | undefined;

  constructor(options: SandboxMatchSourceOptions = {}) {
    this.generate = options.generate ?? true;
    this.now = options.now ?? Date.now;
  }

  /** Keeps added matches in `database` (table sandbox_matches) from now on, shared by every instance. */
  attach(database: Queryable): void {
    this.database = database;
  }

  async recentMatches(account: MatchAccount, gameId: ScoredGameId, since: Date): Promise<NormalisedMatch[]> {
    const from = since.getTime();
    const stored = this.database
      ? await this.storedMatches(this.database, account, gameId, since)
      : (this.added.get(accountKey(account, gameId)) ?? []).filter(
          (match) => new Date(match.startedAt).getTime() >= from,
        );
    return this.generate ? [...this.generated(account, gameId, from), ...stored] : stored;
  }

  /** The provider's rank of the account in the game: one a test set, else sandboxRank's. */
  async rank(account: MatchAccount, gameId: ScoredGameId): Promise<StoredRank | null> {
    const key = accountKey(account, gameId);
    if (!this.ranks.has(key)) return sandboxRank(account, gameId);
    const set = this.ranks.get(key)!;
    if (set instanceof Error) throw set;
    return set;
  }

  /** Tests: the provider now answers this rank (null: unranked; an Error: it cannot answer). */
  setRank(
    account: Pick<MatchAccount, 'provider' | 'externalId'>,
    gameId: ScoredGameId,
    rank: StoredRank | null | Error,
  ): void {
    this.ranks.set(accountKey(account, gameId), rank);
  }

  /**
   * Adds a finished match for the account (missing stats are generated plausibly) to the attached
   * database, or to this object when none is attached. Its key is unique across instances: the
   * sequence is the table's.
   */
  async record(
    account: MatchAccount,
    gameId: ScoredGameId,
    input: { stats?: Partial<MatchStatsByGame[ScoredGameId]>; startedAt?: Date } = {},
  ): Promise<NormalisedMatch> {
    const database = this.database;
    if (!database) return this.addMatch(account, gameId, input);
    const { rows } = await database.query<{ id: string }>(
      `select nextval(pg_get_serial_sequence('sandbox_matches', 'id'))::text as id`,
    );
    const id = rows[0]?.id ?? '0';
    const match = this.build(account, gameId, input, Number(id));
    await database.query(
      `insert into sandbox_matches (id, account_key, match, started_at) values ($1, $2, $3::jsonb, $4)`,
      [id, accountKey(account, gameId), JSON.stringify(match), match.startedAt],
    );
    return match;
  }

  /** Adds a finished match to this object only (unit tests; see record). */
  addMatch(
    account: MatchAccount,
    gameId: ScoredGameId,
    input: { stats?: Partial<MatchStatsByGame[ScoredGameId]>; startedAt?: Date } = {},
  ): NormalisedMatch {
    this.sequence += 1;
    const match = this.build(account, gameId, input, this.sequence);
    const key = accountKey(account, gameId);
    this.added.set(key, [...(this.added.get(key) ?? []), match]);
    return match;
  }

  private async storedMatches(
    database: Queryable,
    account: MatchAccount,
    gameId: ScoredGameId,
    since: Date,
  ): Promise<NormalisedMatch[]> {
    const { rows } = await database.query<{ match: NormalisedMatch | string }>(
      `select match from sandbox_matches where account_key = $1 and started_at >= $2 order by id`,
      [accountKey(account, gameId), since],
    );
    return rows.map((row) =>
      typeof row.match === 'string' ? (JSON.parse(row.match) as NormalisedMatch) : row.match,
    );
  }

  private build(
    account: MatchAccount,
    gameId: ScoredGameId,
    input: { stats?: Partial<MatchStatsByGame[ScoredGameId]>; startedAt?: Date },
    sequence: number,
  ): NormalisedMatch {
    const startedAt = input.startedAt ?? new Date(this.now());
    const seed = `${accountKey(account, gameId)}:added:${sequence}:${startedAt.getTime()}`;
    const matchKey = `sandbox-${gameId}-${hash(seed).toString(16).padStart(8, '0')}-${sequence}`;
    const given: Record<string, unknown> = { ...input.stats };
    // A Brawl Stars battle is a team battle (result) or a showdown (rank): what is given decides.
    if (gameId === 'brawlstars') {
      if ('result' in given && !('rank' in given)) given.rank = null;
      if ('rank' in given && !('result' in given)) given.result = null;
    }
    const stats = { ...plausibleStats(gameId, random(seed)), ...given };
    return { matchKey, gameId, startedAt: startedAt.toISOString(), stats } as NormalisedMatch;
  }

  private generated(account: MatchAccount, gameId: ScoredGameId, from: number): NormalisedMatch[] {
    const now = this.now();
    const lastHour = Math.floor(now / hourMs);
    const firstHour = Math.max(Math.floor(from / hourMs), lastHour - horizonHours);
    const matches: NormalisedMatch[] = [];
    for (let hour = firstHour; hour <= lastHour; hour += 1) {
      const seed = `${accountKey(account, gameId)}:${hour}`;
      const next = random(seed);
      const roll = next();
      const played = roll < 0.45 ? 0 : roll < 0.85 ? 1 : 2;
      for (let index = 0; index < played; index += 1) {
        // Two matches an hour start in its first and second half.
        const startedAt = hour * hourMs + index * 30 * 60_000 + Math.floor(next() * 25 * 60_000);
        if (startedAt < from || startedAt + generatedMatchMs > now) continue;
        matches.push({
          matchKey: `sandbox-${gameId}-${hash(seed).toString(16).padStart(8, '0')}-${index}`,
          gameId,
          startedAt: new Date(startedAt).toISOString(),
          stats: plausibleStats(gameId, next),
        } as NormalisedMatch);
      }
    }
    return matches;
  }
}

function accountKey(account: Pick<MatchAccount, 'provider' | 'externalId'>, gameId: string): string {
  return `${account.provider}:${account.externalId}:${gameId}`;
}

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** mulberry32 seeded from the text: the same seed gives the same numbers in [0, 1). */
function random(seedText: string): () => number {
  let state = hash(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Stats in the ranges real matches show (a casual player, not a professional). */
export function plausibleStats(gameId: ScoredGameId, next: () => number): MatchStatsByGame[ScoredGameId] {
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const win = next() < 0.5;
  switch (gameId) {
    case 'lol':
      return {
        kills: between(0, 15),
        deaths: between(0, 12),
        assists: between(0, 20),
        win,
        cs: between(20, 260),
        visionScore: between(5, 60),
      };
    case 'valorant': {
      const rounds = between(13, 26);
      const kills = between(3, 28);
      return {
        kills,
        deaths: between(5, 22),
        assists: between(0, 12),
        win,
        headshots: between(0, kills),
        rounds,
      };
    }
    case 'dota2':
      return {
        kills: between(0, 18),
        deaths: between(0, 14),
        assists: between(0, 25),
        win,
        lastHits: between(10, 350),
        heroDamage: between(2_000, 40_000),
      };
    case 'cs2':
      return {
        kills: between(5, 30),
        deaths: between(8, 24),
        assists: between(0, 10),
        win,
        mvps: between(0, 6),
        headshotPct: between(15, 70),
      };
    case 'brawlstars': {
      if (next() < 0.3) {
        const rank = between(1, 10);
        return { rank, trophyChange: rank <= 4 ? between(1, 10) : -between(0, 8), starPlayer: false };
      }
      const result = win ? 'victory' : next() < 0.15 ? 'draw' : 'defeat';
      return {
        result,
        trophyChange: result === 'victory' ? between(4, 10) : result === 'draw' ? 0 : -between(0, 6),
        starPlayer: result === 'victory' && next() < 0.3,
      };
    }
  }
}
