// Server-rendered pages kept a few seconds per language and URL (decision 0030's bound).
import type { ChangeFeed } from '../db/change-feed';

/** A page's HTML as sent, with its compressed forms. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Compressed forms, made once on first use (send-html.ts sendHtml). */
  br?: Buffer;
  gzip?: Buffer;
  /** Whether the smaller brotli (quality 11) is being made or has replaced the first one. */
  brotliSmaller?: boolean;
}

/**
 * Rendered pages kept per language and URL: a crowd opening the landing page costs one render per
 * bound, not one each. Every announced change drops them all (their data came from the public-read
 * cache, decision 0030), and none is older than the same 5 s bound; a page asked for while it renders
 * waits for that render.
 */
export const renderedPageBoundMs = 5_000;
const maxRenderedPages = 500;

export class RenderedPages {
  readonly #pages = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();

  constructor(changes: ChangeFeed | undefined) {
    changes?.subscribe(() => this.#pages.clear());
  }

  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const now = Date.now();
    const found = this.#pages.get(key);
    if (found && now - found.at < renderedPageBoundMs) return found.page;
    const page = render();
    this.#pages.set(key, { at: now, page });
    // A failed render (null) is not kept: the next reader tries again.
    void page.then((result) => {
      if (result === null && this.#pages.get(key)?.page === page) this.#pages.delete(key);
    });
    if (this.#pages.size > maxRenderedPages) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    return page;
  }
}
