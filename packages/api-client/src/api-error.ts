// A failed call as a value (STYLE.md §8): the site turns `kind` and `status` into the spec's texts.
import { idempotencyMessages } from '@arena/contract';
export type ApiErrorKind = 'network' | 'http' | 'invalid-response' | 'unauthenticated';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The server's own message (`{ status: 'error', message }`), when it sent one. */
  readonly serverMessage: string | undefined;
  /**
   * The catalogue key of the server's message (`messageKey`, @arena/contract server-messages.ts) and its
   * params, when it sent them: the site shows its locale's text for the key, else `serverMessage`.
   */
  readonly serverMessageKey: string | undefined;
  readonly serverMessageParams: Readonly<Record<string, string | number>> | undefined;
  /** A 429's Retry-After, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    options: {
      status?: number;
      serverMessage?: string;
      serverMessageKey?: string;
      serverMessageParams?: Readonly<Record<string, string | number>>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.serverMessage ?? `${kind}${options.status ? ` ${options.status}` : ''}`, {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.serverMessageKey = options.serverMessageKey;
    this.serverMessageParams = options.serverMessageParams;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * 422 from a money-moving call: its Idempotency-Key was first used with a different request, and
 * nothing moved (docs/decisions/0009 "Idempotency-Key requests"). Still an `http` ApiError.
 */
export class IdempotencyKeyReusedError extends ApiError {
  constructor(options: { cause?: unknown } = {}) {
    super('http', {
      status: 422,
      serverMessage: idempotencyMessages.reused,
      serverMessageKey: 'idempotency.reused',
      serverMessageParams: {},
      cause: options.cause,
    });
    this.name = 'IdempotencyKeyReusedError';
  }
}
