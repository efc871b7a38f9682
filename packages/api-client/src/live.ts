// Live leaderboards, the browser's side (docs/decisions/0033-live-leaderboards.md): an EventSource on
// the server's stream calls `onChange` for each `changed` event, and once more when a dropped stream
// comes back (what was said meanwhile was missed). Without EventSource, or when the stream fails for
// good (the server's 503 when full: EventSource gives up on any answer but 200), `onChange` runs every
// `livePollMs` instead, and every `livePollTicksBeforeRetry` ticks the stream is tried again.
// `onChange` is the page's reload: the events carry no data, the page refetches its cached read.
import {
  liveChallengePath,
  liveEventName,
  liveLeaderboardPath,
  livePollMs,
  livePollTicksBeforeRetry,
} from '@arena/contract';

/** What the client needs of the browser's EventSource (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export type EventSourceConstructor = new (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const closedState = 2;

export interface LiveUpdatesOptions {
  baseUrl: string;
  /** The browser's EventSource by default; absent (an old browser, the server render): polling. */
  EventSource?: EventSourceConstructor | undefined;
  /** How often to call `onChange` while polling. */
  pollMs?: number;
}

export type Unsubscribe = () => void;

export function createLiveUpdates(options: LiveUpdatesOptions) {
  const Source =
    'EventSource' in options
      ? options.EventSource
      : (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
  const pollMs = options.pollMs ?? livePollMs;

  function subscribe(path: string, onChange: () => void): Unsubscribe {
    const url = new URL(path, options.baseUrl).toString();
    let source: EventSourceLike | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let firstOpen = true;

    const stream = (Constructor: EventSourceConstructor) => {
      const opened = new Constructor(url);
      source = opened;
      opened.addEventListener('open', () => {
        // A reconnect (or the return from polling) may have missed events: refetch once.
        if (!firstOpen && !stopped) onChange();
        firstOpen = false;
      });
      opened.addEventListener(liveEventName, () => {
        if (!stopped) onChange();
      });
      opened.addEventListener('error', () => {
        // CONNECTING: the browser retries after the server's `retry:`. CLOSED: it gave up (503, 404).
        if (opened.readyState !== closedState || stopped || source !== opened) return;
        opened.close();
        source = undefined;
        poll();
      });
    };

    const poll = () => {
      // A stream that opens after polling refetches: a change between the last tick and its open is not lost.
      firstOpen = false;
      let ticks = 0;
      timer = setInterval(() => {
        if (stopped) return;
        onChange();
        ticks += 1;
        if (Source && ticks % livePollTicksBeforeRetry === 0) {
          clearInterval(timer);
          timer = undefined;
          stream(Source);
        }
      }, pollMs);
    };

    if (Source) stream(Source);
    else poll();

    return () => {
      stopped = true;
      source?.close();
      source = undefined;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
  }

  return {
    /** Calls `onChange` whenever the challenge's page (its leaderboard, players, status) changed. */
    subscribeChallenge: (challengeId: string, onChange: () => void): Unsubscribe =>
      subscribe(liveChallengePath(challengeId), onChange),
    /** Calls `onChange` whenever the public leaderboard changed. */
    subscribeLeaderboard: (onChange: () => void): Unsubscribe => subscribe(liveLeaderboardPath, onChange),
  };
}
