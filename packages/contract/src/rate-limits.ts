// A 429 (docs/decisions/0007, apps/server/src/http/rate-limits.ts): the server answers
// `{ status: 'error', message }` with a `Retry-After` header in seconds; the message says how long to wait.

/** "30 seconds", "1 minute", "15 minutes": a wait rounded up to what a person would say. */
export function waitText(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The server's English texts for a 429. */
export const rateLimitMessages = {
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`,
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    `Too many login attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
} as const;

/** The response header that carries the wait, in whole seconds (RFC 9110 §10.2.3). */
export const retryAfterHeader = 'retry-after';
