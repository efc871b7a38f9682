// The sandbox payouts (docs/decisions/0018): PAYOUTS_MODE=sandbox stands in for PayPal Payouts and
// HOSTED_PAYMENTS_MODE=sandbox's card payout call for the card provider's. What they "sent" is a row
// of sandbox_payouts (migration 0018), listed on /sandbox/payouts with Pay and Fail; each decision
// sends the notification the real provider would, signed, to /api/payments/webhook/payouts: a PayPal
// PAYMENT.PAYOUTS-ITEM.* event (x-sandbox-payouts-signature) or a hosted payout.* event
// (x-hosted-signature, the hosted sandbox's secret).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { centsToDecimalString } from '@arena/domain';
import { verifySandboxPayoutSignature, type PayoutLookup, type PayoutProvider } from './payout-provider';
import { parsePayPalPayoutEvent } from './paypal-payouts';
import type { HostedPaymentProvider } from '../payments/hosted-provider';

export type SandboxPayoutProvider = 'paypal' | 'card';

export interface SandboxPayoutRow {
  id: string;
  provider: SandboxPayoutProvider;
  reference: string;
  receiver: string;
  amount_cents: string | number;
  currency: string;
  status: 'sent' | 'paid' | 'failed';
  failure_reason: string | null;
  created_at: Date | string;
}

const columns =
  'id, provider, reference, receiver, amount_cents, currency, status, failure_reason, created_at';

/** Records a sent payout once per (provider, reference): a retried send answers the first row. */
export async function insertSandboxPayout(
  database: Queryable,
  payout: {
    provider: SandboxPayoutProvider;
    reference: string;
    receiver: string;
    amountCents: number;
    currency: string;
  },
): Promise<SandboxPayoutRow> {
  const prefix = payout.provider === 'paypal' ? 'PB' : 'po_';
  const id = `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
  await database.query(
    `insert into sandbox_payouts (id, provider, reference, receiver, amount_cents, currency)
     values ($1, $2, $3, $4, $5, $6) on conflict (provider, reference) do nothing`,
    [id, payout.provider, payout.reference, payout.receiver, payout.amountCents, payout.currency],
  );
  const { rows } = await database.query<SandboxPayoutRow>(
    `select ${columns} from sandbox_payouts where provider = $1 and reference = $2`,
    [payout.provider, payout.reference],
  );
  const row = rows[0];
  if (!row) throw new Error(`sandbox payout ${payout.reference} vanished`);
  return row;
}

export async function listSandboxPayouts(database: Queryable): Promise<SandboxPayoutRow[]> {
  const { rows } = await database.query<SandboxPayoutRow>(
    `select ${columns} from sandbox_payouts order by created_at desc, id limit 200`,
  );
  return rows;
}

export async function findSandboxPayout(database: Queryable, id: string): Promise<SandboxPayoutRow | null> {
  const { rows } = await database.query<SandboxPayoutRow>(
    `select ${columns} from sandbox_payouts where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The sandbox payout of one withdrawal (provider and reference), as its provider's read answers it. */
export async function findSandboxPayoutByReference(
  database: Queryable,
  provider: SandboxPayoutProvider,
  reference: string,
): Promise<SandboxPayoutRow | null> {
  const { rows } = await database.query<SandboxPayoutRow>(
    `select ${columns} from sandbox_payouts where provider = $1 and reference = $2`,
    [provider, reference],
  );
  return rows[0] ?? null;
}

/** Reconciliation's read (decision 0044): the sandbox's own record of the payout. */
function sandboxLookup(row: SandboxPayoutRow | null): PayoutLookup | null {
  if (!row) return null;
  return {
    outcome: row.status === 'paid' ? 'completed' : row.status === 'failed' ? 'failed' : 'processing',
    status: row.status,
    providerPayoutId: row.id,
    reason: row.status === 'failed' ? (row.failure_reason ?? 'Failed in the sandbox') : null,
  };
}

/** The tester's decision; only a payout still "sent" changes. Returns the row and whether it changed. */
export async function decideSandboxPayout(
  database: Queryable,
  id: string,
  decision: 'pay' | 'fail',
  reason: string,
): Promise<{ row: SandboxPayoutRow; changed: boolean } | null> {
  const updated = await database.query(
    `update sandbox_payouts set status = $2, failure_reason = $3, decided_at = now()
      where id = $1 and status = 'sent'`,
    [id, decision === 'pay' ? 'paid' : 'failed', decision === 'pay' ? null : reason],
  );
  const row = await findSandboxPayout(database, id);
  return row ? { row, changed: updated.rowCount > 0 } : null;
}

/** The notification of a decided payout, in the shape its real provider sends. */
export function sandboxPayoutEvent(row: SandboxPayoutRow): string {
  const eventId = randomBytes(12).toString('hex');
  const paid = row.status === 'paid';
  const cents = toSafeInteger(row.amount_cents, 'amount_cents');
  if (row.provider === 'paypal') {
    return JSON.stringify({
      id: `WH-SANDBOX-${eventId.toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts_item',
      event_type: paid ? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' : 'PAYMENT.PAYOUTS-ITEM.FAILED',
      summary: paid ? 'A payout item has succeeded' : 'A payout item has failed',
      resource: {
        payout_item_id: `PI${eventId.slice(0, 12).toUpperCase()}`,
        transaction_status: paid ? 'SUCCESS' : 'FAILED',
        payout_batch_id: row.id,
        payout_item: {
          recipient_type: 'EMAIL',
          amount: { value: centsToDecimalString(cents), currency: row.currency },
          receiver: row.receiver,
          sender_item_id: row.reference,
        },
        ...(paid
          ? {}
          : { errors: { name: 'SANDBOX_FAILED', message: row.failure_reason ?? 'Failed in the sandbox' } }),
      },
    });
  }
  return JSON.stringify({
    id: `evt_${eventId}`,
    type: paid ? 'payout.paid' : 'payout.failed',
    created_at: new Date().toISOString(),
    data: {
      id: row.id,
      reference: row.reference,
      status: paid ? 'paid' : 'failed',
      amount: cents,
      currency_code: row.currency,
      failure_reason: paid ? null : (row.failure_reason ?? 'Failed in the sandbox'),
    },
  });
}

/** PAYOUTS_MODE=sandbox: PayPal Payouts imitated in the database. */
export function createSandboxPayPalPayouts(
  database: Queryable,
  webhookSecret: string,
  now: () => number = Date.now,
): PayoutProvider {
  return {
    method: 'paypal',
    mode: 'sandbox',
    async send(payout) {
      const row = await insertSandboxPayout(database, {
        provider: 'paypal',
        reference: payout.withdrawalId,
        receiver: payout.receiver,
        amountCents: payout.usdCents,
        currency: 'USD',
      });
      return { providerPayoutId: row.id, outcome: 'processing', reason: null };
    },
    async verifyWebhook(headers, rawBody) {
      return parsePayPalPayoutEvent(verifySandboxPayoutSignature(webhookSecret, headers, rawBody, now()));
    },
    async lookup({ withdrawalId }) {
      return sandboxLookup(await findSandboxPayoutByReference(database, 'paypal', withdrawalId));
    },
  };
}

/** HOSTED_PAYMENTS_MODE=sandbox: the card payout call (payments/sandbox-hosted.ts spreads it in). */
export function sandboxCardPayouts(
  database: Queryable,
): Pick<HostedPaymentProvider, 'createCardPayout' | 'getCardPayout'> {
  return {
    async getCardPayout(reference) {
      const found = sandboxLookup(await findSandboxPayoutByReference(database, 'card', reference));
      if (!found) return null;
      return {
        payoutId: found.providerPayoutId ?? '',
        status: found.outcome === 'completed' ? 'paid' : found.outcome === 'failed' ? 'failed' : 'pending',
        failureReason: found.reason,
      };
    },

    async createCardPayout({ amountMinor, currency, cardToken, reference }) {
      // The sandbox's own token store knows the card: shown as "Visa 411111******1111", never a number.
      const { rows } = await database.query<{ brand: string | null; pan_masked: string | null }>(
        'select brand, pan_masked from sandbox_card_sessions where token = $1',
        [cardToken],
      );
      const card = rows[0];
      const row = await insertSandboxPayout(database, {
        provider: 'card',
        reference,
        receiver: card ? `${card.brand ?? 'Card'} ${card.pan_masked ?? ''}`.trim() : 'Card',
        amountCents: amountMinor,
        currency,
      });
      return {
        payoutId: row.id,
        status: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'pending',
        failureReason: row.failure_reason,
      };
    },
  };
}
