// HOSTED_PAYMENTS_MODE=sandbox (the default): an imitation hosted payment page kept in the database.
// /sandbox/pay/:id (sandbox-pay-routes) shows the amount in the chosen currency with Pay and Decline;
// Pay also delivers a signed payment.completed webhook, as a real provider would, so the credit
// happens even when the payer closes the tab before the return page loads.
import { randomBytes } from 'node:crypto';
import { sandboxCardTokenization } from '../cards/sandbox-cards';
import { sandboxCardPayouts } from '../withdrawals/sandbox-payouts';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import {
  paymentIdPlaceholder,
  verifyHostedWebhook,
  type HostedPaymentProvider,
  type HostedPaymentStatus,
} from './hosted-provider';

export function sandboxPayPath(paymentId: string): string {
  return `/sandbox/pay/${encodeURIComponent(paymentId)}`;
}

export interface SandboxHostedPaymentRow {
  id: string;
  reference: string;
  amount_minor: string | number;
  currency: string;
  description: string;
  return_url: string;
  cancel_url: string;
  status: 'pending' | 'paid' | 'declined';
}

export async function findSandboxHostedPayment(
  database: Queryable,
  paymentId: string,
): Promise<SandboxHostedPaymentRow | null> {
  const { rows } = await database.query<SandboxHostedPaymentRow>(
    `select id, reference, amount_minor, currency, description, return_url, cancel_url, status
       from sandbox_hosted_payments where id = $1`,
    [paymentId],
  );
  return rows[0] ?? null;
}

/** The payer's decision on the pay page; only a pending payment can change. */
export async function decideSandboxHostedPayment(
  database: Queryable,
  paymentId: string,
  decision: 'pay' | 'decline',
): Promise<SandboxHostedPaymentRow | null> {
  await database.query(
    `update sandbox_hosted_payments set status = $2 where id = $1 and status = 'pending'`,
    [paymentId, decision === 'pay' ? 'paid' : 'declined'],
  );
  return findSandboxHostedPayment(database, paymentId);
}

/** The event body the sandbox provider sends for a payment's outcome. */
export function sandboxHostedEvent(row: SandboxHostedPaymentRow): string {
  const paid = row.status === 'paid';
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: paid ? 'payment.completed' : 'payment.failed',
    created_at: new Date().toISOString(),
    data: {
      id: row.id,
      status: paid ? 'completed' : 'failed',
      amount: toSafeInteger(row.amount_minor, 'amount_minor'),
      currency_code: row.currency,
      reference: row.reference,
    },
  });
}

const statuses: Record<SandboxHostedPaymentRow['status'], HostedPaymentStatus> = {
  pending: 'pending',
  paid: 'paid',
  declined: 'failed',
};

export function createSandboxHostedProvider(
  database: Queryable,
  publicUrl: string,
  webhookSecret: string,
  now: () => number = Date.now,
): HostedPaymentProvider {
  return {
    mode: 'sandbox',

    async createPaymentLink({ amountMinor, currency, description, reference, returnUrl, cancelUrl }) {
      const id = `pay_${randomBytes(12).toString('hex')}`;
      const { rows } = await database.query<{ id: string }>(
        `insert into sandbox_hosted_payments (id, reference, amount_minor, currency, description, return_url, cancel_url)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (reference) do update set reference = excluded.reference
         returning id`,
        [
          id,
          reference,
          amountMinor,
          currency,
          description,
          returnUrl.replace(paymentIdPlaceholder, id),
          cancelUrl.replace(paymentIdPlaceholder, id),
        ],
      );
      const paymentId = rows[0]?.id ?? id;
      return { paymentId, paymentLink: `${publicUrl}${sandboxPayPath(paymentId)}` };
    },

    async getPayment(paymentId) {
      const row = await findSandboxHostedPayment(database, paymentId);
      if (!row) return null;
      return {
        paymentId: row.id,
        status: statuses[row.status],
        amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
        currency: row.currency,
        reference: row.reference,
      };
    },

    verifyWebhook(headers, rawBody) {
      return verifyHostedWebhook(webhookSecret, headers, rawBody, now());
    },

    ...sandboxCardTokenization(database, publicUrl),

    ...sandboxCardPayouts(database),
  };
}
