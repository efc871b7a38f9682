import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { scoringBreakdownMachine } from './scoring-breakdown.machine';

type Answer = () => Promise<string>;

function start(answers: Answer[], refreshMs = 1000) {
  let calls = 0;
  const machine = scoringBreakdownMachine<string>().provide({
    actors: {
      loadBreakdown: fromPromise(async () => {
        const answer = answers[calls];
        calls += 1;
        if (!answer) throw new Error('unexpected load');
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { refreshMs } }).start();
  return { actor, calls: () => calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scoring breakdown (issue 16: transparent scoring)', () => {
  it('loads when opened: loading, then ready with the answer', async () => {
    const { actor, calls } = start([async () => 'first']);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'retry' }); // nothing to retry while closed
    expect(calls()).toBe(0);
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ data: 'first', error: null, refreshMs: 1000 });
  });

  it('fails with the server’s words and loads again on retry', async () => {
    const { actor, calls } = start([
      async () => {
        throw { serverMessage: 'Database unavailable' };
      },
      async () => 'second',
    ]);
    actor.send({ type: 'open' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Database unavailable' });
    await vi.advanceTimersByTimeAsync(5000); // a failed load does not refresh by itself
    expect(calls()).toBe(1);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ data: 'second', error: null });
  });

  it('says it cannot connect when the failure has no words', async () => {
    const { actor } = start([
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    actor.send({ type: 'open' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });

  it('refreshes every interval while open, keeping what it shows when a refresh fails', async () => {
    const { actor, calls } = start([
      async () => 'one',
      async () => 'two',
      async () => {
        throw { serverMessage: 'Database unavailable' };
      },
      async () => 'four',
    ]);
    actor.send({ type: 'open' });
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toBe('two');
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      data: 'two',
      error: { serverMessage: 'Database unavailable' },
    });
    actor.send({ type: 'refresh' }); // asked by hand
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('two');
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ data: 'four', error: null });
    expect(calls()).toBe(4);
  });

  it('stops refreshing when closed, and opening again starts afresh', async () => {
    const { actor, calls } = start([async () => 'one', async () => 'again']);
    actor.send({ type: 'open' });
    await settle();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toBe(1);
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context.data).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.data).toBe('again');
  });

  it('refreshes every minute unless told otherwise', () => {
    const actor = createActor(scoringBreakdownMachine<string>(), { input: {} }).start();
    expect(actor.getSnapshot().context.refreshMs).toBe(60_000);
  });
});
