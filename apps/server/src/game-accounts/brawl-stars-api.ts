// Brawl Stars player lookup (PROVIDERS.md): GET https://api.brawlstars.com/v1/players/%23{TAG} with a
// Bearer key (live), or the sandbox game of sandbox-brawl-stars.ts.
import type { Fetch } from './riot-signin';

export interface BrawlStarsPlayer {
  /** With its #, upper case. */
  tag: string;
  name: string;
}

export interface BrawlStarsApi {
  /** null when no player has the tag; throws BrawlStarsUnavailableError when the API cannot answer. */
  player(tag: string): Promise<BrawlStarsPlayer | null>;
}

export class BrawlStarsUnavailableError extends Error {
  override name = 'BrawlStarsUnavailableError';
}

export const brawlStarsApiBase = 'https://api.brawlstars.com/v1';

export function createLiveBrawlStarsApi(apiKey: string, fetchImpl: Fetch = fetch): BrawlStarsApi {
  return {
    async player(tag) {
      const bare = tag.replace(/^#/, '');
      const response = await fetchImpl(`${brawlStarsApiBase}/players/%23${encodeURIComponent(bare)}`, {
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new BrawlStarsUnavailableError(`Brawl Stars API answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { tag?: unknown; name?: unknown } | null;
      if (typeof body?.name !== 'string' || typeof body.tag !== 'string') {
        throw new BrawlStarsUnavailableError('Brawl Stars API sent no player');
      }
      return { tag: body.tag, name: body.name };
    },
  };
}
