// The one error handler (STYLE.md §9): every failure answers `{ status: 'error', message }`.
// 4xx keep their client-safe message; 5xx never leak internals and are logged with the request id.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@arena/contract';
import { ZodError } from 'zod';

export const internalErrorMessage = 'Internal server error';

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    request.log.info({ issues: error.issues }, 'invalid request');
    return reply.code(400).send(errorBody(`Invalid request: ${describeZodError(error)}`));
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const statusCode = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (fastifyError?.validation) {
    return reply.code(400).send(errorBody(`Invalid request: ${fastifyError.message ?? 'validation failed'}`));
  }
  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(statusCode).send(errorBody(fastifyError?.message || 'Bad request'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(statusCode >= 500 && statusCode < 600 ? statusCode : 500)
    .send(errorBody(internalErrorMessage));
}

export function errorBody(message: string): ErrorResponse {
  return { status: 'error', message };
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
