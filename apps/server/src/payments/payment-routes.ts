// spec §7 Payments. Each route declares its body as a contract schema (a body that does not fit
// answers the spec's message for that route, config.invalidInputMessage), calls one service function
// and returns.
// The webhooks live in their own scope with a raw-body parser: their signatures cover the exact
// bytes received, which a parsed-and-reserialised JSON body would not reproduce.
import {
  captureOrderRequestSchema,
  completeOrderRequestSchema,
  completePaymentRequestSchema,
  createOrderRequestSchema,
  paymentMessages,
  paymentUrlRequestSchema,
  paymentWebhookBodySchema,
  type CaptureOrderResponse,
  type CreateOrderResponse,
  type CurrenciesResponse,
  type PaymentCompletionResponse,
  type PaymentUrlResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimit } from '../http/rate-limits';
import { registerRawBodyScope } from '../http/raw-body-scope';
import {
  applyCheckoutEvent,
  captureCheckoutOrder,
  completeCheckoutOrder,
  createCheckoutOrder,
  type CheckoutDeps,
} from './checkout-payments';
import {
  applyHostedEvent,
  completeHostedPayment,
  createHostedPaymentLink,
  listCurrencies,
  type HostedDeps,
} from './hosted-payments';
import type { CompletionData } from './order-credit';
import { packForClientAmount } from './pack-amount';
import { handlePaymentError, invalidAmount } from './payment-errors';
import { processWebhookOnce } from './webhook-events';

const webhookBodyLimit = 256 * 1024;

function completion(data: CompletionData): PaymentCompletionResponse {
  return {
    status: 'success',
    message: data.alreadyCredited ? paymentMessages.alreadyCompleted : paymentMessages.completed,
    data,
  };
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  checkout: CheckoutDeps,
  hosted: HostedDeps,
): void {
  void app.register(async (plain) => {
    plain.setErrorHandler(handlePaymentError);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // A body its schema refuses answers the spec's message for the route (payment-errors.ts).
    const naming = (invalidInputMessage: string) => ({
      preValidation: scope.authenticate,
      config: { invalidInputMessage },
    });
    const creation = {
      preValidation: scope.authenticate,
      config: { rateLimit: rateLimit('paymentCreation'), invalidInputMessage: paymentMessages.invalidAmount },
    };

    scope.post(
      '/api/payments/create',
      { ...creation, schema: { body: createOrderRequestSchema } },
      async (request) => {
        const { amount } = request.body;
        const pack = packForClientAmount(amount);
        if (!pack) throw invalidAmount();
        const created = await createCheckoutOrder(checkout, request.userId, pack);
        return {
          status: 'success',
          paypalOrderId: created.orderId,
          approveUrl: created.approveUrl,
        } satisfies CreateOrderResponse;
      },
    );

    scope.post(
      '/api/payments/capture',
      { ...naming(paymentMessages.notFound), schema: { body: captureOrderRequestSchema } },
      async (request) => {
        const { paymentId } = request.body;
        const result = await captureCheckoutOrder(checkout, request.userId, paymentId);
        return { status: 'success', ...result } satisfies CaptureOrderResponse;
      },
    );

    scope.post(
      '/api/payments/complete',
      { ...naming(paymentMessages.notFound), schema: { body: completeOrderRequestSchema } },
      async (request) => {
        const { orderId } = request.body;
        return completion(await completeCheckoutOrder(checkout, request.userId, orderId));
      },
    );

    // Public: the store shows converted prices before sign-in too.
    scope.get(
      '/api/payments/currencies',
      async () => listCurrencies(hosted.currencyRates) satisfies CurrenciesResponse,
    );

    scope.post(
      '/api/payments/get-payment-url',
      { ...creation, schema: { body: paymentUrlRequestSchema } },
      async (request) => {
        const body = request.body;
        const pack = packForClientAmount(body.usd_amount);
        if (!pack) throw invalidAmount();
        const link = await createHostedPaymentLink(hosted, request.userId, {
          pack,
          currency: body.currency,
          clientAmount: body.amount,
        });
        return { status: 'success', ...link } satisfies PaymentUrlResponse;
      },
    );

    scope.post(
      '/api/payments/complete-payment',
      { ...naming(paymentMessages.notFound), schema: { body: completePaymentRequestSchema } },
      async (request) => {
        const { paymentId } = request.body;
        return completion(await completeHostedPayment(hosted, request.userId, paymentId));
      },
    );
  });

  registerRawBodyScope(app, { bodyLimit: webhookBodyLimit, errorHandler: handlePaymentError }, (scope) => {
    // The body is the text received, as the parser above gives it: typed, never reshaped.
    const webhook = { schema: { body: paymentWebhookBodySchema } };

    // Signature first: nothing is written for a delivery that fails verification.
    scope.post('/api/payments/webhook/checkout', webhook, async (request) => {
      const raw = request.body ?? '';
      const event = await checkout.provider.verifyWebhook(request.headers, raw);
      const outcome = await processWebhookOnce(checkout.database, 'checkout', event, raw, () =>
        applyCheckoutEvent(checkout, event),
      );
      return { status: 'success', received: true, duplicate: outcome === 'duplicate' };
    });

    scope.post('/api/payments/webhook/hosted', webhook, async (request) => {
      const raw = request.body ?? '';
      const event = hosted.provider.verifyWebhook(request.headers, raw);
      const outcome = await processWebhookOnce(hosted.database, 'hosted', event, raw, () =>
        applyHostedEvent(hosted, event),
      );
      return { status: 'success', received: true, duplicate: outcome === 'duplicate' };
    });
  });
}
