// Reads of challenges (spec §3 Challenge, §7 list and detail): prizes, winners (finished only),
// registered players, the caller's participation and, on the detail, the ranked leaderboard.
import {
  centsFromUsd,
  challengeLeaderboardRows,
  finishedChallengesPerPage,
  usdFromCents,
  type Challenge,
  type ChallengeParticipant,
  type ChallengeStatusCode,
} from '@arena/contract';
import {
  bracketOf,
  compareChallengeCards,
  deriveChallengeType,
  defaultLanguage,
  isPublicVoidReason,
  levelInfo,
  type LanguageCode,
} from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { translated } from './content-language';

// Each challenge comes back as one JSON array built by the database (docs/benchmarks.md
// "Challenges"): a row of many typed columns costs the driver a parse per column (most of the list's
// time on PGlite), one text column costs one JSON.parse. Positions, not keys, keep the text short.
// Amounts travel as text so that toSafeInteger still refuses one beyond 2^53; times are ISO 8601.
type ChallengeTuple = [
  id: string,
  gameId: string,
  title: string,
  shortDescription: string,
  description: string,
  image: string | null,
  status: number,
  startTime: string,
  endTime: string,
  durationHours: number,
  entryFee: string,
  maxPlayers: number,
  registeredPlayers: number,
  gameLimit: number,
  minSkillLevel: number,
  /** By rank; null when there are none. */
  prizes: [id: string, title: string, valueCents: string][] | null,
  /** Ranks 1 to 5 of a finished challenge; null otherwise. */
  winners: [id: string, name: string, photo: string | null, rank: number, xpTotal: string][] | null,
  isParticipating: boolean,
  /** Why the lifecycle voided it (decision 0029); null otherwise. */
  voidReason: string | null,
];

// A challenge the lifecycle voided (decision 0029) is shown as over (status 2) with why; an operator's
// cancel stays hidden (decision 0021).
const visibleVoid = `c.void_reason in ('too_few_players', 'provider_unreachable')`;
const publicVoidReason = `case when ${visibleVoid} then c.void_reason end`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The `challenge` column (text) for `challenges c`; `caller` is the parameter holding the caller's id,
 * `language` the one holding the reader's language (its words, English where untranslated: decision 0058).
 */
const challengeJson = (caller: string, language: string) => `
  json_build_array(
    c.id, c.game_id, ${translated('title', language)}, ${translated('shortDescription', language)},
    ${translated('description', language)}, c.image, least(c.status, 2), c.start_time,
    c.end_time, c.duration_hours, c.entry_fee::text, c.max_players, c.registered_players, c.game_limit,
    c.min_skill_level,
    (select json_agg(json_build_array(p.id, p.title, p.value_cents::text) order by p.rank)
     from challenge_prizes p where p.challenge_id = c.id),
    case when c.status = 2 then
      (select json_agg(json_build_array(u.id, u.name, u.photo, w.rank, u.xp_total::text) order by w.rank)
       from challenge_winners w join users u on u.id = w.user_id
       where w.challenge_id = c.id and w.rank <= 5)
    end,
    -- A visitor's null folds this to false when the statement is planned.
    (${caller}::uuid is not null and exists (select 1 from challenge_participants cp
                                           where cp.challenge_id = c.id and cp.user_id = ${caller}::uuid)),
    ${publicVoidReason}
  )::text as challenge`;

function toChallenge(text: string): Challenge {
  const [
    id,
    gameId,
    title,
    shortDescription,
    description,
    image,
    status,
    startTime,
    endTime,
    durationHours,
    entryFeeText,
    maxPlayers,
    registeredPlayers,
    gameLimit,
    minSkillLevel,
    prizeTuples,
    winnerTuples,
    isParticipating,
    voidReason,
  ] = JSON.parse(text) as ChallengeTuple;
  const prizeCents = (prizeTuples ?? []).map(([prizeId, prizeTitle, value]) => ({
    id: prizeId,
    title: prizeTitle,
    value: toSafeInteger(value, 'prize value'),
  }));
  // Cents for the type rule; the spec's USD on the wire (decision 0022).
  const prizes = prizeCents.map((prize) => ({ ...prize, value: usdFromCents(prize.value) }));
  const entryFee = toSafeInteger(entryFeeText, 'entry_fee');
  return {
    id,
    title,
    shortDescription,
    description,
    image,
    status: status as ChallengeStatusCode,
    startTime: iso(startTime),
    endTime: iso(endTime),
    duration_hours: durationHours,
    entry_fee: entryFee,
    prizes,
    winners: (winnerTuples ?? []).map(([winnerId, name, photo, rank, xpTotal]) => ({
      id: winnerId,
      name,
      photo: photo ?? null,
      rank,
      tier: levelInfo(toSafeInteger(xpTotal, 'xp_total')).currentTier.name,
    })),
    registeredPlayers,
    maxPlayers,
    isParticipating,
    gameLimit,
    min_skill_level: minSkillLevel,
    skill_bracket: bracketOf(minSkillLevel),
    gameId,
    type: deriveChallengeType({ durationHours, entryFee, prizes: prizeCents }),
    // Only on a voided challenge: every other answer stays as it was.
    ...(isPublicVoidReason(voidReason) ? { voidReason } : {}),
  };
}

export interface ChallengeListFilter {
  gameId?: string;
  status?: ChallengeStatusCode;
  /** Only finished challenges that ended before this place (`<end ISO>_<id>`), newest first. */
  finishedBefore?: string;
  /** The caller, for isParticipating; null for a visitor. */
  userId: string | null;
  /** The reader's language for the challenges' words (English when left out). */
  language?: LanguageCode;
}

export interface ChallengeListPage {
  challenges: Challenge[];
  /** Where the next page of finished challenges starts; null when there are no more. */
  finishedCursor: string | null;
}

/**
 * spec §2 order: start time ascending, then the larger prize pool first. Upcoming and current
 * challenges all come (operators create them; they end); finished ones pile up, so one answer takes
 * the `finishedChallengesPerPage` most recently ended (index challenges_finished_recent_idx) and says
 * where the older ones start. With `finishedBefore` it answers only that next page of finished ones.
 */
export async function listChallenges(db: Queryable, filter: ChallengeListFilter): Promise<ChallengeListPage> {
  const [cursorEnd, cursorId] = filter.finishedBefore ? filter.finishedBefore.split('_') : [null, null];
  const language = filter.language ?? defaultLanguage;
  const wantsOpen = !filter.finishedBefore && filter.status !== 2;
  const wantsFinished = filter.status === undefined || filter.status === 2;
  const open = wantsOpen
    ? await db.query<{ challenge: string }>(
        `select ${challengeJson('$3', '$4')}
         from challenges c
         where ($1::text is null or c.game_id = $1) and c.status in (0, 1) and ($2::int is null or c.status = $2)`,
        [filter.gameId ?? null, filter.status ?? null, filter.userId, language],
      )
    : { rows: [] };
  const finished = wantsFinished
    ? await db.query<{ challenge: string; end_time: Date | string; id: string }>(
        `select ${challengeJson('$4', '$6')}, c.end_time, c.id
         from challenges c
         where (c.status = 2 or ${visibleVoid}) and ($1::text is null or c.game_id = $1)
           and ($2::timestamptz is null or (c.end_time, c.id) < ($2::timestamptz, $3::uuid))
         order by c.end_time desc, c.id desc
         limit $5`,
        [filter.gameId ?? null, cursorEnd, cursorId, filter.userId, finishedChallengesPerPage + 1, language],
      )
    : { rows: [] };
  const more = finished.rows.length > finishedChallengesPerPage;
  const page = finished.rows.slice(0, finishedChallengesPerPage);
  const last = page.at(-1);
  const challenges = sortForCards([...open.rows, ...page].map((row) => toChallenge(row.challenge)));
  return { challenges, finishedCursor: more && last ? `${iso(last.end_time)}_${last.id}` : null };
}

function sortForCards(challenges: Challenge[]): Challenge[] {
  // The order compares prize pools in cents, never in the wire's dollars.
  return challenges
    .map((challenge) => ({
      challenge,
      order: { startTime: challenge.startTime, prizes: prizeCentsOf(challenge) },
    }))
    .sort((a, b) => compareChallengeCards(a.order, b.order))
    .map(({ challenge }) => challenge);
}

/** A challenge's prizes back in integer cents (for sums and comparisons). */
export function prizeCentsOf(challenge: Pick<Challenge, 'prizes'>): { value: number }[] {
  return challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) }));
}

interface ParticipantRow {
  user_id: string;
  name: string;
  photo: string | null;
  xp_total: unknown;
  game_name: string | null;
  score: unknown;
  bonus_score: unknown;
  games_played: number;
  excluded: boolean;
  created_at: Date | string;
  rank: number | null;
  skill_bracket: number;
}

/**
 * The leaderboard's order (spec §9, packages/domain rankParticipants; the same as finishing's, held
 * equal to the domain by finish-ranking.test.ts): excluded last and unranked, total descending, fewer
 * games, earlier enrolment, then id.
 */
const participantOrder =
  'cp.excluded, cp.score + cp.bonus_score desc, cp.games_played, cp.created_at, cp.user_id';

const participantColumns = `
  cp.user_id, u.name, u.photo, u.xp_total, ga.display_name as game_name, cp.score, cp.bonus_score, cp.games_played,
  cp.excluded, cp.created_at, cp.skill_bracket`;

const participantJoins = `
  from challenge_participants cp
  join users u on u.id = cp.user_id
  join challenges c on c.id = cp.challenge_id
  join games g on g.id = c.game_id
  left join game_accounts ga
    on ga.user_id = cp.user_id and ga.provider = g.account_provider and ga.unlinked_at is null`;

function toParticipant(p: ParticipantRow): ChallengeParticipant {
  return {
    userId: p.user_id,
    user: {
      name: p.name,
      tier: levelInfo(toSafeInteger(p.xp_total, 'xp_total')).currentTier.name,
      photo: p.photo ?? null,
    },
    game_name: p.game_name ?? '',
    score: toSafeInteger(p.score, 'score'),
    bonus_score: toSafeInteger(p.bonus_score, 'bonus_score'),
    gamesPlayed: p.games_played,
    excluded: p.excluded,
    created_at: iso(p.created_at),
    rank: p.rank === null ? null : toSafeInteger(p.rank, 'rank'),
    skillBracket: Number(p.skill_bracket),
  };
}

/**
 * The challenge with the top of its leaderboard (at most challengeLeaderboardRows, ranked in the
 * database), or null. A challenge an operator cancelled (status 3, decision 0021) is hidden from players:
 * null here, absent from the list; one the lifecycle voided (decision 0029) answers as over, with why.
 */
export async function readChallenge(
  db: Queryable,
  challengeId: string,
  userId: string | null,
  language: LanguageCode = defaultLanguage,
): Promise<Challenge | null> {
  const { rows } = await db.query<{ challenge: string }>(
    `select ${challengeJson('$2', '$3')} from challenges c where c.id = $1 and (c.status <> 3 or ${visibleVoid})`,
    [challengeId, userId, language],
  );
  const row = rows[0];
  if (!row) return null;
  const participants = await db.query<ParticipantRow>(
    `select ${participantColumns},
            case when not cp.excluded then row_number() over (order by ${participantOrder}) end::integer as rank
       ${participantJoins}
      where cp.challenge_id = $1
      order by ${participantOrder}
      limit $2`,
    [challengeId, challengeLeaderboardRows],
  );
  return { ...toChallenge(row.challenge), participants: participants.rows.map(toParticipant) };
}

/**
 * One participant's row with their place (null when excluded or not a participant): the caller's own
 * line under the top of a large leaderboard. The place counts those ahead in the leaderboard's order.
 */
export async function readParticipant(
  db: Queryable,
  challengeId: string,
  userId: string,
): Promise<ChallengeParticipant | null> {
  const { rows } = await db.query<ParticipantRow>(
    `select ${participantColumns},
            case when cp.excluded then null else 1 + (
              select count(*) from challenge_participants o
               where o.challenge_id = cp.challenge_id and not o.excluded
                 and (o.score + o.bonus_score > cp.score + cp.bonus_score
                      or (o.score + o.bonus_score = cp.score + cp.bonus_score
                          and (o.games_played < cp.games_played
                               or (o.games_played = cp.games_played
                                   and (o.created_at < cp.created_at
                                        or (o.created_at = cp.created_at and o.user_id < cp.user_id))))))
            ) end::integer as rank
       ${participantJoins}
      where cp.challenge_id = $1 and cp.user_id = $2`,
    [challengeId, userId],
  );
  return rows[0] ? toParticipant(rows[0]) : null;
}
