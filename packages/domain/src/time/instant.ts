/** A point in time as callers hold it: a Date, epoch milliseconds, or an ISO 8601 string from the wire. */
export type Instant = Date | number | string;

/** Epoch milliseconds of an instant; NaN when a string cannot be parsed. */
export function toEpochMs(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  if (typeof instant === 'string') return Date.parse(instant);
  return instant.getTime();
}
