// The public-read cache (docs/decisions/0030-public-read-cache.md): answers every visitor shares (the
// challenge list, a challenge's page, the public leaderboard, the dashboard, public profiles) are
// computed once, kept as ready-to-send bytes (JSON, brotli, gzip) with a strong ETag, and dropped
// when a committed write announces one of their topics on the change feed (db/change-feed.ts: at
// once in this process, within tens of milliseconds in other instances on PostgreSQL). A time bound
// backs the announcements up: no entry is served older than `maxAgeMs`, whatever was missed.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defaultLanguage, type LanguageCode } from '@arena/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { anyChange, type ChangeFeed } from '../db/change-feed';
import { readerLanguage } from '../http/reader-language';

/** The longest an answer is served after it was computed, even if an announcement was lost. */
export const publicCacheMaxAgeMs = 5_000;
/** What a shared cache (CDN) may keep an answer for; browsers revalidate each time (ETag → 304). */
export const sharedCacheSeconds = 2;
/** Entries kept at most (least recently used go first). */
const maxEntries = 2_000;
/** Bodies shorter than this are sent as they are (compression would not pay). */
const compressAbove = 1_024;

export interface CachedAnswer<Value> {
  /** The cache key it was computed for, and the cache that keeps it (the fast path looks it up again). */
  key: string;
  cache: PublicCache;
  /** The value itself, for callers that add their own per-user fields on top. */
  value: Value;
  /** The JSON text: sent as a string, Node writes it with the headers in one system call. */
  text: string;
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

interface Entry {
  answer: Promise<CachedAnswer<unknown>>;
  /** The answer once computed (what the fast path serves without waiting). */
  ready: CachedAnswer<unknown> | undefined;
  topics: readonly string[];
  expiresAt: number;
}

/** Where a visitor's request was answered from the cache: its route pattern and cache key. */
export interface KnownUrl {
  route: string;
  key: string;
}

export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTopic = new Map<string, Set<string>>();
  /** Request targets (path and query, as sent) a route answered from a key: what the fast path serves. */
  readonly #urls = new Map<string, KnownUrl>();
  readonly #stop: () => void;

  constructor(
    changes: ChangeFeed,
    private readonly maxAgeMs = publicCacheMaxAgeMs,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.#stop = changes.subscribe((topics) => this.invalidate(topics));
  }

  /** The cached answer for `key`, computing it once however many ask at the same time. */
  get<Value>(
    key: string,
    topics: readonly string[],
    compute: () => Promise<Value>,
  ): Promise<CachedAnswer<Value>> {
    const found = this.#entries.get(key);
    const now = this.now();
    if (found && found.expiresAt > now) {
      // Most recently used last: the oldest key is the first one the map yields.
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return found.answer as Promise<CachedAnswer<Value>>;
    }
    // An expired answer whose recomputed JSON is the same keeps its compressed forms and ETag
    // (brotli at quality 9 is ~12 ms for a 33 kB list: not paid again every 5 s for nothing).
    const previous = found?.ready;
    if (found) this.#remove(key);
    const entry: Entry = {
      answer: compute().then((value) => {
        const ready = prepare(this, key, value, previous);
        entry.ready = ready;
        return ready;
      }),
      ready: undefined,
      topics,
      expiresAt: now + this.maxAgeMs,
    };
    const answer = entry.answer as Promise<CachedAnswer<Value>>;
    this.#entries.set(key, entry);
    for (const topic of topics) {
      let keys = this.#keysByTopic.get(topic);
      if (!keys) this.#keysByTopic.set(topic, (keys = new Set()));
      keys.add(key);
    }
    // A failed computation is not kept: the next caller tries again.
    answer.catch(() => {
      if (this.#entries.get(key) === entry) this.#remove(key);
    });
    while (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
    return answer;
  }

  /**
   * The answer kept for `key` when it is computed and still fresh (the same bound and invalidation as
   * `get`); undefined otherwise, and then the caller takes the route's ordinary path.
   */
  peek(key: string): CachedAnswer<unknown> | undefined {
    const found = this.#entries.get(key);
    if (!found?.ready || found.expiresAt <= this.now()) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.ready;
  }

  /**
   * Notes that a visitor's `url`, read in `language`, was answered from `key` by the route `route`
   * (sendCached does). Per language: a challenge's words differ by reader (decision 0058).
   */
  remember(url: string, route: string, key: string, language: LanguageCode = defaultLanguage): void {
    const target = `${language} ${url}`;
    if (this.#urls.get(target)?.key === key) return;
    this.#urls.set(target, { route, key });
    // Bounded like the entries: the oldest request target first out.
    if (this.#urls.size > maxEntries * 2) {
      const oldest = this.#urls.keys().next().value;
      if (oldest !== undefined) this.#urls.delete(oldest);
    }
  }

  /** The route and key a visitor's `url` in `language` was answered from, if one was. */
  known(url: string, language: LanguageCode = defaultLanguage): KnownUrl | undefined {
    return this.#urls.get(`${language} ${url}`);
  }

  /** Drops every answer that depends on one of `topics` (all of them for `*`). */
  invalidate(topics: readonly string[]): void {
    if (topics.includes(anyChange)) {
      this.#entries.clear();
      this.#keysByTopic.clear();
      return;
    }
    for (const topic of topics) {
      const keys = this.#keysByTopic.get(topic);
      if (!keys) continue;
      for (const key of [...keys]) this.#remove(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  close(): void {
    this.#stop();
    this.#entries.clear();
    this.#keysByTopic.clear();
    this.#urls.clear();
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const topic of entry.topics) {
      const keys = this.#keysByTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTopic.delete(topic);
    }
  }
}

function prepare<Value>(
  cache: PublicCache,
  key: string,
  value: Value,
  previous?: CachedAnswer<unknown>,
): CachedAnswer<Value> {
  const text = JSON.stringify(value);
  if (previous?.text === text) return { ...previous, key, cache, value };
  const body = Buffer.from(text);
  const large = body.length >= compressAbove;
  return {
    key,
    cache,
    value,
    text,
    body,
    br: large ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : undefined,
    gzip: large ? gzipSync(body, { level: 9 }) : undefined,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** The Cache-Control of an answer every visitor shares. */
export const publicCacheControl = `public, max-age=0, s-maxage=${sharedCacheSeconds}, must-revalidate`;
/**
 * Signed-in answers differ (their flags), so shared caches key on Authorization too; challenges' words
 * follow the reader's language (the cookie, else Accept-Language: decision 0058).
 */
export const publicVary = 'Accept-Encoding, Accept-Language, Authorization, Cookie';

/** True when the request's If-None-Match names this ETag (or `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  return ifNoneMatchNames(request.headers['if-none-match'], etag);
}

/** True when an If-None-Match header value names this ETag (or `*`). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a cached answer to a visitor: 304 when their copy is current, otherwise the stored bytes in
 * the best encoding they accept, with an ETag and a Cache-Control a CDN can honour.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<unknown>) {
  // The next visitor asking for the same target may be answered by the fast path (public-fast-path.ts).
  if (request.method === 'GET' && request.routeOptions.url) {
    answer.cache.remember(request.url, request.routeOptions.url, answer.key, readerLanguage(request));
  }
  reply.header('etag', answer.etag).header('cache-control', publicCacheControl).header('vary', publicVary);
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  reply.type(jsonType);
  const encoding = chooseEncoding(answer, request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.text);
}

export const jsonType = 'application/json; charset=utf-8';

/** The stored form a request gets: brotli or gzip when it accepts them and the answer has them. */
export function chooseEncoding(
  answer: CachedAnswer<unknown>,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity' {
  const accepted = acceptEncoding ?? '';
  if (answer.br && /\bbr\b/.test(accepted)) return 'br';
  if (answer.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
