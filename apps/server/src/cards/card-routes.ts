// spec §7 Payments methods (issue 10): the tokenization URL, the list and delete of saved cards, and
// the card provider's signed webhook. Registered from app.ts with one line (registerCards); the
// sandbox card page (/sandbox/cards/:id) only when the hosted payments provider is the sandbox.
import {
  cardMessages,
  idParamsSchema,
  paymentWebhookBodySchema,
  type MessageResponse,
  type PaymentMethodsResponse,
  type TokenizationUrlResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { rateLimit } from '../http/rate-limits';
import { registerRawBodyScope } from '../http/raw-body-scope';
import type { HostedPaymentProvider } from '../payments/hosted-provider';
import { handlePaymentError, webhookNotConfirmed } from '../payments/payment-errors';
import { createHostedPaymentProvider } from '../payments/register-payments';
import { registerSandboxCardsRoutes } from '../sandbox/sandbox-cards-routes';
import { cardTokenizedEventType } from './card-tokenization';
import {
  applyTokenizationResult,
  createTokenizationUrl,
  deleteCard,
  listCards,
  type CardDeps,
} from './card-service';

const webhookBodyLimit = 64 * 1024;

export function registerCards(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    /** Tests only: a provider over recorded responses instead of the one the config selects. */
    provider?: HostedPaymentProvider;
  },
): void {
  const { config, database } = options;
  const deps: CardDeps = {
    database,
    provider: options.provider ?? createHostedPaymentProvider(config, database),
    publicUrl: config.publicUrl,
  };
  registerCardRoutes(app, deps);
  if (deps.provider.mode === 'sandbox') {
    const secret = config.sandboxSecrets.hostedWebhook;
    if (!secret)
      throw new Error('no generated sandbox webhook secret although HOSTED_PAYMENTS_MODE is sandbox');
    registerSandboxCardsRoutes(app, database, secret);
  }
}

export function registerCardRoutes(app: FastifyInstance, deps: CardDeps): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handlePaymentError);
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.post(
      '/api/payments/get-tokenization-url',
      { preValidation: scope.authenticate, config: { rateLimit: rateLimit('paymentCreation') } },
      async (request) => {
        const paymentURL = await createTokenizationUrl(deps, request.userId);
        return { status: 'success', paymentURL } satisfies TokenizationUrlResponse;
      },
    );

    scope.get('/api/payments/methods', { preValidation: scope.authenticate }, async (request) => {
      return { methods: await listCards(deps, request.userId) } satisfies PaymentMethodsResponse;
    });

    scope.delete(
      '/api/payments/methods/:id',
      {
        preValidation: scope.authenticate,
        config: { invalidInputMessage: cardMessages.notFound },
        schema: { params: idParamsSchema },
      },
      async (request) => {
        await deleteCard(deps, request.userId, request.params.id);
        return { status: 'success', message: cardMessages.deleted } satisfies MessageResponse;
      },
    );
  });

  registerRawBodyScope(app, { bodyLimit: webhookBodyLimit, errorHandler: handlePaymentError }, (scope) => {
    // Signature first; then the provider's own record of the session decides (the body is only a hint).
    scope.post(
      '/api/payments/webhook/cards',
      { schema: { body: paymentWebhookBodySchema } },
      async (request) => {
        const event = deps.provider.verifyWebhook(request.headers, request.body ?? '');
        if (event.type !== cardTokenizedEventType || !event.paymentId) {
          return { status: 'success', received: true, ignored: true };
        }
        const session = await deps.provider.getTokenizationSession(event.paymentId);
        if (!session || session.status === 'pending') throw webhookNotConfirmed();
        await applyTokenizationResult(deps, session);
        return { status: 'success', received: true };
      },
    );
  });
}
