// spec §7 Payments. Each route validates with the contract, calls one service function and returns.
// The webhooks live in their own scope with a raw-body parser: their signatures cover the exact
// bytes received, which a parsed-and-reserialised JSON body would not reproduce.
import {
  captureOrderRequestSchema,
  completeOrderRequestSchema,
  completePaymentRequestSchema,
  createOrderRequestSchema,
  paymentMessages,
  paymentUrlRequestSchema,
  type CaptureOrderResponse,
  type CreateOrderResponse,
  type CurrenciesResponse,
  type PaymentCompletionResponse,
  type PaymentUrlResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
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

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown, message: string): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, message);
  return parsed.data;
}

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
  void app.register(async (scope) => {
    scope.setErrorHandler(handlePaymentError);
    const authenticated = { preHandler: scope.authenticate };
    const paymentLimit = { ...authenticated, config: { rateLimit: rateLimit('paymentCreation') } };

    scope.post('/api/payments/create', paymentLimit, async (request) => {
      const { amount } = parse(createOrderRequestSchema, request.body, paymentMessages.invalidAmount);
      const pack = packForClientAmount(amount);
      if (!pack) throw invalidAmount();
      const created = await createCheckoutOrder(checkout, request.userId, pack);
      return {
        status: 'success',
        paypalOrderId: created.orderId,
        approveUrl: created.approveUrl,
      } satisfies CreateOrderResponse;
    });

    scope.post('/api/payments/capture', authenticated, async (request) => {
      const { paymentId } = parse(captureOrderRequestSchema, request.body, paymentMessages.notFound);
      const result = await captureCheckoutOrder(checkout, request.userId, paymentId);
      return { status: 'success', ...result } satisfies CaptureOrderResponse;
    });

    scope.post('/api/payments/complete', authenticated, async (request) => {
      const { orderId } = parse(completeOrderRequestSchema, request.body, paymentMessages.notFound);
      return completion(await completeCheckoutOrder(checkout, request.userId, orderId));
    });

    // Public: the store shows converted prices before sign-in too.
    scope.get(
      '/api/payments/currencies',
      async () => listCurrencies(hosted.currencyRates) satisfies CurrenciesResponse,
    );

    scope.post('/api/payments/get-payment-url', paymentLimit, async (request) => {
      const body = parse(paymentUrlRequestSchema, request.body, paymentMessages.invalidAmount);
      const pack = packForClientAmount(body.usd_amount);
      if (!pack) throw invalidAmount();
      const link = await createHostedPaymentLink(hosted, request.userId, {
        pack,
        currency: body.currency,
        clientAmount: body.amount,
      });
      return { status: 'success', ...link } satisfies PaymentUrlResponse;
    });

    scope.post('/api/payments/complete-payment', authenticated, async (request) => {
      const { paymentId } = parse(completePaymentRequestSchema, request.body, paymentMessages.notFound);
      return completion(await completeHostedPayment(hosted, request.userId, paymentId));
    });
  });

  void app.register(async (scope) => {
    scope.setErrorHandler(handlePaymentError);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    const rawBody = (body: unknown) => (typeof body === 'string' ? body : '');

    // Signature first: nothing is written for a delivery that fails verification.
    scope.post('/api/payments/webhook/checkout', async (request) => {
      const raw = rawBody(request.body);
      const event = await checkout.provider.verifyWebhook(request.headers, raw);
      const outcome = await processWebhookOnce(checkout.database, 'checkout', event, raw, () =>
        applyCheckoutEvent(checkout, event),
      );
      return { status: 'success', received: true, duplicate: outcome === 'duplicate' };
    });

    scope.post('/api/payments/webhook/hosted', async (request) => {
      const raw = rawBody(request.body);
      const event = hosted.provider.verifyWebhook(request.headers, raw);
      const outcome = await processWebhookOnce(hosted.database, 'hosted', event, raw, () =>
        applyHostedEvent(hosted, event),
      );
      return { status: 'success', received: true, duplicate: outcome === 'duplicate' };
    });
  });
}
