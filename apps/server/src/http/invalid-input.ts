// A route whose spec answers bad input with its own message (payments: "Invalid amount: choose one of
// the GCoin packs."; the exchange's Idempotency-Key header) keeps that message when its contract schema
// refuses a request: `config: { invalidInputMessage: '…' }` for every part of the request, or
// `{ headers: '…' }` for some parts only; the others keep the "Invalid request: field: problem" answer.
import type { FastifyError, FastifyRequest } from 'fastify';

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 400 message of a request its schemas refuse (see http/invalid-input.ts). */
    invalidInputMessage?: string | Partial<Record<RequestPart, string>>;
  }
}

/** The route's own message for a schema validation failure, or undefined for the common format. */
export function routeInvalidInputMessage(error: unknown, request: FastifyRequest): string | undefined {
  const validation = error as Partial<FastifyError> | undefined;
  if (!validation?.validation) return undefined;
  const message = request.routeOptions.config.invalidInputMessage;
  if (typeof message === 'string' || message === undefined) return message;
  return validation.validationContext ? message[validation.validationContext] : undefined;
}
