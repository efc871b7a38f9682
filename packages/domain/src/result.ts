import type { MessageKey } from './messages';

/** Interpolation values for a message (i18next `{{name}}` placeholders). */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A rule that failed, as a value (STYLE.md §8): a stable code for programs, a message key for people,
 * and, for forms, the field it belongs to.
 */
export interface DomainError<Code extends string = string> {
  readonly code: Code;
  readonly messageKey: MessageKey;
  readonly field?: string;
  readonly params?: MessageParams;
}

/** The one result shape of every validator in this package. */
export type Validation<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly DomainError<Code>[] };

export function valid<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function invalid<Code extends string>(
  errors: readonly DomainError<Code>[],
): { readonly ok: false; readonly errors: readonly DomainError<Code>[] } {
  return { ok: false, errors };
}

export function domainError<Code extends string>(
  code: Code,
  messageKey: MessageKey,
  extra: { field?: string; params?: MessageParams } = {},
): DomainError<Code> {
  return { code, messageKey, ...extra };
}
