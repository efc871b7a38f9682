// The payouts sandbox page (/sandbox/payouts, docs/decisions/0018): every payout the sandbox PayPal
// Payouts (PAYOUTS_MODE=sandbox) and the sandbox card payout call (HOSTED_PAYMENTS_MODE=sandbox)
// "sent", newest first, with Pay (the payout succeeds) and Fail (it fails, with a reason). Each
// decision sends the signed notification the real provider would to /api/payments/webhook/payouts,
// through the same route and code path as a live one. For scripts (the e2e test):
// GET /sandbox/payouts.json and POST /sandbox/payouts/:id/pay | /fail {reason?} answer JSON; :id is
// the sandbox payout's id or the withdrawal's. `dropNotification` (a body flag, or the page's checkbox)
// records the decision at the "provider" but sends nothing: Arena never hears of it, as when a real
// notification is lost, and only reconciliation settles it (docs/decisions/0044).
import { idParamsSchema, lineText } from '@arena/contract';
import { centsToDecimalString } from '@arena/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { handleError } from '../http/error-handler';
import { httpError } from '../http/http-error';
import { sandboxPayoutsSignatureHeader, signSandboxPayoutEvent } from '../withdrawals/payout-provider';
import {
  decideSandboxPayout,
  findSandboxPayout,
  listSandboxPayouts,
  sandboxPayoutEvent,
  type SandboxPayoutRow,
} from '../withdrawals/sandbox-payouts';
import { keyQuery, requireSandboxAccess, type SandboxAccess } from './sandbox-access';
import { acceptFormPosts, escapeHtml, sandboxPage, sendHtml } from './sandbox-page';
import { deliverSandboxWebhook, hostedSignatureHeaders } from './sandbox-webhook';

export const sandboxPayoutsPath = '/sandbox/payouts';
const defaultFailReason = 'The sandbox tester failed this payout.';

/** The secrets the sandbox providers sign with: undefined for a provider in live mode. */
export interface SandboxPayoutSecrets {
  paypal: string | undefined;
  card: string | undefined;
}

const decisionForm = z
  .object({
    decision: lineText(20).optional(),
    reason: lineText(200).optional(),
    dropNotification: lineText(20).optional(),
  })
  .nullish();
const scriptBody = z
  .object({ reason: lineText(200).optional(), dropNotification: z.boolean().optional() })
  .nullish();
const decisionParams = idParamsSchema.extend({ decision: z.enum(['pay', 'fail']) });

export function registerSandboxPayoutsRoutes(
  app: FastifyInstance,
  database: Queryable,
  secrets: SandboxPayoutSecrets,
  access: SandboxAccess,
): void {
  async function decide(
    id: string,
    decision: 'pay' | 'fail',
    reason: string,
    log: FastifyBaseLogger,
    dropNotification = false,
  ) {
    const row = (await findSandboxPayout(database, id)) ?? (await findByReference(database, id));
    if (!row) throw httpError(404, 'sandbox.payoutNotFound');
    const decided = await decideSandboxPayout(database, row.id, decision, reason.trim() || defaultFailReason);
    if (!decided) throw httpError(404, 'sandbox.payoutNotFound');
    let delivered: number | null = null;
    if (decided.changed && !dropNotification) delivered = await deliver(app, secrets, decided.row, log);
    if (decided.changed && dropNotification)
      log.info({ payoutId: row.id }, 'sandbox payout notification dropped');
    return {
      row: decided.row,
      changed: decided.changed,
      webhookStatus: delivered,
      notificationDropped: decided.changed && dropNotification,
    };
  }

  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    requireSandboxAccess(plain, access); // issue 29: operators or the sandbox key only
    acceptFormPosts(plain, 4096);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get(sandboxPayoutsPath, async (request, reply) =>
      sendHtml(reply, 200, payoutsPage(await listSandboxPayouts(database), keyQuery(request))),
    );

    scope.get(`${sandboxPayoutsPath}.json`, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await listSandboxPayouts(database)).map(toJson) };
    });

    // The page's buttons: a browser form, answered by the list again.
    scope.post(
      `${sandboxPayoutsPath}/:id`,
      { schema: { params: idParamsSchema, body: decisionForm } },
      async (request, reply) => {
        const form = request.body ?? {};
        await decide(
          request.params.id,
          form.decision === 'approve' ? 'pay' : 'fail',
          form.reason ?? '',
          request.log,
          form.dropNotification === 'on',
        );
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${sandboxPayoutsPath}${keyQuery(request)}`, 303);
      },
    );

    scope.post(
      `${sandboxPayoutsPath}/:id/:decision`,
      { schema: { params: decisionParams, body: scriptBody } },
      async (request) => {
        const result = await decide(
          request.params.id,
          request.params.decision,
          request.body?.reason ?? '',
          request.log,
          request.body?.dropNotification === true,
        );
        return {
          status: 'success',
          data: {
            ...toJson(result.row),
            changed: result.changed,
            webhookStatus: result.webhookStatus,
            notificationDropped: result.notificationDropped,
          },
        };
      },
    );
  });
}

async function findByReference(database: Queryable, reference: string): Promise<SandboxPayoutRow | null> {
  const { rows } = await database.query<{ id: string }>(
    'select id from sandbox_payouts where reference = $1 order by created_at limit 1',
    [reference],
  );
  return rows[0] ? findSandboxPayout(database, rows[0].id) : null;
}

/** Posts the signed event to our own webhook route, as the provider would; answers its status code. */
async function deliver(
  app: FastifyInstance,
  secrets: SandboxPayoutSecrets,
  row: SandboxPayoutRow,
  log: FastifyBaseLogger,
): Promise<number | null> {
  const secret = row.provider === 'paypal' ? secrets.paypal : secrets.card;
  if (!secret) return null; // that provider is live now: nothing to sign with
  const rawBody = sandboxPayoutEvent(row);
  const timestamp = Math.floor(Date.now() / 1000);
  // A real provider retries failed deliveries; the sandbox logs them and shows the status to scripts.
  return deliverSandboxWebhook(app, {
    url: '/api/payments/webhook/payouts',
    signature:
      row.provider === 'paypal'
        ? { [sandboxPayoutsSignatureHeader]: signSandboxPayoutEvent(secret, rawBody, timestamp) }
        : hostedSignatureHeaders(secret, rawBody, timestamp),
    rawBody,
    log,
    refused: 'sandbox payout webhook refused',
  });
}

/**
 * The page is open to anyone while the sandbox runs (a public demo too): a payment email is shown
 * masked, as `w•••@example.com`. Card receivers are already a brand and a masked number.
 */
export function maskedReceiver(row: SandboxPayoutRow): string {
  if (row.provider !== 'paypal') return row.receiver;
  const at = row.receiver.lastIndexOf('@');
  return at > 0 ? `${row.receiver.slice(0, 1)}•••${row.receiver.slice(at)}` : '•••';
}

function toJson(row: SandboxPayoutRow) {
  return {
    id: row.id,
    provider: row.provider,
    withdrawalId: row.reference,
    receiver: maskedReceiver(row),
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    currency: row.currency,
    status: row.status,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const providerNames: Record<SandboxPayoutRow['provider'], string> = {
  paypal: 'PayPal Payouts (payment email)',
  card: 'Card payout (hosted payments provider)',
};
const statusTexts: Record<SandboxPayoutRow['status'], string> = {
  sent: 'Sent, waiting for the outcome.',
  paid: 'Paid.',
  failed: 'Failed.',
};

function payoutsPage(rows: SandboxPayoutRow[], keyQ: string): string {
  const items = rows.map((row) => {
    const amount = `${centsToDecimalString(toSafeInteger(row.amount_cents, 'amount_cents'))} ${row.currency}`;
    const form =
      row.status === 'sent'
        ? `<form method="post" action="${escapeHtml(`${sandboxPayoutsPath}/${encodeURIComponent(row.id)}${keyQ}`)}">
<label>Reason if it fails <input type="text" name="reason" maxlength="200" value="${escapeHtml(defaultFailReason)}"></label>
<label><input type="checkbox" name="dropNotification"> Drop the notification (Arena is not told; its reconciliation job finds out)</label>
<button type="submit" name="decision" value="approve">Pay</button>
<button type="submit" name="decision" value="deny">Fail</button>
</form>`
        : '';
    return `<article aria-label="Payout ${escapeHtml(row.id)}">
<dl>
<dt>Provider</dt><dd>${escapeHtml(providerNames[row.provider])}</dd>
<dt>Payout</dt><dd>${escapeHtml(row.id)}</dd>
<dt>Withdrawal</dt><dd>${escapeHtml(row.reference)}</dd>
<dt>To</dt><dd>${escapeHtml(maskedReceiver(row))}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Status</dt><dd>${statusTexts[row.status]}${row.failure_reason ? ` ${escapeHtml(row.failure_reason)}` : ''}</dd>
</dl>
${form}
</article>`;
  });
  return sandboxPage(
    'Payouts (sandbox)',
    `<p>Payouts appear here when an operator approves a withdrawal. Pay or Fail sends the provider's notification to Arena.</p>
${items.length > 0 ? items.join('\n') : '<p>No payouts sent yet.</p>'}`,
  );
}
