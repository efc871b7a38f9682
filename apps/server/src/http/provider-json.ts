// Answers of external providers (identity, game sign-in, payments): each caller names its own error
// class, so a failure stays typed for its module; the checks are the same everywhere.

/**
 * Reads a JSON object, refusing a non-2xx answer with the provider's status (never its body) in the
 * message, and anything that is not a JSON object.
 */
export async function readJsonObject(
  response: Response,
  what: string,
  fail: (message: string) => Error,
): Promise<Record<string, unknown>> {
  if (!response.ok) throw fail(`${what} answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw fail(`${what} answered no JSON object`);
  return body as Record<string, unknown>;
}

/** A non-empty string field of an object, or null. */
export function stringField(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : null;
}
