// Enrolment (spec §7 POST /api/challenge/enroll, §4 registration states and join window): one
// database transaction that reads everything the refusals need in one statement, records the
// participant (the primary key refuses a second time), debits the entry fee through the ledger, and
// takes the place LAST with a guarded increment, so the challenge row is locked only from that
// statement to COMMIT (issue 15: a hot challenge). A short wallet throws InsufficientFunds, and a full,
// cancelled or finished challenge makes the increment match nothing: either way everything rolls back.
import { localizedMessage, type LocalizedMessage } from '@arena/contract';
import { isJoinable, statusAt, validateEnrolmentFunds } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { debitEntryFee } from '../ledger/entry-fees';
import { InsufficientFunds } from '../ledger/ledger-errors';

export type EnrolmentRefusal =
  | 'notFound'
  | 'full'
  | 'alreadyEnrolled'
  | 'finished'
  | 'joinWindowClosed'
  | 'noLinkedAccount'
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

interface ChallengeState {
  game_id: string;
  game_name: string;
  title: string;
  start_time: Date | string;
  end_time: Date | string;
  status: number;
  entry_fee: unknown;
  max_players: number;
  registered_players: number;
  enrolled: boolean;
  linked: boolean;
  gcoins: unknown;
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
  try {
    await database.transaction((tx) => enrolInTransaction(tx, userId, challengeId, now));
    return { success: true, ...localizedMessage('enroll.enrolled') };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function enrolInTransaction(tx: Queryable, userId: string, challengeId: string, now: Date) {
  // Everything the refusals need, in one read and without a lock (decision 0012, issue 15): the
  // challenge row is locked only by the last statement, which takes the place.
  const { rows } = await tx.query<ChallengeState>(
    `select c.game_id, g.name as game_name, c.title, c.start_time, c.end_time, c.status, c.entry_fee,
            c.max_players, c.registered_players,
            exists (select 1 from challenge_participants p where p.challenge_id = c.id and p.user_id = $2) as enrolled,
            exists (select 1 from game_accounts a
                     where a.user_id = $2 and a.provider = g.account_provider and a.unlinked_at is null) as linked,
            (select w.gcoins from wallets w where w.user_id = $2) as gcoins
       from challenges c join games g on g.id = c.game_id
      where c.id = $1`,
    [challengeId, userId],
  );
  const challenge = rows[0];
  // A cancelled challenge (status 3, decision 0021) is hidden from players: not found.
  if (!challenge || challenge.status === 3)
    throw refusal('notFound', localizedMessage('enroll.notFound'), 404);

  const status = Math.max(challenge.status, statusAt(challenge.start_time, challenge.end_time, now));
  if (status === 2) throw refusal('finished', localizedMessage('enroll.finished'));
  if (challenge.enrolled) throw refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  if (!isJoinable(status === 1 ? 1 : 0, challenge.start_time, now)) {
    throw refusal('joinWindowClosed', localizedMessage('enroll.joinWindowClosed'));
  }
  if (challenge.registered_players >= challenge.max_players)
    throw refusal('full', localizedMessage('enroll.full'));
  if (!challenge.linked) {
    throw refusal(
      'noLinkedAccount',
      localizedMessage('enroll.noLinkedAccount', { game: challenge.game_name }),
      422,
    );
  }
  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');
  // The read is a first answer; the ledger's guarded debit below is the one that counts.
  const gCoinsAvailable = toSafeInteger(challenge.gcoins ?? 0, 'gcoins');
  if (fee > 0 && !validateEnrolmentFunds({ entryFee: fee, gCoinsAvailable }).ok) throw insufficient(fee);

  // The primary key makes a second enrolment of the same player (even at the same moment) a no-op.
  const joined = await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)
     on conflict do nothing`,
    [challengeId, userId, now],
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
    if (current.status === 2 || current.finished) throw refusal('finished', localizedMessage('enroll.finished'));
    throw refusal('full', localizedMessage('enroll.full'));
  }
}
