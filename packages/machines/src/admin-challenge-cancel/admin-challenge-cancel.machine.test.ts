import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminChallengeCancelMachine } from './admin-challenge-cancel.machine';
import type { ChallengeCancelResult } from './admin-challenge-cancel.machine';

const cup = { id: 'c-1', title: 'Weekend cup' };
const refunded = { data: { refundedPlayers: 3, refundedGCoins: 3 } };

function start(cancel?: (input: { id: string; reason: string }) => Promise<{ data: ChallengeCancelResult }>) {
  const calls: string[] = [];
  const machine = adminChallengeCancelMachine.provide({
    actions: { reloadList: () => calls.push('reloadList') },
    actors: {
      cancelChallenge: fromPromise(async ({ input }) => {
        calls.push(`cancel ${input.id} ${input.reason}`);
        return (cancel ?? (async () => refunded))(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin challenge cancel (issue 12: refund every fee exactly once)', () => {
  it('idle ignores submit and close; open → reasoning with the challenge', () => {
    const { actor, calls } = start();
    actor.send({ type: 'submit', reason: 'Server outage' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'open', challenge: cup });
    expect(actor.getSnapshot().value).toBe('reasoning');
    expect(actor.getSnapshot().context).toEqual({ challenge: cup, reason: null, result: null, error: null });
    expect(calls).toEqual([]);
  });

  it('an empty reason is not sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'submit', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    expect(calls).toEqual([]);
  });

  it('reasoning → close → idle, the context emptied', () => {
    const { actor } = start();
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { challenge: null, reason: null, result: null, error: null },
    });
  });

  it('reasoning → cancelling (busy) with the trimmed reason; a double press cancels once', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'submit', reason: ' Server outage ' });
    actor.send({ type: 'submit', reason: 'again' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual(['cancel c-1 Server outage']);
  });

  it('cancelling → cancelled with the refund count; the list reloads once', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'submit', reason: 'Server outage' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.result).toEqual({ refundedPlayers: 3, refundedGCoins: 3 });
    expect(calls).toEqual(['cancel c-1 Server outage', 'reloadList']);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('cancelling → failed with the server’s words; retry sends the same reason; dismiss goes back to the reason', async () => {
    const answers = [
      async () => Promise.reject({ serverMessage: 'This challenge has finished and cannot be cancelled.' }),
      async () => Promise.reject(new Error('down')),
      async () => ({ data: { refundedPlayers: 0, refundedGCoins: 0 } }),
    ];
    const { actor, calls } = start(() => answers.shift()!());
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'submit', reason: 'Outage' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      serverMessage: 'This challenge has finished and cannot be cancelled.',
    });
    expect(calls).toEqual(['cancel c-1 Outage']);
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', reason: 'Outage 2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.result).toEqual({ refundedPlayers: 0, refundedGCoins: 0 });
    expect(calls).toEqual(['cancel c-1 Outage', 'cancel c-1 Outage', 'cancel c-1 Outage 2', 'reloadList']);
  });

  it('a 401 ends in unauthorized', async () => {
    const { actor } = start(async () => Promise.reject({ messageKey: 'errors.auth.sessionExpired' }));
    actor.send({ type: 'open', challenge: cup });
    actor.send({ type: 'submit', reason: 'Outage' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
  });
});
