// Cancelling a challenge (issue 12, docs/decisions/0021): any challenge that has not finished. In
// one transaction, the challenge row is locked (the enrolment and the finishing lock it too, so none
// of them interleaves with a cancel), marked cancelled with who, when and why, and every entry fee a
// participant paid goes back through the ledger: type 'refund', entry_fees → user gcoin, key
// refund:<challengeId>:<userId>, the amount the ledger shows they paid. A second cancel (even at the
// same moment) waits for the lock, finds the challenge cancelled and refunds nothing; the keys would
// refuse a second refund anyway. The participants are emailed after the commit.
import type { AdminChallenge } from '@arena/contract';
import type { FastifyBaseLogger } from 'fastify';
import { challengeTopics } from '../db/change-feed';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import { systemAccount, userAccount } from '../ledger/accounts';
import { entryFeeIdempotencyKey } from '../ledger/entry-fees';
import { post } from '../ledger/post';
import { challengeCancelledMail } from '../mail/challenge-cancelled-mail';
import type { MailProvider } from '../mail/mail-provider';
import { recordOperatorAction } from './audit-log';
import { readAdminChallenge } from './challenges-service';

export const refundIdempotencyKey = (challengeId: string, userId: string) =>
  `refund:${challengeId}:${userId}`;

export interface CancelResult {
  challenge: AdminChallenge;
  /** Players refunded by this call (0 when it had been cancelled before). */
  refundedPlayers: number;
  refundedGCoins: number;
}

interface Recipient {
  user_id: string;
  email: string;
  name: string;
  paid: number;
}

export interface CancelDeps {
  database: Database;
  mail: MailProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function cancelChallenge(
  deps: CancelDeps,
  input: { actorId: string; challengeId: string; reason: string; now?: Date },
): Promise<CancelResult> {
  const now = input.now ?? new Date();
  const { result, recipients, title } = await deps.database.transaction((tx) =>
    cancelInTransaction(tx, input, now),
  );
  deps.database.changes.publish(...challengeTopics(input.challengeId));
  if (recipients.length > 0) await emailParticipants(deps, { ...input, title }, recipients);
  return result;
}

async function cancelInTransaction(
  tx: Queryable,
  input: { actorId: string; challengeId: string; reason: string },
  now: Date,
): Promise<{ result: CancelResult; recipients: Recipient[]; title: string }> {
  const { actorId, challengeId, reason } = input;
  const locked = await tx.query<{ status: number; finished_at: Date | null; title: string }>(
    'select status, finished_at, title from challenges where id = $1 for update',
    [challengeId],
  );
  const row = locked.rows[0];
  if (!row) throw httpError(404, 'adminChallenge.notFound');
  if (row.status === 3) {
    const challenge = (await readAdminChallenge(tx, challengeId))!;
    return { result: { challenge, refundedPlayers: 0, refundedGCoins: 0 }, recipients: [], title: row.title };
  }
  if (row.finished_at !== null || row.status === 2) throw httpError(409, 'adminChallenge.finished');

  const before = await readAdminChallenge(tx, challengeId);
  await tx.query(
    `update challenges set status = 3, cancelled_at = $2, cancelled_by = $3, cancel_reason = $4, updated_at = $2
     where id = $1`,
    [challengeId, now, actorId, reason],
  );

  // What each participant paid, as the ledger recorded it (their own entry_fee transaction).
  const participants = await tx.query<{ user_id: string; email: string; name: string; paid: unknown }>(
    `select cp.user_id, u.email, u.name,
            coalesce((select -e.amount
                      from journal_transactions t
                      join journal_entries e on e.transaction_id = t.id
                      join ledger_accounts a on a.id = e.account_id and a.user_id = cp.user_id and a.currency = 'gcoin'
                      where t.idempotency_key = $2 || cp.user_id::text), 0) as paid
     from challenge_participants cp join users u on u.id = cp.user_id
     where cp.challenge_id = $1
     order by cp.user_id`,
    [challengeId, entryFeeIdempotencyKey(challengeId, '')],
  );
  const recipients: Recipient[] = [];
  let refundedPlayers = 0;
  let refundedGCoins = 0;
  for (const participant of participants.rows) {
    const paid = toSafeInteger(participant.paid, 'paid');
    if (paid > 0) {
      const posted = await post(tx, {
        type: 'refund',
        idempotencyKey: refundIdempotencyKey(challengeId, participant.user_id),
        userId: participant.user_id,
        description: `Entry fee refunded: ${row.title} was cancelled`,
        metadata: {
          challengeId,
          gCoins: paid,
          challengeTitle: row.title,
          entryFeeKey: entryFeeIdempotencyKey(challengeId, participant.user_id),
        },
        lines: [
          { account: systemAccount('entry_fees', 'gcoin'), amount: -paid },
          { account: userAccount(participant.user_id, 'gcoin'), amount: paid },
        ],
      });
      if (!posted.alreadyPosted) {
        refundedPlayers += 1;
        refundedGCoins += paid;
      }
    }
    recipients.push({ user_id: participant.user_id, email: participant.email, name: participant.name, paid });
  }

  const challenge = (await readAdminChallenge(tx, challengeId))!;
  await recordOperatorAction(tx, {
    actorId,
    action: 'challenge.cancel',
    targetType: 'challenge',
    targetId: challengeId,
    before,
    after: { ...challenge, refundedPlayers, refundedGCoins },
  });
  return { result: { challenge, refundedPlayers, refundedGCoins }, recipients, title: row.title };
}

const sendConcurrency = 5;

// After the commit: a failed send is logged, never retried, so nobody is told twice.
async function emailParticipants(
  deps: CancelDeps,
  input: { challengeId: string; reason: string; title: string },
  recipients: Recipient[],
) {
  const link = `${deps.publicUrl}/wallet`;
  let failed = 0;
  for (let start = 0; start < recipients.length; start += sendConcurrency) {
    const batch = recipients.slice(start, start + sendConcurrency);
    const results = await Promise.allSettled(
      batch.map((recipient) =>
        deps.mail.sendMail(
          challengeCancelledMail({
            to: recipient.email,
            name: recipient.name,
            challengeTitle: input.title,
            reason: input.reason,
            refundedGCoins: recipient.paid,
            link,
          }),
        ),
      ),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        failed += 1;
        deps.log.error(
          { err: result.reason, challengeId: input.challengeId, userId: batch[index]!.user_id },
          'challenge cancellation email failed',
        );
      }
    });
  }
  deps.log.info(
    { challengeId: input.challengeId, recipients: recipients.length, failed },
    'challenge cancelled: participants emailed',
  );
}
