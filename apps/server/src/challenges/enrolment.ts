// Enrolment (spec §7 POST /api/challenge/enroll, §4 registration states and join window): one
// database transaction that reads everything the refusals need in one statement (locking the
// player's wallet, the first lock, as in a group commit), records the participant (the primary key
// refuses a second time), debits the entry fee through the ledger, and takes the place LAST with a
// guarded increment, so the challenge row is locked only from that statement to COMMIT (issue 15: a
// hot challenge). A short wallet throws InsufficientFunds, and a full, cancelled or finished
// challenge makes the increment match nothing: either way everything rolls back.
import { localizedMessage, type LocalizedMessage } from '@arena/contract';
import {
  admitsBracket,
  bracketLevels,
  bracketOf,
  isJoinable,
  providerRankFrom,
  skillLevelFor,
  statusAt,
  performanceMatchWindow,
  validateEnrolmentFunds,
  type SkillAssessment,
} from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { debitEntryFee, debitEntryFees } from '../ledger/entry-fees';
import { InsufficientFunds } from '../ledger/ledger-errors';

export type EnrolmentRefusal =
  | 'notFound'
  | 'full'
  | 'alreadyEnrolled'
  | 'finished'
  | 'joinWindowClosed'
  | 'noLinkedAccount'
  | 'wrongBracket'
  | 'insufficientGCoins';

/** `message` is the English text; `messageKey` and `messageParams` name it for other languages. */
export type EnrolmentResult =
  | ({ success: true } & LocalizedMessage)
  | ({ success: false; reason: EnrolmentRefusal; statusCode: number } & LocalizedMessage);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class Refused extends Error {
  constructor(readonly result: Extract<EnrolmentResult, { success: false }>) {
    super(result.message);
  }
}

function refusal(reason: EnrolmentRefusal, message: LocalizedMessage, statusCode = 409): Refused {
  return new Refused({ success: false, reason, ...message, statusCode });
}

const insufficient = (fee: number) =>
  refusal('insufficientGCoins', localizedMessage('errors.challenge.insufficientGCoins', { count: fee }), 402);

interface ChallengeRow {
  game_id: string;
  game_name: string;
  title: string;
  start_time: Date | string;
  end_time: Date | string;
  status: number;
  entry_fee: unknown;
  max_players: number;
  registered_players: number;
  min_skill_level: number;
}

/** What the enrolment read found about the player. */
interface PlayerState {
  enrolled: boolean;
  linked: boolean;
  gcoins: unknown;
  /** The live game account's details (where a provider rank is stored), or null. */
  account_details: unknown;
  /** Points of the player's newest counted matches in the challenge's game, newest first. */
  recent_points: unknown[] | null;
}

type ChallengeState = ChallengeRow & PlayerState;

/** A player the read did not find (no wallet, no account). */
const nobody: PlayerState = {
  enrolled: false,
  linked: false,
  gcoins: 0,
  account_details: null,
  recent_points: [],
};

/**
 * The player's skill level for the challenge's game now (decision 0028): the stored provider rank,
 * else recent performance, else a new player's level. Computed once, at entry, and stored.
 */
function skillAtEntry(challenge: ChallengeRow, player: PlayerState): SkillAssessment {
  return skillLevelFor({
    gameId: challenge.game_id,
    rank: providerRankFrom(challenge.game_id, player.account_details),
    recentPoints: (player.recent_points ?? []).map(Number),
  });
}

/**
 * Points (decision 0013, without bonus) of the player's newest counted matches in a game, as the
 * enrolment reads use it; `$user` and `$game` are SQL expressions for the player and the game.
 */
export const recentPointsSql = (user: string, game: string) =>
  `array(select m.points from challenge_matches m join challenges mc on mc.id = m.challenge_id
          where m.user_id = ${user} and mc.game_id = ${game}
          order by m.started_at desc, m.match_key desc limit ${performanceMatchWindow})`;

/** The live game account's details for the game (where a provider rank is stored). */
const accountDetailsSql = (user: string) =>
  `(select a.details from game_accounts a
     where a.user_id = ${user} and a.provider = g.account_provider and a.unlinked_at is null)`;

/**
 * The refusal for one player, in the order spec §8 gives them (null: they may join). `taken` is how
 * many places are gone (registered players, plus those a group commit accepted before this one).
 * The funds check is a first answer: the ledger's guarded debit is the one that counts.
 */
function refusalFor(
  challenge: ChallengeRow | undefined,
  player: PlayerState,
  now: Date,
  taken: number,
): Refused | null {
  // A cancelled challenge (status 3, decision 0021) is hidden from players: not found.
  if (!challenge || challenge.status === 3)
    return refusal('notFound', localizedMessage('enroll.notFound'), 404);
  const status = Math.max(challenge.status, statusAt(challenge.start_time, challenge.end_time, now));
  if (status === 2) return refusal('finished', localizedMessage('enroll.finished'));
  if (player.enrolled) return refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  if (!isJoinable(status === 1 ? 1 : 0, challenge.start_time, now)) {
    return refusal('joinWindowClosed', localizedMessage('enroll.joinWindowClosed'));
  }
  if (taken >= challenge.max_players) return refusal('full', localizedMessage('enroll.full'));
  if (!player.linked) {
    return refusal(
      'noLinkedAccount',
      localizedMessage('enroll.noLinkedAccount', { game: challenge.game_name }),
      422,
    );
  }
  // A challenge admits only the bracket of its skill level (decision 0028).
  const skill = skillAtEntry(challenge, player);
  if (!admitsBracket(challenge.min_skill_level, skill.bracket)) {
    const challengeBracket = bracketOf(challenge.min_skill_level);
    const { from, to } = bracketLevels(challengeBracket);
    return refusal(
      'wrongBracket',
      localizedMessage('enroll.wrongBracket', {
        challengeBracket,
        from,
        to,
        game: challenge.game_name,
        bracket: skill.bracket,
      }),
      403,
    );
  }
  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');
  const gCoinsAvailable = toSafeInteger(player.gcoins ?? 0, 'gcoins');
  if (fee > 0 && !validateEnrolmentFunds({ entryFee: fee, gCoinsAvailable }).ok) return insufficient(fee);
  return null;
}

export async function enrolInChallenge(
  database: Database,
  input: { userId: string; challengeId: string; now?: Date },
): Promise<EnrolmentResult> {
  const { userId, challengeId } = input;
  const now = input.now ?? new Date();
  if (!uuidPattern.test(challengeId)) {
    return { success: false, reason: 'notFound', ...localizedMessage('enroll.notFound'), statusCode: 404 };
  }
  return queueEnrolment(database, { userId, challengeId, now });
}

/** Enrols one player alone: the path every request took before group commit, and its fallback. */
async function enrolOne(database: Database, request: EnrolmentRequest): Promise<EnrolmentResult> {
  try {
    await database.transaction((tx) =>
      enrolInTransaction(tx, request.userId, request.challengeId, request.now),
    );
    return enrolled;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

const enrolled: EnrolmentResult = { success: true, ...localizedMessage('enroll.enrolled') };

interface EnrolmentRequest {
  userId: string;
  challengeId: string;
  now: Date;
}

interface Waiting extends EnrolmentRequest {
  /** Settles the caller's promise with this answer (resolving with a promise adopts it). */
  answer: (result: Promise<EnrolmentResult>) => void;
}

/** Players waiting to enrol, and whether a transaction is running now. */
interface EnrolmentQueue {
  waiting: Waiting[];
  /** Transactions running now: one on PGlite (one session), a few on PostgreSQL (a pool). */
  running: number;
}

/** The most enrolments one transaction takes. */
export const maxEnrolmentBatch = 100;
const queues = new WeakMap<Database, EnrolmentQueue>();

/**
 * Group commit (issue 15: a hot challenge, a crowd across many): while one transaction enrols, the
 * players who ask meanwhile wait, and the next transaction takes them all at once — set-based per
 * challenge, with the same checks in the same order as one by one. A lone player is enrolled alone.
 */
function queueEnrolment(database: Database, request: EnrolmentRequest): Promise<EnrolmentResult> {
  let queue = queues.get(database);
  if (!queue) queues.set(database, (queue = { waiting: [], running: 0 }));
  const answer = new Promise<EnrolmentResult>((resolve) =>
    queue.waiting.push({ ...request, answer: resolve }),
  );
  if (queue.running < concurrentBatches(database)) void drain(database, queue);
  return answer;
}

/** PostgreSQL runs a few groups side by side (different challenges need not wait for each other). */
const concurrentBatches = (_database: Database) => 1;

async function drain(database: Database, queue: EnrolmentQueue) {
  queue.running += 1;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, maxEnrolmentBatch);
      let answers: Promise<EnrolmentResult>[];
      if (batch.length === 1) {
        answers = [enrolOne(database, batch[0]!)];
      } else {
        try {
          const results = await database.transaction((tx) => enrolBatchInTransaction(tx, batch));
          answers = results.map((result) => Promise.resolve(result));
        } catch {
          // Something another transaction changed under the batch (a place, a wallet, a fee taken):
          // all of it rolled back; each player goes the one-by-one way, which knows the reason.
          answers = batch.map((request) => enrolOne(database, request));
        }
      }
      batch.forEach((request, index) => request.answer(answers[index]!));
      await Promise.allSettled(answers);
    }
  } finally {
    queue.running -= 1;
  }
}

async function enrolInTransaction(tx: Queryable, userId: string, challengeId: string, now: Date) {
  // Everything the refusals need, in one read (decision 0012, issue 15). It locks only the player's
  // wallet, first, as a group commit does (wallets, then participants, then places): a lone enrolment
  // holding the participant row while it waited for a wallet a group held, the group waiting for that
  // row, was a deadlock PostgreSQL broke by failing one of them. The challenge row is locked only by
  // the last statement, which takes the place.
  const { rows } = await tx.query<ChallengeState>(
    `select c.game_id, g.name as game_name, c.title, c.start_time, c.end_time, c.status, c.entry_fee,
            c.max_players, c.registered_players, c.min_skill_level,
            exists (select 1 from challenge_participants p where p.challenge_id = c.id and p.user_id = $2) as enrolled,
            exists (select 1 from game_accounts a
                     where a.user_id = $2 and a.provider = g.account_provider and a.unlinked_at is null) as linked,
            (select w.gcoins from wallets w where w.user_id = $2 for update) as gcoins,
            ${accountDetailsSql('$2')} as account_details,
            ${recentPointsSql('$2', 'c.game_id')} as recent_points
       from challenges c join games g on g.id = c.game_id
      where c.id = $1`,
    [challengeId, userId],
  );
  const challenge = rows[0];
  const refused = refusalFor(challenge, challenge ?? nobody, now, challenge?.registered_players ?? 0);
  if (refused || !challenge) throw refused;
  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');

  // The primary key makes a second enrolment of the same player (even at the same moment) a no-op.
  // The skill level is stored now and never recomputed (decision 0028).
  const joined = await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at, skill_level) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [challengeId, userId, now, skillAtEntry(challenge, challenge).level],
  );
  if (joined.rowCount === 0) throw refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  if (fee > 0) {
    try {
      await debitEntryFee(tx, { userId, challengeId, gCoins: fee, challengeTitle: challenge.title });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw insufficient(fee);
      throw error;
    }
  }

  // Last, the place: the guarded increment locks the row until COMMIT, which follows at once. A cancel
  // or a finish that got there first (they lock the row, then change status or finished_at) makes it
  // match nothing, and everything above rolls back with the refusal.
  const place = await tx.query(
    `update challenges set registered_players = registered_players + 1
     where id = $1 and registered_players < max_players and status in (0, 1) and finished_at is null`,
    [challengeId],
  );
  if (place.rowCount === 0) {
    const now = await tx.query<{ status: number; finished: boolean }>(
      'select status, finished_at is not null as finished from challenges where id = $1',
      [challengeId],
    );
    const current = now.rows[0];
    if (!current || current.status === 3) throw refusal('notFound', localizedMessage('enroll.notFound'), 404);
    if (current.status === 2 || current.finished)
      throw refusal('finished', localizedMessage('enroll.finished'));
    throw refusal('full', localizedMessage('enroll.full'));
  }
}

/** Thrown inside a group commit when another transaction took what it counted on: roll back, go one by one. */
class BatchOverrun extends Error {}

/**
 * A batch of enrolments (any challenges) in one transaction, set-based: one read of the challenges,
 * one of the players, every refusal decided in arrival order exactly as one by one, then the
 * participants and the fees (ledger debitEntryFees) in one statement each, and each challenge's places
 * in id order. Anything another transaction changed meanwhile throws, and the caller goes one by one.
 */
async function enrolBatchInTransaction(
  tx: Queryable,
  batch: readonly EnrolmentRequest[],
): Promise<EnrolmentResult[]> {
  const challengeIds = [...new Set(batch.map((request) => request.challengeId))].sort();
  const userIds = [...new Set(batch.map((request) => request.userId))].sort();
  // Every wallet of the batch first, in user order: batches running side by side (PostgreSQL) then
  // lock wallets in one global order, and challenge rows (last, in id order) always after them.
  await tx.query('select 1 from wallets where user_id = any($1::uuid[]) order by user_id for update', [
    userIds,
  ]);
  const found = await tx.query<ChallengeRow & { id: string; account_provider: string }>(
    `select c.id, c.game_id, g.name as game_name, g.account_provider, c.title, c.start_time, c.end_time,
            c.status, c.entry_fee, c.max_players, c.registered_players, c.min_skill_level
       from challenges c join games g on g.id = c.game_id
      where c.id = any($1::uuid[])`,
    [challengeIds],
  );
  const challengeOf = new Map(found.rows.map((row) => [row.id, row]));
  const pairs = [...new Map(batch.map((r) => [`${r.challengeId}|${r.userId}`, r])).values()];
  const players = await tx.query<PlayerState & { challenge_id: string; user_id: string }>(
    `select t.challenge_id, t.user_id,
            exists (select 1 from challenge_participants p
                     where p.challenge_id = t.challenge_id and p.user_id = t.user_id) as enrolled,
            exists (select 1 from game_accounts a
                     where a.user_id = t.user_id and a.provider = g.account_provider and a.unlinked_at is null) as linked,
            (select w.gcoins from wallets w where w.user_id = t.user_id) as gcoins,
            ${accountDetailsSql('t.user_id')} as account_details,
            ${recentPointsSql('t.user_id', 'c.game_id')} as recent_points
       from unnest($1::uuid[], $2::uuid[]) as t(challenge_id, user_id)
       join challenges c on c.id = t.challenge_id
       join games g on g.id = c.game_id`,
    [pairs.map((r) => r.challengeId), pairs.map((r) => r.userId)],
  );
  const stateOf = new Map(players.rows.map((row) => [`${row.challenge_id}|${row.user_id}`, row]));

  const accepted: (EnrolmentRequest & { skillLevel: number })[] = [];
  const joinedNow = new Set<string>();
  const takenNow = new Map<string, number>();
  const spentNow = new Map<string, number>();
  const results: EnrolmentResult[] = batch.map((request) => {
    const key = `${request.challengeId}|${request.userId}`;
    const challenge = challengeOf.get(request.challengeId);
    const player = stateOf.get(key) ?? nobody;
    // What this batch already did counts as done: a place taken, GCoins spent, the player in.
    const spent = spentNow.get(request.userId) ?? 0;
    const state: PlayerState = {
      enrolled: player.enrolled || joinedNow.has(key),
      linked: player.linked,
      gcoins: toSafeInteger(player.gcoins ?? 0, 'gcoins') - spent,
      account_details: player.account_details,
      recent_points: player.recent_points,
    };
    const taken = (challenge?.registered_players ?? 0) + (takenNow.get(request.challengeId) ?? 0);
    const refused = refusalFor(challenge, state, request.now, taken);
    if (refused || !challenge) return refused!.result;
    accepted.push({ ...request, skillLevel: skillAtEntry(challenge, state).level });
    joinedNow.add(key);
    takenNow.set(request.challengeId, (takenNow.get(request.challengeId) ?? 0) + 1);
    spentNow.set(request.userId, spent + toSafeInteger(challenge.entry_fee, 'entry_fee'));
    return enrolled;
  });
  if (accepted.length === 0) return results;

  const joined = await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at, skill_level)
     select t.challenge_id, t.user_id, t.created_at, t.skill_level
       from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::smallint[])
            as t(challenge_id, user_id, created_at, skill_level)
     on conflict do nothing`,
    [
      accepted.map((r) => r.challengeId),
      accepted.map((r) => r.userId),
      accepted.map((r) => r.now),
      accepted.map((r) => r.skillLevel),
    ],
  );
  if (joined.rowCount !== accepted.length) throw new BatchOverrun('a player joined meanwhile');

  // The fees, in rounds where each player appears once (a player joining two challenges at once).
  const fees = accepted
    .map((request) => {
      const challenge = challengeOf.get(request.challengeId)!;
      return {
        userId: request.userId,
        challengeId: request.challengeId,
        gCoins: toSafeInteger(challenge.entry_fee, 'entry_fee'),
        challengeTitle: challenge.title,
      };
    })
    .filter((fee) => fee.gCoins > 0);
  while (fees.length > 0) {
    const seen = new Set<string>();
    const round = fees.filter((fee) => !seen.has(fee.userId) && Boolean(seen.add(fee.userId)));
    await debitEntryFees(tx, round);
    for (const fee of round) fees.splice(fees.indexOf(fee), 1);
  }

  // Last, the places, as one by one: locked until COMMIT, refused if a cancel or finish came first.
  for (const [challengeId, count] of [...takenNow].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const places = await tx.query(
      `update challenges set registered_players = registered_players + $2
       where id = $1 and registered_players + $2 <= max_players and status in (0, 1) and finished_at is null`,
      [challengeId, count],
    );
    if (places.rowCount === 0) throw new BatchOverrun('the places went meanwhile');
  }
  return results;
}
