// The one error handler (STYLE.md §9): every failure answers `{ status: 'error', message, messageKey,
// messageParams }`: the English text and its key in the catalogue of @arena/contract
// (server-messages.ts) with the values of its placeholders, so a client can show it in its language.
// 4xx keep their client-safe message; 5xx never leak internals and are logged with the request id.
// A failure that is the client's fault is never a 500 (issue 9, finding 7): a database refusing the
// data it was given (SQLSTATE class 22, integrity class 23) and a malformed multipart body are 4xx
// with a message that names no table, column or constraint.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  localizedMessage,
  retryAfterHeader,
  serverMessageKeyOf,
  serverMessages,
  type ErrorResponse,
  type LocalizedMessage,
  type ServerMessageKey,
} from '@arena/contract';
import { ZodError } from 'zod';
import { HttpError, RetryLaterError } from './http-error';
import { routeInvalidInputMessage } from './invalid-input';

export const internalErrorMessage = serverMessages['request.internalError'];

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    request.log.info({ issues: error.issues }, 'invalid request');
    return reply
      .code(400)
      .send(errorBody(localizedMessage('request.invalid', { details: describeZodError(error) })));
  }
  const routerFault = routerClientFault(error);
  if (routerFault) {
    request.log.info({ err: error }, 'client error');
    return reply.code(routerFault.status).send(errorBody(routerFault.message));
  }
  // Worth a warning: the database was the first to notice (validation before it missed something).
  const clientFault = databaseClientFault(error) ?? multipartClientFault(error, request);
  if (clientFault) {
    request.log.warn({ err: error }, 'request refused');
    return reply.code(clientFault.status).send(errorBody(clientFault.message));
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const statusCode = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (fastifyError?.validation) {
    const routeMessage = routeInvalidInputMessage(error, request);
    return reply
      .code(400)
      .send(
        errorBody(
          routeMessage ??
            localizedMessage('request.invalid', { details: fastifyError.message ?? 'validation failed' }),
        ),
      );
  }
  if (error instanceof RetryLaterError) reply.header(retryAfterHeader, String(error.retryAfterSeconds));
  if (statusCode >= 400 && statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(statusCode).send(errorBody(clientMessageOf(error)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(statusCode >= 500 && statusCode < 600 ? statusCode : 500)
    .send(errorBody(localizedMessage('request.internalError')));
}

/** A 4xx's message with its key: an HttpError's own, a catalogue text's, or the framework's words. */
export function clientMessageOf(error: unknown): LocalizedMessage | string {
  if (error instanceof HttpError) {
    return error.messageKey
      ? { message: error.message, messageKey: error.messageKey, messageParams: error.messageParams ?? {} }
      : error.message;
  }
  const message = (error as Partial<FastifyError> | undefined)?.message;
  return message ? message : localizedMessage('request.badRequest');
}

/**
 * The body of every failure. A bare text gets the key of the catalogue entry with that exact text; a
 * text the catalogue does not hold (a framework's own words for a 4xx) is sent under 'request.refused',
 * whose template is the text itself, so every failure carries a key.
 */
export function errorBody(message: string | LocalizedMessage): ErrorResponse {
  const localized = typeof message === 'string' ? localizedText(message) : message;
  return {
    status: 'error',
    message: localized.message,
    messageKey: localized.messageKey,
    messageParams: { ...localized.messageParams },
  };
}

/** A text as a catalogue message: its own key when it has one, else 'request.refused' carrying it. */
export function localizedText(message: string): LocalizedMessage {
  const key: ServerMessageKey | undefined = serverMessageKeyOf(message);
  return key ? localizedMessage(key) : localizedMessage('request.refused', { reason: message });
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

interface ClientFault {
  status: number;
  message: LocalizedMessage;
}

/**
 * A PostgreSQL error caused by the data a client sent (both engines, pg and PGlite, report the
 * SQLSTATE as `code` with a `severity`): data exceptions (class 22) and integrity violations (23).
 * Anything else (connection, serialization, syntax: the server's own fault) stays a 500.
 */
export function databaseClientFault(error: unknown): ClientFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !/^[0-9A-Z]{5}$/.test(code))
    return undefined;
  switch (code) {
    case '22001':
      return { status: 400, message: localizedMessage('request.tooLong') };
    case '22021': // invalid byte sequence: a NUL in text
    case '22P05': // untranslatable character: \u0000 in jsonb
      return { status: 400, message: localizedMessage('request.invalidText') };
    case '22P02': // invalid text representation: a bad uuid, integer or boolean
      return { status: 400, message: localizedMessage('request.invalidFormat') };
    case '22003':
      return { status: 400, message: localizedMessage('request.outOfRange') };
    case '22007':
    case '22008':
      return { status: 400, message: localizedMessage('request.invalidDate') };
    case '23505':
      return { status: 409, message: localizedMessage('request.alreadyExists') };
    case '23503':
      return { status: 400, message: localizedMessage('request.unknownReference') };
    case '23514':
    case '23P01':
      return { status: 400, message: localizedMessage('request.notAllowed') };
    case '23502':
      return { status: 400, message: localizedMessage('request.missingValue') };
  }
  if (code.startsWith('22')) return { status: 400, message: localizedMessage('request.invalidValue') };
  if (code.startsWith('23')) return { status: 400, message: localizedMessage('request.notAllowed') };
  return undefined;
}

/** What busboy (under @fastify/multipart) throws for a body that is not the multipart it claims. */
const malformedMultipart = [
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Malformed part header$/,
  /^Unsupported Content-Type\.?$/,
  /^Missing Content-Type-header\.?$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

/** @fastify/multipart's own errors carry a status; busboy's parse errors do not and become 400. */
export function multipartClientFault(error: unknown, request: FastifyRequest): ClientFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: localizedMessage('request.notMultipart') };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: localizedMessage('request.fileTooLarge') };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: localizedMessage('request.tooManyParts') };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return { status: 400, message: localizedMessage('request.malformedMultipart') };
  }
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  if (multipart && code === undefined && malformedMultipart.some((pattern) => pattern.test(error.message))) {
    return { status: 400, message: localizedMessage('request.malformedMultipart') };
  }
  return undefined;
}

/** The router's own refusals (frameworkErrors in app.ts), with messages that do not echo the path. */
function routerClientFault(error: unknown): ClientFault | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'FST_ERR_BAD_URL')
    return { status: 400, message: localizedMessage('request.malformedEncoding') };
  if (code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, message: localizedMessage('request.addressTooLong') };
  return undefined;
}
