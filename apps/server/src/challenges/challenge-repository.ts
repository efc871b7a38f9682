// Reads of challenges (spec §3 Challenge, §7 list and detail): prizes, winners (finished only),
// registered players, the caller's participation and, on the detail, the ranked leaderboard.
import type { Challenge, ChallengeParticipant, ChallengeStatusCode } from '@arena/contract';
import { compareChallengeCards, deriveChallengeType, rankParticipants } from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

interface ChallengeRow {
  id: string;
  game_id: string;
  title: string;
  short_description: string;
  description: string;
  image: string | null;
  status: number;
  start_time: Date | string;
  end_time: Date | string;
  duration_hours: number;
  entry_fee: unknown;
  max_players: number;
  registered_players: number;
  game_limit: number;
  min_skill_level: number;
  prizes: { id: string; title: string; value: unknown }[] | string;
  winners: { id: string; name: string; photo: string | null; rank: number }[] | string;
  is_participating: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const challengeColumns = `
  c.id, c.game_id, c.title, c.short_description, c.description, c.image, c.status, c.start_time,
  c.end_time, c.duration_hours, c.entry_fee, c.max_players, c.registered_players, c.game_limit,
  c.min_skill_level,
  coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title, 'value', p.value_cents)
                            order by p.rank)
            from challenge_prizes p where p.challenge_id = c.id), '[]'::json) as prizes,
  case when c.status = 2 then
    coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'photo', u.photo,
                                                'rank', w.rank) order by w.rank)
              from challenge_winners w join users u on u.id = w.user_id
              where w.challenge_id = c.id and w.rank <= 5), '[]'::json)
  else '[]'::json end as winners`;

function toChallenge(row: ChallengeRow): Challenge {
  const prizes = json(row.prizes).map((prize) => ({
    id: prize.id,
    title: prize.title,
    value: toSafeInteger(prize.value, 'prize value'),
  }));
  const entryFee = toSafeInteger(row.entry_fee, 'entry_fee');
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.short_description,
    description: row.description,
    image: row.image,
    status: row.status as ChallengeStatusCode,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    duration_hours: row.duration_hours,
    entry_fee: entryFee,
    prizes,
    winners: json(row.winners).map((winner) => ({ ...winner, photo: winner.photo ?? null })),
    registeredPlayers: row.registered_players,
    maxPlayers: row.max_players,
    isParticipating: row.is_participating,
    gameLimit: row.game_limit,
    min_skill_level: row.min_skill_level,
    gameId: row.game_id,
    type: deriveChallengeType({ durationHours: row.duration_hours, entryFee, prizes }),
  };
}

export interface ChallengeListFilter {
  gameId?: string;
  status?: ChallengeStatusCode;
  /** The caller, for isParticipating; null for a visitor. */
  userId: string | null;
}

/** spec §2 order: start time ascending, then the larger prize pool first. */
export async function listChallenges(db: Queryable, filter: ChallengeListFilter): Promise<Challenge[]> {
  const { rows } = await db.query<ChallengeRow>(
    `select ${challengeColumns},
       ($3::uuid is not null and exists (select 1 from challenge_participants cp
                                         where cp.challenge_id = c.id and cp.user_id = $3::uuid))
         as is_participating
     from challenges c
     where ($1::text is null or c.game_id = $1) and ($2::int is null or c.status = $2)
     order by c.start_time, c.id`,
    [filter.gameId ?? null, filter.status ?? null, filter.userId],
  );
  return rows.map(toChallenge).sort(compareChallengeCards);
}

interface ParticipantRow {
  user_id: string;
  name: string;
  game_name: string | null;
  score: unknown;
  bonus_score: unknown;
  games_played: number;
  excluded: boolean;
  created_at: Date | string;
}

/** The challenge with its ranked participants (spec §9 order, excluded last), or null. */
export async function readChallenge(
  db: Queryable,
  challengeId: string,
  userId: string | null,
): Promise<Challenge | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select ${challengeColumns},
       ($2::uuid is not null and exists (select 1 from challenge_participants cp
                                         where cp.challenge_id = c.id and cp.user_id = $2::uuid))
         as is_participating
     from challenges c where c.id = $1`,
    [challengeId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const participants = await db.query<ParticipantRow>(
    `select cp.user_id, u.name, ga.display_name as game_name, cp.score, cp.bonus_score, cp.games_played,
            cp.excluded, cp.created_at
     from challenge_participants cp
     join users u on u.id = cp.user_id
     join challenges c on c.id = cp.challenge_id
     join games g on g.id = c.game_id
     left join game_accounts ga
       on ga.user_id = cp.user_id and ga.provider = g.account_provider and ga.unlinked_at is null
     where cp.challenge_id = $1`,
    [challengeId],
  );
  const ranked = rankParticipants(
    participants.rows.map((p): ChallengeParticipant => ({
      userId: p.user_id,
      user: { name: p.name },
      game_name: p.game_name ?? '',
      score: toSafeInteger(p.score, 'score'),
      bonus_score: toSafeInteger(p.bonus_score, 'bonus_score'),
      gamesPlayed: p.games_played,
      excluded: p.excluded,
      created_at: iso(p.created_at),
    })),
  );
  return { ...toChallenge(row), participants: ranked.map(({ rank: _rank, ...participant }) => participant) };
}
