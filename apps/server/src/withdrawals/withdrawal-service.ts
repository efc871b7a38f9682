// Withdrawals and payouts (docs/decisions/0018-withdrawals-and-payouts.md). Every state change is a
// guarded move of the withdrawals row in one database transaction with its ledger posting:
//   pending ──approve──▶ processing ──provider: paid──▶ completed
//      │                     └──────provider: failed──▶ failed   (refund)
//      └──reject──▶ rejected (refund)
// completed, failed and rejected are final: a later or repeated notification changes nothing. A
// refund is the ledger posting `withdrawal_refund:<id>` (payouts → user crystal), so it happens at
// most once whatever calls it; the withdrawal's own journal transaction goes pending → completed, or
// pending → failed when refunded. Provider calls never run inside a database transaction. Reaching
// completed or failed also writes the player's payout_paid or payout_failed notification in the same
// transaction (docs/decisions/0047): every path (the send's answer, a provider's or the sandbox's
// notification, reconciliation) goes through completePayout or failPayout.
import { randomUUID } from 'node:crypto';
import { type AdminPayout, type Withdrawal, type WithdrawalMethodName } from '@arena/contract';
import { formatMessage, usdCentsFromCrystals, validateWithdrawal } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { HttpError, httpError } from '../http/http-error';
import { payoutOutcomes } from '../http/metrics';
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from '../ledger/accounts';
import { InsufficientFunds } from '../ledger/ledger-errors';
import { post } from '../ledger/post';
import { payoutsHeld } from '../fair-play/fair-play-flags';
import { recordAccountNotice } from '../notifications/account-notices';
import { recordOperatorAction } from '../operators/audit-log';
import type { PayoutEvent, PayoutProvider, SentPayout } from './payout-provider';
import { mustBeUnderWithdrawalLimit } from './withdrawal-limit';
import { approvalSnapshot, approvalStep, recordFirstApproval } from './payout-approval';
import { findAdminPayout, findWithdrawal, toWithdrawal, type WithdrawalRow } from './withdrawal-repository';

export type PayoutProviders = Readonly<Record<WithdrawalMethodName, PayoutProvider>>;

export interface WithdrawalDeps {
  database: Database;
  providers: PayoutProviders;
  /** Withdrawals of fewer crystals are approved without an operator; 0 = never. */
  autoApproveBelowCrystals: number;
  /** Payouts of this many crystals or more need two different operators (payout-approval.ts). */
  secondApprovalFromCrystals: number;
  log: {
    error: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
}

export type WithdrawalTarget =
  | { method: 'paypal'; email: string }
  | { method: 'card'; card: { id: string; brand: string; last4: string } };

/**
 * Takes the crystals out of the wallet into a pending withdrawal, in one transaction under the
 * wallet's lock: the domain's rules are checked against the balance as locked, so two requests
 * that together exceed it cannot both pass.
 */
export function requestWithdrawal(
  db: LedgerDb,
  request: {
    userId: string;
    crystals: number;
    target: WithdrawalTarget;
    /** RATE_LIMIT_SCALE for the limit of withdrawals an hour (withdrawal-limit.ts); 1 by default. */
    limitScale?: number;
  },
): Promise<Withdrawal> {
  const { userId, crystals, target } = request;
  return inTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const { rows } = await tx.query<{ crystals: unknown }>(
      'select crystals from wallets where user_id = $1',
      [userId],
    );
    const crystalsOwned = toSafeInteger(rows[0]?.crystals ?? 0, 'crystals');
    const checked = validateWithdrawal({
      method: target.method,
      amount: crystals,
      crystalsOwned,
      email: target.method === 'paypal' ? target.email : null,
      cardId: target.method === 'card' ? target.card.id : null,
      passportVerified: true, // checked by the route (withdrawalEligibility) before this
    });
    if (!checked.ok) {
      // Every failed rule in English; the key names the first (a client shows that one translated).
      const [first] = checked.errors;
      throw new HttpError(400, {
        message: checked.errors.map((error) => formatMessage(error.messageKey, error.params)).join('; '),
        messageKey: first!.messageKey,
        messageParams: { ...first!.params },
      });
    }
    // A valid request counts against the hour's withdrawals; a mistyped one was refused above.
    await mustBeUnderWithdrawalLimit(tx, userId, request.limitScale);
    const id = randomUUID();
    const usdCents = usdCentsFromCrystals(crystals);
    // The address as the domain tidied it (no trailing dot, no look-alike: issue 29).
    const email = checked.value.method === 'paypal' ? checked.value.email : null;
    const card = target.method === 'card' ? target.card : null;
    let transactionId: string;
    try {
      const posted = await post(tx, {
        type: 'withdrawal',
        idempotencyKey: `withdrawal:${id}`,
        userId,
        description: card
          ? `Withdrawal of ${crystals} crystals to ${card.brand} card ending ${card.last4}`
          : `Withdrawal of ${crystals} crystals to ${email}`,
        metadata: {
          withdrawalId: id,
          method: target.method,
          crystals,
          usdCents,
          ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : { paymentEmail: email ?? '' }),
        },
        status: 'pending',
        lines: [
          { account: userAccount(userId, 'crystal'), amount: -crystals },
          { account: systemAccount('payouts', 'crystal'), amount: crystals },
        ],
      });
      transactionId = posted.transactionId;
    } catch (error) {
      if (error instanceof InsufficientFunds) throw httpError(400, 'withdrawal.insufficientCrystals');
      throw error;
    }
    const inserted = await tx.query<WithdrawalRow>(
      `insert into withdrawals (id, user_id, method, crystals, usd_cents, payment_email, payment_method_id,
                                card_brand, card_last4, journal_transaction_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       returning id, user_id, method, crystals, usd_cents, payment_email, payment_method_id, card_brand,
                 card_last4, status, journal_transaction_id, refund_transaction_id, provider_payout_id,
                 reason, decided_by, auto_approved, created_at, completed_at`,
      [
        id,
        userId,
        target.method,
        crystals,
        usdCents,
        email,
        card?.id ?? null,
        card?.brand ?? null,
        card?.last4 ?? null,
        transactionId,
      ],
    );
    const row = inserted.rows[0];
    if (!row) throw new Error(`withdrawal ${id} was not inserted`);
    return toWithdrawal(row);
  });
}

/** A refund of the withdrawal's crystals (at most once: its ledger key) and its journal row failed. */
async function refund(tx: Queryable, row: WithdrawalRow, reason: string): Promise<string> {
  const crystals = toSafeInteger(row.crystals, 'crystals');
  await lockWallet(tx, row.user_id);
  const posted = await post(tx, {
    type: 'withdrawal_refund',
    idempotencyKey: `withdrawal_refund:${row.id}`,
    userId: row.user_id,
    description: `Refund of withdrawal of ${crystals} crystals`,
    metadata: { withdrawalId: row.id, method: row.method, crystals, reason },
    lines: [
      { account: systemAccount('payouts', 'crystal'), amount: -crystals },
      { account: userAccount(row.user_id, 'crystal'), amount: crystals },
    ],
  });
  await tx.query(`update journal_transactions set status = 'failed' where id = $1 and status = 'pending'`, [
    row.journal_transaction_id,
  ]);
  return posted.transactionId;
}

/**
 * processing → failed with a refund, and the player's payout_failed notification; anything else is left
 * alone. True when it moved.
 */
async function failPayout(tx: Queryable, withdrawalId: string, reason: string): Promise<boolean> {
  const row = await findWithdrawal(tx, withdrawalId, true);
  if (row?.status !== 'processing') return false;
  const refundId = await refund(tx, row, reason);
  await tx.query(
    `update withdrawals set status = 'failed', reason = $2, refund_transaction_id = $3, updated_at = now()
      where id = $1 and status = 'processing'`,
    [withdrawalId, reason.slice(0, 500), refundId],
  );
  await recordAccountNotice(tx, {
    kind: 'payout_failed',
    userId: row.user_id,
    withdrawalId,
    crystals: toSafeInteger(row.crystals, 'crystals'),
  });
  payoutOutcomes.inc({ outcome: 'failed' });
  return true;
}

/**
 * processing → completed, its journal transaction completed, and the player's payout_paid notification;
 * anything else is left alone.
 */
async function completePayout(tx: Queryable, withdrawalId: string): Promise<boolean> {
  const updated = await tx.query<{ journal_transaction_id: string; user_id: string; crystals: unknown }>(
    `update withdrawals set status = 'completed', completed_at = now(), updated_at = now()
      where id = $1 and status = 'processing' returning journal_transaction_id, user_id, crystals`,
    [withdrawalId],
  );
  const row = updated.rows[0];
  if (!row) return false;
  await tx.query(
    `update journal_transactions set status = 'completed' where id = $1 and status = 'pending'`,
    [row.journal_transaction_id],
  );
  await recordAccountNotice(tx, {
    kind: 'payout_paid',
    userId: row.user_id,
    withdrawalId,
    crystals: toSafeInteger(row.crystals, 'crystals'),
  });
  payoutOutcomes.inc({ outcome: 'completed' });
  return true;
}

const notFound = () => httpError(404, 'withdrawal.notFound');
const alreadyDecided = () => httpError(409, 'withdrawal.alreadyDecided');

/**
 * An operator's (or the automatic) approval: pending → processing, audited in the same transaction,
 * then the payout is sent through its provider after the commit. A processing payout that never
 * reached the provider (it could not be reached) may be approved again: the send is idempotent per
 * withdrawal id. Returns the payout as it stands after the send.
 */
export async function approvePayout(
  deps: WithdrawalDeps,
  withdrawalId: string,
  actor: { operatorId: string } | 'automatic',
): Promise<AdminPayout> {
  const decided = await deps.database.transaction(async (tx) => {
    const before = await findWithdrawal(tx, withdrawalId, true);
    if (!before) throw notFound();
    const step = approvalStep(before, actor, deps.secondApprovalFromCrystals);
    if (step === 'first') {
      await recordFirstApproval(tx, before, (actor as { operatorId: string }).operatorId);
      return { row: before, send: false };
    }
    const resend = step === 'resend';
    if (!resend) {
      await tx.query(
        `update withdrawals set status = 'processing', decided_by = $2, decided_at = now(), auto_approved = $3,
                updated_at = now() where id = $1 and status = 'pending'`,
        [withdrawalId, actor === 'automatic' ? null : actor.operatorId, actor === 'automatic'],
      );
      payoutOutcomes.inc({ outcome: 'approved' });
    }
    if (actor !== 'automatic') {
      await recordOperatorAction(tx, {
        actorId: actor.operatorId,
        action: resend ? 'withdrawal.resend' : 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: withdrawalId,
        before: approvalSnapshot(before),
        after: { ...approvalSnapshot(before), status: 'processing' },
      });
    }
    return { row: before, send: true };
  });
  if (decided.send) await sendPayout(deps, decided.row);
  const payout = await findAdminPayout(deps.database, withdrawalId);
  if (!payout) throw notFound();
  return payout;
}

/** Sends through the method's provider and applies what it answers at once. */
async function sendPayout(deps: WithdrawalDeps, row: WithdrawalRow): Promise<void> {
  const provider = deps.providers[row.method];
  const receiver = await payoutReceiver(deps.database, row);
  const usdCents = toSafeInteger(row.usd_cents, 'usd_cents');
  let sent: SentPayout;
  try {
    sent = await provider.send({
      withdrawalId: row.id,
      usdCents,
      receiver: receiver.value,
      receiverLabel: receiver.label,
      note: `Arena withdrawal of ${toSafeInteger(row.crystals, 'crystals')} crystals`,
    });
  } catch (error) {
    // Nobody knows whether it left: it stays processing without a provider id, to be approved again.
    deps.log.error({ err: error, withdrawalId: row.id }, 'payout provider failed');
    throw error;
  }
  await deps.database.transaction(async (tx) => {
    if (sent.providerPayoutId) {
      await tx.query(
        `update withdrawals set provider_payout_id = $2, updated_at = now()
          where id = $1 and provider_payout_id is null`,
        [row.id, sent.providerPayoutId],
      );
    }
    if (sent.outcome === 'completed') await completePayout(tx, row.id);
    if (sent.outcome === 'failed')
      await failPayout(tx, row.id, sent.reason ?? 'The payout provider refused the payout');
  });
}

async function payoutReceiver(db: Queryable, row: WithdrawalRow): Promise<{ value: string; label: string }> {
  if (row.method === 'paypal') return { value: row.payment_email ?? '', label: row.payment_email ?? '' };
  // The provider's token of the card, even if the player removed the card since (the payout was asked for).
  const { rows } = await db.query<{ provider_token: string }>(
    'select provider_token from payment_methods where id = $1',
    [row.payment_method_id],
  );
  const token = rows[0]?.provider_token;
  if (!token) throw new Error(`withdrawal ${row.id}: its card ${String(row.payment_method_id)} is gone`);
  return { value: token, label: `${row.card_brand ?? 'Card'} •••• ${row.card_last4 ?? ''}` };
}

/** An operator's rejection: pending → rejected with the crystals back once, audited, one transaction. */
export async function rejectPayout(
  deps: WithdrawalDeps,
  withdrawalId: string,
  operatorId: string,
  reason: string,
): Promise<AdminPayout> {
  await deps.database.transaction(async (tx) => {
    const before = await findWithdrawal(tx, withdrawalId, true);
    if (!before) throw notFound();
    if (before.user_id === operatorId) throw httpError(403, 'operatorUser.ownAccount');
    if (before.status !== 'pending') throw alreadyDecided();
    const refundId = await refund(tx, before, reason);
    await tx.query(
      `update withdrawals set status = 'rejected', reason = $2, refund_transaction_id = $3, decided_by = $4,
              decided_at = now(), updated_at = now()
        where id = $1 and status = 'pending'`,
      [withdrawalId, reason, refundId, operatorId],
    );
    payoutOutcomes.inc({ outcome: 'rejected' });
    await recordOperatorAction(tx, {
      actorId: operatorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: withdrawalId,
      before: approvalSnapshot(before),
      after: { ...approvalSnapshot(before), status: 'rejected', reason },
    });
  });
  const payout = await findAdminPayout(deps.database, withdrawalId);
  if (!payout) throw notFound();
  return payout;
}

export type PayoutEventResult = 'applied' | 'ignored';

/**
 * A verified notification: paid completes, failed refunds, both only from processing. Events about
 * unknown withdrawals, another method's, or one already final are ignored (a redelivery, FAILED after
 * SUCCEEDED, SUCCEEDED after a refund): nothing moves twice and nothing final comes back.
 */
export async function applyPayoutEvent(
  deps: WithdrawalDeps,
  provider: PayoutProvider,
  event: PayoutEvent,
): Promise<PayoutEventResult> {
  const { withdrawalId, outcome } = event;
  if (!withdrawalId || !outcome) return 'ignored';
  const moved = await deps.database.transaction(async (tx) => {
    const row = await findWithdrawal(tx, withdrawalId, true);
    if (row?.method !== provider.method) return false;
    if (outcome === 'completed') return completePayout(tx, withdrawalId);
    return failPayout(tx, withdrawalId, event.reason ?? 'The payout provider could not pay');
  });
  if (!moved) {
    deps.log.warn({ withdrawalId, eventId: event.id, type: event.type }, 'payout event changed nothing');
  }
  return moved ? 'applied' : 'ignored';
}

/** After a request: send at once without an operator when below the configured amount. */
export async function autoApproveIfSmall(deps: WithdrawalDeps, withdrawal: Withdrawal): Promise<void> {
  if (withdrawal.status !== 'pending' || withdrawal.crystals >= deps.autoApproveBelowCrystals) return;
  // Four eyes outrank the automatic approval: a payout that needs two operators waits for them.
  if (withdrawal.crystals >= deps.secondApprovalFromCrystals) return;
  try {
    // A player named by an open fair-play flag, or held by one, waits for an operator (decision 0050).
    const owner = await deps.database.query<{ user_id: string }>(
      'select user_id from withdrawals where id = $1',
      [withdrawal.id],
    );
    if (owner.rows[0] && (await payoutsHeld(deps.database, owner.rows[0].user_id))) return;
    await approvePayout(deps, withdrawal.id, 'automatic');
  } catch (error) {
    // The request stands; an operator sees it (pending or processing) in the queue.
    deps.log.error({ err: error, withdrawalId: withdrawal.id }, 'automatic payout approval failed');
  }
}
