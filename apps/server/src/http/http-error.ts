// A client-safe failure with its status code: thrown by services and routes, turned into
// `{ status: 'error', message, messageKey, messageParams }` by the one error handler (4xx keep their
// message). Throw `httpError(status, key, params)`: the English message comes from the catalogue of
// @arena/contract (server-messages.ts), and the key and params travel with it so a client can show
// the reader's language (issue 13).
import {
  localizedMessage,
  type LocalizedMessage,
  type ServerMessageKey,
  type ServerMessageParams,
} from '@arena/contract';

export class HttpError extends Error {
  /** The catalogue key of the message, when it has one. */
  readonly messageKey: ServerMessageKey | undefined;
  readonly messageParams: ServerMessageParams | undefined;

  constructor(
    readonly statusCode: number,
    message: string | LocalizedMessage,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'HttpError';
    this.messageKey = typeof message === 'string' ? undefined : message.messageKey;
    this.messageParams = typeof message === 'string' ? undefined : message.messageParams;
  }
}

/** A 429 of our own (not the rate-limit plugin's): the handler sends `Retry-After` with its wait. */
export class RetryLaterError extends HttpError {
  constructor(
    message: LocalizedMessage,
    /** Whole seconds until a new try can succeed. */
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RetryLaterError';
  }
}

/** A failure whose text is the catalogue's `key` filled with `params`. */
export function httpError(
  statusCode: number,
  key: ServerMessageKey,
  params?: ServerMessageParams,
): HttpError {
  return new HttpError(statusCode, localizedMessage(key, params));
}

export const unauthorized = () => httpError(401, 'errors.auth.authenticationFailed');
