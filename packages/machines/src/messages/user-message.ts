import { englishMessages } from '@arena/domain';
import type { DomainError, MessageKey, MessageParams } from '@arena/domain';

// What a machine puts in its context for people to read: a message KEY with params, translated by the
// site, or the server's own words, which spec §8 says to show as returned. Never translated text.
// `@arena/api-client`'s `errorMessage()` returns this same shape, so an actor can throw what it returns.
export type UserMessage =
  { readonly messageKey: MessageKey; readonly params?: MessageParams } | { readonly serverMessage: string };

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
  const candidate = error as { messageKey?: unknown; params?: unknown; serverMessage?: unknown };
  if (isMessageKey(candidate.messageKey)) {
    const params = candidate.params;
    return typeof params === 'object' && params !== null
      ? { messageKey: candidate.messageKey, params: params as MessageParams }
      : { messageKey: candidate.messageKey };
  }
  if (typeof candidate.serverMessage === 'string' && candidate.serverMessage.trim() !== '') {
    return { serverMessage: candidate.serverMessage };
  }
  return fallback;
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
