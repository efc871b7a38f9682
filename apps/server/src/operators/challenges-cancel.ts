// Cancelling a challenge (issue 12, docs/decisions/0021): any challenge that has not finished. It is the
// void of docs/decisions/0029 (challenges/void-challenge.ts) with reason 'operator_cancel': one
// transaction locks the challenge row, marks it cancelled with who, when and why, and refunds every entry
// fee once (key refund:<challengeId>:<userId>); here the operator's audit entry joins that transaction. A
// second cancel, or an automatic void at the same moment, waits for the lock, finds the challenge voided
// and refunds nothing. The participants are emailed after the commit.
import type { AdminChallenge } from '@arena/contract';
import type { FastifyBaseLogger } from 'fastify';
import { challengeTopics } from '../db/change-feed';
import type { Database, Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import { challengeCancelledMail } from '../mail/challenge-cancelled-mail';
import { mailLanguage } from '../mail/mail-language';
import type { MailProvider } from '../mail/mail-provider';
import {
  lockChallenge,
  sendInBatches,
  voidInTransaction,
  type VoidRecipient,
} from '../challenges/void-challenge';
import { recordOperatorAction } from './audit-log';
import { readAdminChallenge } from './challenges-service';

export { refundIdempotencyKey } from '../challenges/void-challenge';

export interface CancelResult {
  challenge: AdminChallenge;
  /** Players refunded by this call (0 when it had been cancelled or voided before). */
  refundedPlayers: number;
  refundedGCoins: number;
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
  const link = `${deps.publicUrl}/wallet`;
  await sendInBatches(deps, input.challengeId, recipients, (recipient) =>
    challengeCancelledMail({
      to: recipient.email,
      name: recipient.name,
      language: mailLanguage(recipient),
      challengeTitle: title,
      reason: input.reason,
      refundedGCoins: recipient.paid,
      link,
    }),
  );
  return result;
}

async function cancelInTransaction(
  tx: Queryable,
  input: { actorId: string; challengeId: string; reason: string },
  now: Date,
): Promise<{ result: CancelResult; recipients: VoidRecipient[]; title: string }> {
  const { actorId, challengeId, reason } = input;
  // Locked first so that the state before is read under the lock (the void locks it again, a no-op).
  const locked = await lockChallenge(tx, challengeId);
  if (!locked) throw httpError(404, 'adminChallenge.notFound');
  const before = locked.status === 3 ? null : await readAdminChallenge(tx, challengeId);
  const outcome = await voidInTransaction(
    tx,
    { challengeId, reason: 'operator_cancel', note: reason, actorId },
    now,
  );
  if (!outcome.voided) {
    if (outcome.state === 'finished') throw httpError(409, 'adminChallenge.finished');
    if (outcome.state === 'not_found') throw httpError(404, 'adminChallenge.notFound');
    // Cancelled or voided before: nothing refunded again.
    const challenge = (await readAdminChallenge(tx, challengeId))!;
    return {
      result: { challenge, refundedPlayers: 0, refundedGCoins: 0 },
      recipients: [],
      title: locked.title,
    };
  }
  const { refundedPlayers, refundedGCoins } = outcome;
  const challenge = (await readAdminChallenge(tx, challengeId))!;
  await recordOperatorAction(tx, {
    actorId,
    action: 'challenge.cancel',
    targetType: 'challenge',
    targetId: challengeId,
    before,
    after: { ...challenge, refundedPlayers, refundedGCoins },
  });
  return {
    result: { challenge, refundedPlayers, refundedGCoins },
    recipients: outcome.recipients,
    title: outcome.title,
  };
}
