// spec §7 "Wallet and passport" and "Payments methods/payouts" (issue 10): the two forms of a
// withdrawal to a payment email, card payouts, the operators' payout queue and the payouts
// providers' notifications (docs/decisions/0018-withdrawals-and-payouts.md).
import {
  adminPayoutQuerySchema,
  cardPayoutRequestSchema,
  exchangeHeadersSchema,
  idempotencyMessages,
  idParamsSchema,
  paymentWebhookBodySchema,
  rejectRequestSchema,
  walletWithdrawRequestSchema,
  withdrawalMessages,
  withdrawalRequestSchema,
  type AdminPayoutDecisionResponse,
  type AdminPayoutsResponse,
  type WithdrawalResponse,
} from '@arena/contract';
import { formatMessage } from '@arena/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOnly } from '../auth/admin-only';
import { findOwnCard } from '../cards/payment-methods-repository';
import { observeFairPlay } from '../fair-play/fair-play-service';
import { HttpError, httpError } from '../http/http-error';
import { idempotentRoute } from '../http/idempotency';
import { rateLimit } from '../http/rate-limits';
import { registerRawBodyScope } from '../http/raw-body-scope';
import { withdrawalEligibility } from '../passport/withdrawal-eligibility';
import { hostedSignatureHeader } from '../payments/hosted-provider';
import { handlePaymentError } from '../payments/payment-errors';
import type { PayoutProvider } from './payout-provider';
import { processPayoutEventOnce } from './payout-events';
import { listAdminPayouts } from './withdrawal-repository';
import {
  applyPayoutEvent,
  approvePayout,
  autoApproveIfSmall,
  rejectPayout,
  requestWithdrawal,
  type WithdrawalDeps,
  type WithdrawalTarget,
} from './withdrawal-service';

const webhookBodyLimit = 256 * 1024;

/** 201: each accepted request creates a withdrawal (all three forms answer the same). */
export const withdrawalCreatedStatus = 201;

export function registerWithdrawalRoutes(app: FastifyInstance, deps: WithdrawalDeps): void {
  const { database } = deps;

  // The player's requests: eligibility (403) → own card (404) → the domain's rules and the balance
  // under the wallet lock (400) → the crystals leave the wallet. An Idempotency-Key header makes a
  // retry answer the first response (http/idempotency.ts).
  async function mustBeEligible(userId: string): Promise<void> {
    const eligibility = await withdrawalEligibility(database, userId);
    if (!eligibility.canWithdraw) {
      throw new HttpError(
        403,
        eligibility.reason ?? formatMessage('validation.withdrawal.verificationRequired'),
      );
    }
  }

  async function withdraw(
    request: FastifyRequest & { userId: string },
    reply: FastifyReply,
    crystals: number,
    target: WithdrawalTarget,
    message: string,
  ): Promise<WithdrawalResponse> {
    return idempotentRoute(
      database,
      request,
      reply,
      async (db) => {
        const data = await requestWithdrawal(db, {
          userId: request.userId,
          crystals,
          target,
          limitScale: request.server.rateLimitScale,
        });
        const body: WithdrawalResponse = {
          status: 'success',
          message,
          transactionId: data.transactionId,
          data,
        };
        return { statusCode: withdrawalCreatedStatus, body };
      },
      // After the request has committed; a replay approves nothing again. The fair-play signals come
      // first (a shared payout e-mail, a deposit just before): a flagged player's request waits.
      async (body) => {
        await observeFairPlay(database, [request.userId], request.log);
        await autoApproveIfSmall(deps, body.data);
      },
    );
  }

  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const player = {
      preValidation: scope.authenticate,
      config: {
        rateLimit: rateLimit('withdrawal'),
        invalidInputMessage: { headers: idempotencyMessages.invalid },
      },
    };

    scope.post(
      '/api/withdrawal/request',
      { ...player, schema: { body: withdrawalRequestSchema, headers: exchangeHeadersSchema } },
      async (request, reply): Promise<WithdrawalResponse> => {
        const { crystalAmount, paymentEmail } = request.body;
        await mustBeEligible(request.userId);
        return withdraw(
          request,
          reply,
          crystalAmount,
          { method: 'paypal', email: paymentEmail },
          withdrawalMessages.requested,
        );
      },
    );

    scope.post(
      '/api/wallet/withdraw',
      { ...player, schema: { body: walletWithdrawRequestSchema, headers: exchangeHeadersSchema } },
      async (request, reply): Promise<WithdrawalResponse> => {
        const { amount, email } = request.body;
        await mustBeEligible(request.userId);
        return withdraw(request, reply, amount, { method: 'paypal', email }, withdrawalMessages.requested);
      },
    );

    scope.post(
      '/api/payments/payouts',
      { ...player, schema: { body: cardPayoutRequestSchema, headers: exchangeHeadersSchema } },
      async (request, reply): Promise<WithdrawalResponse> => {
        const { crystals } = request.body;
        const methodId = (request.body.methodId ?? request.body.id ?? request.body.uuid ?? '').trim();
        await mustBeEligible(request.userId);
        if (methodId === '') throw httpError(400, 'validation.withdrawal.cardRequired');
        const card = await findOwnCard(database, request.userId, methodId);
        if (!card) throw httpError(404, 'withdrawal.cardNotFound');
        return withdraw(
          request,
          reply,
          crystals,
          { method: 'card', card: { id: card.id, brand: card.brand, last4: card.last4 } },
          withdrawalMessages.cardPayoutRequested,
        );
      },
    );
  });

  // Operators: the payout queue (email withdrawals and card payouts alike).
  void app.register(async (plain) => {
    plain.setErrorHandler(handlePaymentError); // a provider that cannot be reached: 502
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: [scope.authenticate, operatorOnly(database)] };

    scope.get(
      '/api/admin/payouts',
      { ...admin, schema: { querystring: adminPayoutQuerySchema } },
      async (request, reply): Promise<AdminPayoutsResponse> => {
        reply.header('cache-control', 'no-store');
        return {
          data: await listAdminPayouts(database, request.query),
          secondApprovalFromCrystals: deps.secondApprovalFromCrystals,
        };
      },
    );

    scope.post(
      '/api/admin/payouts/:id/approve',
      { ...admin, schema: { params: idParamsSchema } },
      async (request): Promise<AdminPayoutDecisionResponse> => {
        const data = await approvePayout(deps, request.params.id, { operatorId: request.userId });
        // Four eyes: a large payout's first approval leaves it pending for a second operator.
        const first = data.status === 'pending' && data.firstApproval !== null;
        return {
          status: 'success',
          message: first ? withdrawalMessages.firstApproval : withdrawalMessages.approved,
          data,
        };
      },
    );

    scope.post(
      '/api/admin/payouts/:id/reject',
      { ...admin, schema: { params: idParamsSchema, body: rejectRequestSchema } },
      async (request): Promise<AdminPayoutDecisionResponse> => {
        const reason = request.body.reason.trim();
        if (reason === '') throw httpError(400, 'passport.reasonRequired');
        const data = await rejectPayout(deps, request.params.id, request.userId, reason);
        return { status: 'success', message: withdrawalMessages.rejected, data };
      },
    );
  });

  // The providers' notifications, on the raw body their signatures cover. The card provider signs
  // with the hosted signature header; anything else is PayPal Payouts' (or its sandbox's).
  registerRawBodyScope(app, { bodyLimit: webhookBodyLimit, errorHandler: handlePaymentError }, (scope) => {
    scope.post(
      '/api/payments/webhook/payouts',
      { schema: { body: paymentWebhookBodySchema } },
      async (request) => {
        const raw = request.body ?? '';
        const provider: PayoutProvider =
          request.headers[hostedSignatureHeader] === undefined ? deps.providers.paypal : deps.providers.card;
        const event = await provider.verifyWebhook(request.headers, raw);
        let applied = false;
        const outcome = await processPayoutEventOnce(database, provider.method, event, raw, async () => {
          applied = (await applyPayoutEvent(deps, provider, event)) === 'applied';
        });
        return { status: 'success', received: true, duplicate: outcome === 'duplicate', applied };
      },
    );
  });
}
