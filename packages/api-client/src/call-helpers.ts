import { idempotencyKeyHeader } from '@arena/contract';

// Small pieces several *-calls.ts modules share.

/** A query's present values as strings, in the given order; an undefined value is left out. */
export function presentParams(params: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The Idempotency-Key header when the caller gives a key (a retry then acts once), nothing otherwise. */
export function idempotencyHeaders(key: string | undefined): { headers?: Record<string, string> } {
  return key === undefined ? {} : { headers: { [idempotencyKeyHeader]: key } };
}
