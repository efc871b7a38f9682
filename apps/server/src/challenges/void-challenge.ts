// Voiding a challenge (issue 16, docs/decisions/0029-void-and-refund.md): the operator's cancel of
// decision 0021 made general. One transaction locks the challenge row (enrolment and finishing lock it
// too, so none interleaves), marks it status 3 with why, and refunds every entry fee a participant paid
// through the ledger: type 'refund', entry_fees → user gcoin, key refund:<challengeId>:<userId>, the
// amount the ledger shows they paid. Whoever comes second (another void, an operator's cancel, two
// instances' lifecycles) waits for the lock, finds the challenge voided and refunds nothing; the keys
// would refuse a second refund anyway. After the commit the cache is told and participants are emailed.
import {
  isLanguageCode,
  languageForCountry,
  type LanguageCode,
  type PublicVoidReason,
  type VoidReason,
} from '@arena/domain';
import { challengeTopics } from '../db/change-feed';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { systemAccount, userAccount } from '../ledger/accounts';
import { entryFeeIdempotencyKey } from '../ledger/entry-fees';
import { post } from '../ledger/post';
import { challengeVoidedMail } from '../mail/challenge-voided-mail';
import type { MailProvider } from '../mail/mail-provider';
import { createVoidNotices } from '../notifications/notification-store';

export const refundIdempotencyKey = (challengeId: string, userId: string) =>
  `refund:${challengeId}:${userId}`;

/** The challenge row as the void sees it under its lock. */
export interface LockedChallenge {
  status: number;
  finishedAt: Date | null;
  title: string;
  registeredPlayers: number;
  minPlayers: number;
  startTime: Date;
  endTime: Date;
  providerUnreachableMs: number;
}

export interface VoidRecipient {
  userId: string;
  email: string;
  name: string;
  country: string | null;
  /** The language the player chose (decision 0034); null when unknown. */
  language: LanguageCode | null;
  /** GCoins refunded to this player (what they paid; 0 in a free challenge). */
  paid: number;
}

export interface VoidRequest {
  challengeId: string;
  reason: VoidReason;
  /** Words for the console (cancel_reason): the operator's, or what the rule found. */
  note: string;
  /** The operator who cancelled; null for the lifecycle. */
  actorId: string | null;
  /** Re-checked under the lock (an enrolment may have committed first); false leaves the challenge as it is. */
  stillApplies?: (challenge: LockedChallenge) => boolean;
}

export type VoidOutcome =
  | { voided: false; state: 'not_found' | 'already_voided' | 'finished' | 'rule_no_longer_applies' }
  | {
      voided: true;
      title: string;
      refundedPlayers: number;
      refundedGCoins: number;
      recipients: VoidRecipient[];
    };

/** Locks the challenge row and reads what the rules need; undefined when there is no such challenge. */
export async function lockChallenge(
  tx: Queryable,
  challengeId: string,
): Promise<LockedChallenge | undefined> {
  const { rows } = await tx.query<{
    status: number;
    finished_at: Date | string | null;
    title: string;
    registered_players: number;
    min_players: number;
    start_time: Date | string;
    end_time: Date | string;
    provider_unreachable_ms: unknown;
  }>(
    `select status, finished_at, title, registered_players, min_players, start_time, end_time, provider_unreachable_ms
     from challenges where id = $1 for update`,
    [challengeId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    status: row.status,
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    title: row.title,
    registeredPlayers: row.registered_players,
    minPlayers: row.min_players,
    startTime: new Date(row.start_time),
    endTime: new Date(row.end_time),
    providerUnreachableMs: toSafeInteger(row.provider_unreachable_ms, 'provider_unreachable_ms'),
  };
}

/** The void inside the caller's transaction (the operator's cancel adds its audit entry to it). */
export async function voidInTransaction(
  tx: Queryable,
  request: VoidRequest,
  now: Date,
): Promise<VoidOutcome> {
  const { challengeId, reason } = request;
  const locked = await lockChallenge(tx, challengeId);
  if (!locked) return { voided: false, state: 'not_found' };
  if (locked.status === 3) return { voided: false, state: 'already_voided' };
  if (locked.finishedAt !== null || locked.status === 2) return { voided: false, state: 'finished' };
  if (request.stillApplies && !request.stillApplies(locked))
    return { voided: false, state: 'rule_no_longer_applies' };

  await tx.query(
    `update challenges
     set status = 3, cancelled_at = $2, cancelled_by = $3, cancel_reason = $4, void_reason = $5, updated_at = $2
     where id = $1`,
    [challengeId, now, request.actorId, request.note, reason],
  );

  // What each participant paid, as the ledger recorded it (their own entry_fee transaction).
  const participants = await tx.query<{
    user_id: string;
    email: string;
    name: string;
    country: string | null;
    language: string | null;
    paid: unknown;
  }>(
    `select cp.user_id, u.email, u.name, u.country, u.language,
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
  const recipients: VoidRecipient[] = [];
  let refundedPlayers = 0;
  let refundedGCoins = 0;
  const why = reason === 'operator_cancel' ? 'cancelled' : 'voided';
  for (const participant of participants.rows) {
    const paid = toSafeInteger(participant.paid, 'paid');
    if (paid > 0) {
      const posted = await post(tx, {
        type: 'refund',
        idempotencyKey: refundIdempotencyKey(challengeId, participant.user_id),
        userId: participant.user_id,
        description: `Entry fee refunded: ${locked.title} was ${why}`,
        metadata: {
          challengeId,
          gCoins: paid,
          challengeTitle: locked.title,
          entryFeeKey: entryFeeIdempotencyKey(challengeId, participant.user_id),
          voidReason: reason,
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
    recipients.push({
      userId: participant.user_id,
      email: participant.email,
      name: participant.name,
      country: participant.country,
      language:
        participant.language !== null && isLanguageCode(participant.language) ? participant.language : null,
      paid,
    });
  }
  return { voided: true, title: locked.title, refundedPlayers, refundedGCoins, recipients };
}

export interface VoidDeps {
  database: Database;
  mail: MailProvider;
  publicUrl: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * An automatic void (the lifecycle's rules): the transaction, then the cache told (decision 0030) and each
 * participant emailed in their language.
 */
export async function voidChallenge(
  deps: VoidDeps,
  request: Omit<VoidRequest, 'actorId' | 'reason'> & { reason: PublicVoidReason },
  now: Date = new Date(),
): Promise<VoidOutcome> {
  const outcome = await deps.database.transaction(async (tx) => {
    const voided = await voidInTransaction(tx, { ...request, actorId: null }, now);
    // Each participant's inbox entry with their refund, in the same transaction (decision 0034).
    if (voided.voided) {
      const refunds = voided.recipients.map((r) => ({ userId: r.userId, refundedGCoins: r.paid }));
      await createVoidNotices(tx, request.challengeId, refunds, now);
    }
    return voided;
  });
  if (!outcome.voided) return outcome;
  deps.database.changes.publish(...challengeTopics(request.challengeId));
  deps.log.info(
    {
      challengeId: request.challengeId,
      reason: request.reason,
      refundedPlayers: outcome.refundedPlayers,
      refundedGCoins: outcome.refundedGCoins,
    },
    'challenge voided',
  );
  await sendInBatches(deps, request.challengeId, outcome.recipients, (recipient) =>
    challengeVoidedMail({
      to: recipient.email,
      name: recipient.name,
      language: recipient.language ?? languageForCountry(recipient.country),
      challengeTitle: outcome.title,
      reason: request.reason,
      refundedGCoins: recipient.paid,
      link: `${deps.publicUrl}/wallet`,
    }),
  );
  return outcome;
}

const sendConcurrency = 5;

/** After the commit: a failed send is logged, never retried, so nobody is told twice. */
export async function sendInBatches(
  deps: Pick<VoidDeps, 'mail' | 'log'>,
  challengeId: string,
  recipients: VoidRecipient[],
  message: (recipient: VoidRecipient) => Parameters<MailProvider['sendMail']>[0],
) {
  let failed = 0;
  for (let start = 0; start < recipients.length; start += sendConcurrency) {
    const batch = recipients.slice(start, start + sendConcurrency);
    const results = await Promise.allSettled(
      batch.map((recipient) => deps.mail.sendMail(message(recipient))),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        failed += 1;
        deps.log.error(
          { err: result.reason, challengeId, userId: batch[index]!.userId },
          'challenge void email failed',
        );
      }
    });
  }
  if (recipients.length > 0)
    deps.log.info(
      { challengeId, recipients: recipients.length, failed },
      'challenge voided: participants emailed',
    );
}
