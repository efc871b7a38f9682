// Enrolment (spec §7 POST /api/challenge/enroll, §4 registration states and join window): one
// database transaction that locks the challenge row, checks every refusal, takes a place with a
// guarded increment, records the participant and debits the entry fee through the ledger. A short
// wallet throws InsufficientFunds inside the transaction, so the place and the row roll back too.
import { localizedMessage, type LocalizedMessage } from '@arena/contract';
import { isJoinable, statusAt, validateEnrolmentFunds } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { debitEntryFee } from '../ledger/entry-fees';
import { InsufficientFunds } from '../ledger/ledger-errors';
import { lockWallet } from '../ledger/accounts';
import { linkedAccountForGame } from './linked-account';

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

interface LockedChallenge {
  game_id: string;
  game_name: string;
  title: string;
  start_time: Date | string;
  end_time: Date | string;
  status: number;
  entry_fee: unknown;
  max_players: number;
  registered_players: number;
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
  const { rows } = await tx.query<LockedChallenge>(
    `select c.game_id, g.name as game_name, c.title, c.start_time, c.end_time, c.status, c.entry_fee,
            c.max_players, c.registered_players
     from challenges c join games g on g.id = c.game_id
     where c.id = $1
     for update of c`,
    [challengeId],
  );
  const challenge = rows[0];
  // A cancelled challenge (status 3, decision 0021) is hidden from players: not found.
  if (!challenge || challenge.status === 3)
    throw refusal('notFound', localizedMessage('enroll.notFound'), 404);

  const status = Math.max(challenge.status, statusAt(challenge.start_time, challenge.end_time, now));
  if (status === 2) throw refusal('finished', localizedMessage('enroll.finished'));
  const enrolled = await tx.query(
    'select 1 from challenge_participants where challenge_id = $1 and user_id = $2',
    [challengeId, userId],
  );
  if (enrolled.rowCount > 0) throw refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  if (!isJoinable(status === 1 ? 1 : 0, challenge.start_time, now)) {
    throw refusal('joinWindowClosed', localizedMessage('enroll.joinWindowClosed'));
  }
  if (challenge.registered_players >= challenge.max_players)
    throw refusal('full', localizedMessage('enroll.full'));
  if (!(await linkedAccountForGame(tx, userId, challenge.game_id))) {
    throw refusal(
      'noLinkedAccount',
      localizedMessage('enroll.noLinkedAccount', { game: challenge.game_name }),
      422,
    );
  }

  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');
  if (fee > 0) {
    // The wallet lock comes after the challenge lock, as in finishing (no lock cycle).
    await lockWallet(tx, userId);
    const wallet = await tx.query<{ gcoins: unknown }>('select gcoins from wallets where user_id = $1', [
      userId,
    ]);
    const gCoinsAvailable = toSafeInteger(wallet.rows[0]?.gcoins ?? 0, 'gcoins');
    if (!validateEnrolmentFunds({ entryFee: fee, gCoinsAvailable }).ok) throw insufficient(fee);
  }

  const place = await tx.query(
    `update challenges set registered_players = registered_players + 1
     where id = $1 and registered_players < max_players`,
    [challengeId],
  );
  if (place.rowCount === 0) throw refusal('full', localizedMessage('enroll.full'));
  await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)`,
    [challengeId, userId, now],
  );
  if (fee > 0) {
    try {
      await debitEntryFee(tx, { userId, challengeId, gCoins: fee, challengeTitle: challenge.title });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw insufficient(fee);
      throw error;
    }
  }
}
