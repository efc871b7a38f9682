// The Idempotency-Key texts, without zod (wallet.ts has the header's schema): the API client's error
// type needs them on every page, the schemas only when a call is made.
export const idempotencyKeyMaxLength = 255;

export const idempotencyMessages = {
  /** 422: the key was first used with another body, route or method; nothing moved. */
  reused: 'This Idempotency-Key was already used with a different request.',
  /** 400: empty, too long, or with control or non-ASCII characters. */
  invalid: `The Idempotency-Key header must be 1 to ${idempotencyKeyMaxLength} printable ASCII characters.`,
} as const;
