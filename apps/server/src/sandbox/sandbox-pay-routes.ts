// The hosted payment page of HOSTED_PAYMENTS_MODE=sandbox (/sandbox/pay/:id): the amount in the
// chosen currency with Pay and Decline. Pay returns to /payments/success?payment_id=…, Decline to
// /payments/failed. Like a real provider it also sends a signed webhook of the outcome (unless the
// tester unticks it), so the credit does not depend on the browser coming back.
import { idParamsSchema, lineText } from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { handleError } from '../http/error-handler';
import { minorToDecimalString, minorUnitDigits } from '../payments/currency-rates';
import {
  decideSandboxHostedPayment,
  findSandboxHostedPayment,
  sandboxHostedEvent,
  sandboxPayPath,
  type SandboxHostedPaymentRow,
} from '../payments/sandbox-hosted';
import { acceptFormPosts, sendHtml, sandboxPage, escapeHtml } from './sandbox-page';
import { deliverSandboxWebhook, hostedSignatureHeaders } from './sandbox-webhook';

// The Pay / Decline form (no body declines, as before).
const decisionForm = z
  .object({ decision: lineText(20).optional(), webhook: lineText(20).optional() })
  .nullish();

const statusTexts: Record<SandboxHostedPaymentRow['status'], string> = {
  pending: 'Waiting for payment.',
  paid: 'Paid.',
  declined: 'Declined.',
};

export function registerSandboxPayRoutes(
  app: FastifyInstance,
  database: Queryable,
  webhookSecret: string,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 4096);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get('/sandbox/pay/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const payment = await findSandboxHostedPayment(database, id);
      if (!payment) return notFound(reply);
      return sendHtml(reply, 200, payPage(payment));
    });

    scope.post(
      '/sandbox/pay/:id',
      { schema: { params: idParamsSchema, body: decisionForm } },
      async (request, reply) => {
        const { id } = request.params;
        const form = request.body ?? {};
        const before = await findSandboxHostedPayment(database, id);
        if (!before) return notFound(reply);
        const payment = await decideSandboxHostedPayment(
          database,
          id,
          form.decision === 'approve' ? 'pay' : 'decline',
        );
        if (!payment) return notFound(reply);
        if (before.status === 'pending' && payment.status !== 'pending' && form.webhook === 'on') {
          // A real provider retries a refused delivery; the sandbox logs it (the browser still completes).
          const rawBody = sandboxHostedEvent(payment);
          await deliverSandboxWebhook(app, {
            url: '/api/payments/webhook/hosted',
            signature: hostedSignatureHeaders(webhookSecret, rawBody),
            rawBody,
            log: request.log,
            refused: 'sandbox webhook refused',
          });
        }
        return reply
          .header('cache-control', 'no-store')
          .redirect(payment.status === 'paid' ? payment.return_url : payment.cancel_url);
      },
    );
  });
}

function formatAmount(payment: SandboxHostedPaymentRow): string {
  const digits = minorUnitDigits(payment.currency);
  const decimal = minorToDecimalString(toSafeInteger(payment.amount_minor, 'amount_minor'), payment.currency);
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: payment.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimal as `${number}`);
}

function payPage(payment: SandboxHostedPaymentRow): string {
  const form =
    payment.status === 'pending'
      ? `<form method="post" action="${escapeHtml(sandboxPayPath(payment.id))}">
<label><input type="checkbox" name="webhook" checked> Also send the payment webhook to the shop</label>
<button type="submit" name="decision" value="approve">Pay</button>
<button type="submit" name="decision" value="deny">Decline</button>
</form>`
      : '';
  return sandboxPage(
    'Hosted payment page (sandbox)',
    `<dl>
<dt>Item</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment))}</dd>
<dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd>
<dt>Status</dt><dd>${statusTexts[payment.status]}</dd>
</dl>
${form}`,
  );
}

function notFound(reply: FastifyReply) {
  return sendHtml(reply, 404, sandboxPage('Payment not found (sandbox)', '<p>No payment has this id.</p>'));
}
