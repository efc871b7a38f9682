// The card provider's tokenization page of HOSTED_PAYMENTS_MODE=sandbox (/sandbox/cards/:id): card
// number, expiry month and year, security code and name, with Save card and Cancel. It accepts the
// schemes' published test numbers, declines any other valid number with a message on the page, and
// keeps no full number (cards/sandbox-cards.ts). A saved card is reported to Arena with a signed
// `card.tokenized` webhook, as a real provider would, before the browser goes back to the profile.
import { cardMessages, idParamsSchema, lineText } from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSandboxCardSession,
  findSandboxCardSession,
  sandboxCardEvent,
  sandboxCardsPath,
  sandboxTestCards,
  tokenizeSandboxCard,
  type SandboxCardSessionRow,
} from '../cards/sandbox-cards';
import type { Queryable } from '../db/database';
import { handleError } from '../http/error-handler';
import { acceptFormPosts, escapeHtml, sandboxPage, sendHtml } from './sandbox-page';
import { deliverSandboxWebhook, hostedSignatureHeaders } from './sandbox-webhook';

const cardForm = z
  .object({
    action: lineText(20).optional(),
    number: lineText(40).optional(),
    exp_month: lineText(4).optional(),
    exp_year: lineText(4).optional(),
    cvc: lineText(8).optional(),
    name: lineText(100).optional(),
  })
  .nullish();

const statusTexts: Record<SandboxCardSessionRow['status'], string> = {
  pending: 'Waiting for the card.',
  tokenized: 'Card saved.',
  declined: 'Declined.',
  cancelled: 'Cancelled.',
};

export function registerSandboxCardsRoutes(
  app: FastifyInstance,
  database: Queryable,
  webhookSecret: string,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handleError);
    acceptFormPosts(plain, 4096);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.get('/sandbox/cards/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
      const session = await findSandboxCardSession(database, request.params.id);
      if (!session) return notFound(reply);
      return sendHtml(reply, 200, cardPage(session, null));
    });

    scope.post(
      '/sandbox/cards/:id',
      { schema: { params: idParamsSchema, body: cardForm } },
      async (request, reply) => {
        const { id } = request.params;
        const form = request.body ?? {};
        const session = await findSandboxCardSession(database, id);
        if (!session) return notFound(reply);
        if (session.status !== 'pending') return sendHtml(reply, 409, cardPage(session, null));
        if (form.action === 'cancel') {
          const cancelled = await cancelSandboxCardSession(database, id);
          return reply
            .header('cache-control', 'no-store')
            .redirect(cancelled?.cancel_url ?? session.cancel_url);
        }
        const outcome = await tokenizeSandboxCard(database, id, {
          number: form.number ?? '',
          expiryMonth: form.exp_month ?? '',
          expiryYear: form.exp_year ?? '',
          cvc: form.cvc ?? '',
          name: form.name ?? '',
        });
        if (outcome.result !== 'tokenized') {
          return sendHtml(
            reply,
            outcome.result === 'declined' ? 402 : 400,
            cardPage(session, outcome.message),
          );
        }
        // Arena also asks the provider when the list is read, so a refused delivery loses nothing.
        const rawBody = sandboxCardEvent(outcome.session);
        await deliverSandboxWebhook(app, {
          url: '/api/payments/webhook/cards',
          signature: hostedSignatureHeaders(webhookSecret, rawBody),
          rawBody,
          log: request.log,
          refused: 'sandbox card webhook refused',
        });
        return reply.header('cache-control', 'no-store').redirect(outcome.session.return_url);
      },
    );
  });
}

function cardPage(session: SandboxCardSessionRow, message: string | null): string {
  const alert = message ? `<p role="alert" class="banner">${escapeHtml(message)}</p>` : '';
  const testNumbers = Object.entries(sandboxTestCards)
    .map(
      ([number, brand]) =>
        `<li>${escapeHtml(brand)}: <code dir="ltr">${escapeHtml(groups(number))}</code></li>`,
    )
    .join('');
  const form =
    session.status === 'pending'
      ? `${alert}
<form method="post" action="${escapeHtml(sandboxCardsPath(session.id))}" autocomplete="off">
<label>Card number <input type="text" name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required></label>
<label>Expiry month (MM) <input type="text" name="exp_month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required></label>
<label>Expiry year (YYYY) <input type="text" name="exp_year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required></label>
<label>Security code (CVC) <input type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></label>
<label>Name on the card <input type="text" name="name" autocomplete="cc-name" required></label>
<button type="submit" name="action" value="approve">Save card</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p>Test numbers (any future expiry, any CVC):</p>
<ul>${testNumbers}</ul>`
      : `<p>${escapeHtml(session.status === 'tokenized' ? cardMessages.saved : statusTexts[session.status])}</p>`;
  return sandboxPage(
    'Add a card (sandbox card provider)',
    `<dl>
<dt>Session</dt><dd>${escapeHtml(session.id)}</dd>
<dt>Status</dt><dd>${statusTexts[session.status]}</dd>
</dl>
${form}`,
  );
}

function groups(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function notFound(reply: FastifyReply) {
  return sendHtml(
    reply,
    404,
    sandboxPage('Session not found (sandbox)', '<p>No card session has this id.</p>'),
  );
}
