// Live leaderboards (docs/decisions/0033-live-leaderboards.md): Server-Sent Event streams that say
// "changed" when the change feed announces the topic a stream follows. One hub per instance holds ONE
// feed subscription, every open stream (counted here, and only here, against the cap), and a map from
// topic to its streams. A stream sends at most one event per `minGapMs` (announcements in between are
// gathered), a comment every `heartbeatMs`, and is forgotten the moment its connection closes.
import type { ServerResponse } from 'node:http';
import { liveEventName, liveHeartbeatMs, liveMinGapMs, liveRetryMs } from '@arena/contract';
import { anyChange, type ChangeFeed } from '../db/change-feed';
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../http/metrics';

/** Open streams one instance holds at most; the next asks answer 503 and the client polls. */
export const maxLiveStreams = 2_000;

/** For operators (/metrics): how close this instance is to its cap, and how often it was full. */
export const liveStreamsOpen = new Gauge({
  name: 'arena_live_streams',
  help: 'Live leaderboard streams (Server-Sent Events) open on this instance; at most 2,000 (decision 0033)',
  registers: [metricsRegistry],
});
export const liveStreamsRefused = new Counter({
  name: 'arena_live_streams_refused_total',
  help: 'Live leaderboard streams refused with 503 because the instance held its maximum (clients poll instead)',
  registers: [metricsRegistry],
});

export interface LiveHubOptions {
  maxStreams?: number;
  minGapMs?: number;
  heartbeatMs?: number;
}

/** The headers of a stream: no buffering by nginx, no caching or rewriting by a CDN. */
export const liveStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

class LiveStream {
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #pending: NodeJS.Timeout | undefined;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(
    readonly topic: string,
    readonly response: ServerResponse,
    private readonly minGapMs: number,
    heartbeatMs: number,
  ) {
    this.#heartbeat = setInterval(() => this.#write(': heartbeat\n\n'), heartbeatMs);
    this.#heartbeat.unref();
  }

  /** The topic was announced: an event now, or at the end of the current gap. */
  changed(announced: string): void {
    if (this.#pending) return;
    const wait = this.#lastSentAt + this.minGapMs - performance.now();
    if (wait <= 0) {
      this.#send(announced);
      return;
    }
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      this.#send(announced);
    }, wait);
    this.#pending.unref();
  }

  #send(announced: string): void {
    this.#lastSentAt = performance.now();
    this.#write(`event: ${liveEventName}\ndata: ${JSON.stringify({ topic: announced })}\n\n`);
  }

  #write(text: string): void {
    if (!this.response.writableEnded && !this.response.destroyed) this.response.write(text);
  }

  stop(): void {
    clearInterval(this.#heartbeat);
    if (this.#pending) clearTimeout(this.#pending);
    this.#pending = undefined;
  }
}

export class LiveHub {
  readonly maxStreams: number;
  readonly #minGapMs: number;
  readonly #heartbeatMs: number;
  readonly #byTopic = new Map<string, Set<LiveStream>>();
  #count = 0;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly changes: ChangeFeed,
    options: LiveHubOptions = {},
  ) {
    this.maxStreams = options.maxStreams ?? maxLiveStreams;
    this.#minGapMs = options.minGapMs ?? liveMinGapMs;
    this.#heartbeatMs = options.heartbeatMs ?? liveHeartbeatMs;
  }

  /** Streams open now on this instance. */
  get size(): number {
    return this.#count;
  }

  get full(): boolean {
    return this.#count >= this.maxStreams;
  }

  /**
   * Starts a stream on `response` (whose headers are not sent yet) that follows `topic`. The caller has
   * checked `full`. The stream ends when the connection closes or the hub closes.
   */
  open(topic: string, response: ServerResponse): void {
    this.#unsubscribe ??= this.changes.subscribe((topics) => this.#announce(topics));
    const stream = new LiveStream(topic, response, this.#minGapMs, this.#heartbeatMs);
    let streams = this.#byTopic.get(topic);
    if (!streams) this.#byTopic.set(topic, (streams = new Set()));
    streams.add(stream);
    this.#count += 1;
    liveStreamsOpen.inc();
    response.socket?.setNoDelay(true);
    response.socket?.setTimeout(0);
    response.writeHead(200, liveStreamHeaders);
    response.write(`retry: ${liveRetryMs}\n\n`);
    let closed = false;
    const forget = () => {
      if (closed) return;
      closed = true;
      stream.stop();
      this.#count -= 1;
      liveStreamsOpen.dec();
      const following = this.#byTopic.get(topic);
      following?.delete(stream);
      if (following?.size === 0) this.#byTopic.delete(topic);
    };
    response.once('close', forget);
    response.once('error', forget);
  }

  #announce(topics: readonly string[]): void {
    if (topics.includes(anyChange)) {
      for (const streams of this.#byTopic.values()) for (const stream of streams) stream.changed(anyChange);
      return;
    }
    for (const topic of topics) {
      const streams = this.#byTopic.get(topic);
      if (streams) for (const stream of streams) stream.changed(topic);
    }
  }

  /** Ends every stream (shutdown: the server's close would otherwise wait on them) and leaves the feed. */
  close(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    for (const streams of [...this.#byTopic.values()]) {
      for (const stream of [...streams]) stream.response.end();
    }
  }
}
