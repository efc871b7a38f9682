import { englishMessages } from '@arena/domain';
import type { DomainError, MessageKey, MessageParams } from '@arena/domain';

// What a machine puts in its context for people to read: a message KEY with params, translated by the
// site, or the server's own words, which spec §8 says to show as returned. Never translated text.
// The server's words may come with their catalogue key and params (`serverMessageKey`, issue 13): the
// site then shows its locale's text for that key, and the English words when it has none.
// `@arena/api-client`'s `errorMessage()` returns this same shape, so an actor can throw what it returns.
export type ServerWords = {
  readonly serverMessage: string;
  readonly serverMessageKey?: string;
  readonly serverMessageParams?: Readonly<Record<string, string | number>>;
};
export type UserMessage = { readonly messageKey: MessageKey; readonly params?: MessageParams } | ServerWords;

/** Field errors of a form, one message per field (the first failed rule). */
export type FieldErrors<Field extends string> = Partial<
  Record<Field, { readonly messageKey: MessageKey; readonly params?: MessageParams }>
>;

export function messageOf(messageKey: MessageKey, params?: MessageParams): UserMessage {
  return params ? { messageKey, params } : { messageKey };
}

function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(englishMessages, value);
}

/**
 * The message carried by a failure, or `fallback`. An actor rejects with a `UserMessage` (from the API
 * client's error mapping) or with anything carrying a non-empty `serverMessage`; anything else, such as a
 * plain Error, gets the flow's fallback key.
 */
export function userMessageFrom(error: unknown, fallback: UserMessage): UserMessage {
  if (typeof error !== 'object' || error === null) return fallback;
  const candidate = error as {
    messageKey?: unknown;
    params?: unknown;
    serverMessage?: unknown;
    serverMessageKey?: unknown;
    serverMessageParams?: unknown;
  };
  if (isMessageKey(candidate.messageKey)) {
    const params = candidate.params;
    return typeof params === 'object' && params !== null
      ? { messageKey: candidate.messageKey, params: params as MessageParams }
      : { messageKey: candidate.messageKey };
  }
  if (typeof candidate.serverMessage === 'string' && candidate.serverMessage.trim() !== '') {
    return serverWordsFrom(
      candidate.serverMessage,
      candidate.serverMessageKey,
      candidate.serverMessageParams,
    );
  }
  return fallback;
}

/** The server's words, keeping a well-formed key and params that came with them (else the words alone). */
export function serverWordsFrom(serverMessage: string, key?: unknown, params?: unknown): ServerWords {
  if (typeof key !== 'string' || key === '') return { serverMessage };
  const fields =
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? Object.entries(params).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        )
      : [];
  return { serverMessage, serverMessageKey: key, serverMessageParams: Object.fromEntries(fields) };
}

/** The first error of each field, from a domain validator's result. */
export function fieldErrorsFrom<Field extends string>(errors: readonly DomainError[]): FieldErrors<Field> {
  const fields: FieldErrors<Field> = {};
  for (const error of errors) {
    const field = error.field as Field | undefined;
    if (field === undefined || fields[field]) continue;
    fields[field] = error.params
      ? { messageKey: error.messageKey, params: error.params }
      : { messageKey: error.messageKey };
  }
  return fields;
}

/** True while a flow waits on the server (a tag every submitting/saving state carries). */
export function isSubmitting(snapshot: { hasTag(tag: string): boolean }): boolean {
  return snapshot.hasTag('submitting');
}

// The messages the API client gives a call that ended the session: no token, or a 401 that survived the
// refresh (spec §8 Authentication).
const sessionEndedKeys: ReadonlySet<string> = new Set<MessageKey>([
  'errors.auth.noToken',
  'errors.auth.authenticationFailed',
  'errors.auth.sessionExpired',
]);

/**
 * True when a failure means the player is not signed in (the site then sends them to /join): a
 * `UserMessage` with one of the session-ended keys, or a raw error with status 401 or kind
 * 'unauthenticated' (the API client's `ApiError`).
 */
export function isAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { messageKey?: unknown; status?: unknown; kind?: unknown };
  if (typeof candidate.messageKey === 'string') return sessionEndedKeys.has(candidate.messageKey);
  return candidate.status === 401 || candidate.kind === 'unauthenticated';
}
