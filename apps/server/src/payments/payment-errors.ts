// Payment routes answer failures as `{status:'error', error, message}` (spec §7 reads `error` on
// create; `message` is the server-wide envelope's). Provider trouble is a 502 with the spec's
// generic text; a webhook that fails verification is a 401. Anything else goes to the one handler.
import { paymentMessages, type PaymentErrorResponse } from '@arena/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../http/error-handler';
import { HttpError } from '../http/http-error';
import { routeInvalidInputMessage } from '../http/invalid-input';
import { PaymentProviderError, WebhookVerificationError } from './checkout-provider';

export const invalidWebhookMessage = 'Invalid webhook signature';
/** A signed event the provider's own records do not bear out (not paid, another amount): nothing moves. */
export const webhookNotConfirmedMessage = "The payment provider's records do not confirm this event";

export function paymentErrorBody(message: string): PaymentErrorResponse {
  return { status: 'error', error: message, message };
}

export const paymentNotFound = () => new HttpError(404, paymentMessages.notFound);
export const paymentCancelled = () => new HttpError(409, paymentMessages.cancelled);
export const paymentNotApproved = () => new HttpError(409, paymentMessages.notApproved);
export const paymentNotPaid = () => new HttpError(409, paymentMessages.notPaid);
export const paymentPending = () => new HttpError(409, paymentMessages.pending);
export const paymentFailed = () => new HttpError(402, paymentMessages.failed);
export const invalidAmount = () => new HttpError(400, paymentMessages.invalidAmount);
/**
 * 409, not 2xx: a real provider redelivers a webhook until it gets a 2xx, so an event that arrives
 * before the provider's own state catches up is retried and credits then, while a forged one never does.
 */
export const webhookNotConfirmed = () => new HttpError(409, webhookNotConfirmedMessage);

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
    return reply.code(error.statusCode).send(paymentErrorBody(error.message));
  }
  return handleError(error, request, reply);
}
