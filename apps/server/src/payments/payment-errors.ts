// Payment routes answer failures as `{status:'error', error, message}` (spec §7 reads `error` on
// create; `message` is the server-wide envelope's). Provider trouble is a 502 with the spec's
// generic text; a webhook that fails verification is a 401. Anything else goes to the one handler.
import {
  paymentMessages,
  serverMessages,
  type LocalizedMessage,
  type PaymentErrorResponse,
} from '@arena/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientMessageOf, errorBody, handleError } from '../http/error-handler';
import { HttpError, httpError } from '../http/http-error';
import { routeInvalidInputMessage } from '../http/invalid-input';
import { PaymentProviderError, WebhookVerificationError } from './checkout-provider';

export const invalidWebhookMessage = serverMessages['payment.invalidWebhook'];
/** A signed event the provider's own records do not bear out (not paid, another amount): nothing moves. */
export const webhookNotConfirmedMessage = serverMessages['payment.webhookNotConfirmed'];

/** The spec's `error` field beside the envelope's `message`, `messageKey` and `messageParams`. */
export function paymentErrorBody(message: string | LocalizedMessage): PaymentErrorResponse {
  const body = errorBody(message);
  return { ...body, error: body.message };
}

export const paymentNotFound = () => httpError(404, 'payment.notFound');
export const paymentCancelled = () => httpError(409, 'payment.cancelled');
export const paymentNotApproved = () => httpError(409, 'payment.notApproved');
export const paymentNotPaid = () => httpError(409, 'payment.notPaid');
export const paymentPending = () => httpError(409, 'payment.pending');
export const paymentFailed = () => httpError(402, 'payment.failed');
export const invalidAmount = () => httpError(400, 'payment.invalidAmount');
/**
 * 409, not 2xx: a real provider redelivers a webhook until it gets a 2xx, so an event that arrives
 * before the provider's own state catches up is retried and credits then, while a forged one never does.
 */
export const webhookNotConfirmed = () => httpError(409, 'payment.webhookNotConfirmed');

/** A provider call during create: the spec's 'Failed to create order' (spec §8). */
export class CreateOrderFailed extends Error {
  override name = 'CreateOrderFailed';
}

export function handlePaymentError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof WebhookVerificationError) {
    request.log.warn({ reason: error.message }, 'payment webhook refused');
    return reply.code(401).send(paymentErrorBody(invalidWebhookMessage));
  }
  if (error instanceof PaymentProviderError || error instanceof CreateOrderFailed) {
    request.log.error({ err: error }, 'payment provider failed');
    const message =
      error instanceof CreateOrderFailed ? paymentMessages.createFailed : paymentMessages.providerError;
    return reply.code(502).send(paymentErrorBody(message));
  }
  // A body the route's contract schema refuses: the route's spec message (config.invalidInputMessage).
  const invalidInput = routeInvalidInputMessage(error, request);
  if (invalidInput) {
    request.log.info({ err: error }, 'payment refused');
    return reply.code(400).send(paymentErrorBody(invalidInput));
  }
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'payment refused');
    return reply.code(error.statusCode).send(paymentErrorBody(clientMessageOf(error)));
  }
  return handleError(error, request, reply);
}
