// The approve page of CHECKOUT_MODE=sandbox (/sandbox/checkout/:orderId), standing in for PayPal's:
// it shows what is being bought and for how much, with Approve and Cancel. Approve sends the payer
// back to the order's return URL (the store, ?checkout=approved&orderId=…), Cancel to its cancel URL.
import { idSegment, lineText } from '@arena/contract';
import { centsToDecimalString } from '@arena/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { handleError } from '../http/error-handler';
import { toSafeInteger } from '../db/safe-integer';
import {
  decideSandboxCheckoutOrder,
  findSandboxCheckoutOrder,
  sandboxCheckoutPath,
  type SandboxCheckoutOrderRow,
} from '../payments/sandbox-checkout';
import { acceptFormPosts, sendHtml, sandboxPage, escapeHtml } from './sandbox-page';

const params = z.object({ orderId: idSegment });
// The Approve / Cancel form (no body cancels, as before).
const decisionForm = z.object({ decision: lineText(20).optional() }).nullish();

const statusTexts: Record<SandboxCheckoutOrderRow['status'], string> = {
  CREATED: 'Waiting for your approval.',
  SAVED: 'Saved.',
  APPROVED: 'You approved this payment; the shop will now capture it.',
  VOIDED: 'You cancelled this payment.',
  COMPLETED: 'This payment is complete.',
  PAYER_ACTION_REQUIRED: 'Waiting for your approval.',
};

export function registerSandboxCheckoutRoutes(app: FastifyInstance, database: Queryable): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 4096);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get('/sandbox/checkout/:orderId', { schema: { params } }, async (request, reply) => {
      const { orderId } = request.params;
      const order = await findSandboxCheckoutOrder(database, orderId);
      if (!order) return notFound(reply);
      return sendHtml(reply, 200, approvePage(order));
    });

    scope.post(
      '/sandbox/checkout/:orderId',
      { schema: { params, body: decisionForm } },
      async (request, reply) => {
        const { orderId } = request.params;
        const decision = request.body?.decision;
        const choice = decision === 'approve' ? 'approve' : 'cancel';
        const order = await decideSandboxCheckoutOrder(database, orderId, choice);
        if (!order) return notFound(reply);
        const approved = order.status === 'APPROVED' || order.status === 'COMPLETED';
        if (choice === 'approve' && !approved) {
          return sendHtml(
            reply,
            409,
            sandboxPage('Payment not approved (sandbox)', `<p>${statusTexts[order.status]}</p>`),
          );
        }
        const back = new URL(choice === 'approve' ? order.return_url : order.cancel_url);
        back.searchParams.set('orderId', order.id);
        back.searchParams.set('token', order.id); // PayPal names the order `token` on its return URLs
        return reply.header('cache-control', 'no-store').redirect(back.toString());
      },
    );
  });
}

function approvePage(order: SandboxCheckoutOrderRow): string {
  const amount = `$${centsToDecimalString(toSafeInteger(order.amount_cents, 'amount_cents'))} ${escapeHtml(order.currency)}`;
  const open = order.status === 'CREATED';
  const form = open
    ? `<form method="post" action="${escapeHtml(sandboxCheckoutPath(order.id))}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`
    : '';
  return sandboxPage(
    'Pay by card (sandbox checkout)',
    `<dl>
<dt>Item</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Amount</dt><dd>${amount}</dd>
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
<dt>Status</dt><dd>${statusTexts[order.status]}</dd>
</dl>
${form}`,
  );
}

function notFound(reply: FastifyReply) {
  return sendHtml(reply, 404, sandboxPage('Order not found (sandbox)', '<p>No order has this id.</p>'));
}
