// Live leaderboards, the client (decision 0033): a fake EventSource stands in for the browser's, fake
// timers for the clock. Events call onChange; a reconnect refetches once; a stream the browser gave up
// on (the server's 503) falls back to polling every 15 s and tries the stream again every minute;
// without EventSource it polls; the unsubscribe stops everything.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePollMs } from '@arena/contract';
import { createApiClient } from './client';
import { createLiveUpdates, type EventSourceLike } from './live';

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly #listeners = new Map<string, (() => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: () => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string): void {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }

  /** The connection failed: `retrying` as after a drop (CONNECTING), else given up (CLOSED, e.g. a 503). */
  fail(retrying: boolean): void {
    this.readyState = retrying ? 0 : 2;
    this.emit('error');
  }
}

const base = 'https://arena.test';
const challengeId = '6f1c5b0e-0000-4000-8000-000000000001';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('subscribeChallenge / subscribeLeaderboard', () => {
  it('opens the stream and calls onChange once per "changed" event, not for the first open; unsubscribe closes it', () => {
    const live = createLiveUpdates({ baseUrl: base, EventSource: FakeEventSource });
    const onChange = vi.fn();
    const unsubscribe = live.subscribeChallenge(challengeId, onChange);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      `${base}/api/challenge/${challengeId}/live`,
    ]);
    const [source] = FakeEventSource.opened as [FakeEventSource];
    source.emit('open');
    expect(onChange).not.toHaveBeenCalled();
    source.emit('changed');
    source.emit('changed');
    expect(onChange).toHaveBeenCalledTimes(2);
    // Other event names say nothing.
    source.emit('message');
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    expect(source.closed).toBe(true);
    source.emit('changed');
    vi.advanceTimersByTime(10 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('refetches once when a dropped stream reconnects, and does not poll while the browser reconnects', () => {
    const live = createLiveUpdates({ baseUrl: base, EventSource: FakeEventSource });
    const onChange = vi.fn();
    live.subscribeLeaderboard(onChange);
    const [source] = FakeEventSource.opened as [FakeEventSource];
    expect(source.url).toBe(`${base}/api/public/leaderboard/live`);
    source.emit('open');
    source.fail(true);
    vi.advanceTimersByTime(2 * livePollMs);
    expect(onChange).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(1);
    source.emit('open');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('polls every 15 s when the server refuses the stream (503), and tries the stream again every fourth tick', () => {
    expect(livePollMs).toBe(15_000);
    const live = createLiveUpdates({ baseUrl: base, EventSource: FakeEventSource });
    const onChange = vi.fn();
    const unsubscribe = live.subscribeChallenge(challengeId, onChange);
    const [refused] = FakeEventSource.opened as [FakeEventSource];
    refused.fail(false);
    expect(refused.closed).toBe(true);

    vi.advanceTimersByTime(livePollMs - 1);
    expect(onChange).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(FakeEventSource.opened).toHaveLength(1);
    // The fourth tick refetches and opens the stream again; no polling while it connects.
    vi.advanceTimersByTime(livePollMs);
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(3 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(4);

    // Refused again: back to polling.
    const second = FakeEventSource.opened[1]!;
    second.fail(false);
    vi.advanceTimersByTime(livePollMs);
    expect(onChange).toHaveBeenCalledTimes(5);
    // Accepted at the next try: the stream's open refetches (polling missed nothing it would not).
    vi.advanceTimersByTime(3 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(8);
    const third = FakeEventSource.opened[2]!;
    third.emit('open');
    expect(onChange).toHaveBeenCalledTimes(9);
    third.emit('changed');
    expect(onChange).toHaveBeenCalledTimes(10);
    vi.advanceTimersByTime(5 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(10);

    unsubscribe();
    expect(third.closed).toBe(true);
  });

  it('polls without EventSource and never opens a stream; unsubscribe stops the timer', () => {
    const live = createLiveUpdates({ baseUrl: base, EventSource: undefined });
    const onChange = vi.fn();
    const unsubscribe = live.subscribeLeaderboard(onChange);
    vi.advanceTimersByTime(8 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(8);
    unsubscribe();
    vi.advanceTimersByTime(8 * livePollMs);
    expect(onChange).toHaveBeenCalledTimes(8);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the global EventSource when none is given, and the polling interval when there is none', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      const onChange = vi.fn();
      createLiveUpdates({ baseUrl: base }).subscribeLeaderboard(onChange);
      expect(FakeEventSource.opened).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
    const onChange = vi.fn();
    createLiveUpdates({ baseUrl: base, pollMs: 1_000 }).subscribeLeaderboard(onChange);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(3_000);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('is part of the API client', () => {
    const client = createApiClient({ baseUrl: base, EventSource: FakeEventSource });
    const onChange = vi.fn();
    const unsubscribe = client.subscribeChallenge(challengeId, onChange);
    const [source] = FakeEventSource.opened as [FakeEventSource];
    expect(source.url).toBe(`${base}/api/challenge/${challengeId}/live`);
    source.emit('changed');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(source.closed).toBe(true);
  });
});
