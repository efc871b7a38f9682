// The small HTTP face the live adapters use: an injected fetch (tests pass recorded responses).
import { MatchSourceError } from '../match-source';

export type FetchLike = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/** GETs JSON; a non-2xx answer becomes a MatchSourceError naming the provider and status. */
export async function getJson<T>(
  fetchImpl: FetchLike,
  provider: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) {
    const retry = response.headers.get('retry-after');
    throw new MatchSourceError(
      `${provider} answered ${response.status}${retry ? ` (retry after ${retry} s)` : ''}`,
      response.status,
    );
  }
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
