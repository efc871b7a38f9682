import { timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { disconnectMachine } from './disconnect.machine';
import type { DisconnectOutput } from './disconnect.machine';

type Fakes = {
  disconnect?: (input: { gameType: string; reason: string }) => Promise<DisconnectOutput>;
  refresh?: () => Promise<unknown>;
};

function start(remainingDisconnections = 3, fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = disconnectMachine.provide({
    actors: {
      disconnectAccount: fromPromise(async ({ input }) => {
        calls.push(`disconnect ${input.gameType}: ${input.reason}`);
        return (fakes.disconnect ?? (async () => ({ remainingDisconnections: 2 })))(input);
      }),
      refreshLists: fromPromise(async () => {
        calls.push('refresh');
        return (fakes.refresh ?? (async () => undefined))();
      }),
    },
  });
  return { actor: createActor(machine, { input: { remainingDisconnections } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const select = { type: 'account.select', gameType: 'Valorant', canDisconnect: true } as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('disconnect (spec §4 Game disconnect, §5 Disconnect reason)', () => {
  it('starts idle with the remaining count and an empty counter', () => {
    expect(start(3).actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { remainingDisconnections: 3, gameType: null, reason: '', counter: { count: 0, max: 500 } },
    });
  });

  it('idle → confirming on account.select', () => {
    const { actor } = start();
    actor.send(select);
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { gameType: 'Valorant' } });
  });

  it('idle stays idle when no disconnections remain', () => {
    const { actor } = start(0);
    actor.send(select);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('idle stays idle for an account that cannot disconnect', () => {
    const { actor } = start(3);
    actor.send({ ...select, canDisconnect: false });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('remaining.sync updates the count (and so whether select opens the dialog)', () => {
    const { actor } = start(0);
    actor.send({ type: 'remaining.sync', remainingDisconnections: 1 });
    actor.send(select);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { remainingDisconnections: 1 },
    });
  });

  it('confirming: reason.change keeps the text and the counter', () => {
    const { actor } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'new phone' });
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'new phone',
      counter: { count: 9, max: 500, remaining: 491, over: false },
    });
  });

  it.each(['', '   \n '])('confirming: a blank reason (%j) is required', (value) => {
    const { actor, calls } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value });
    actor.send({ type: 'disconnect.confirm' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { fieldErrors: { reason: { messageKey: 'validation.disconnect.reasonRequired' } } },
    });
    expect(calls).toEqual([]);
  });

  it('confirming: a reason over 500 characters is too long, the counter shows over', () => {
    const { actor, calls } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'x'.repeat(501) });
    expect(actor.getSnapshot().context.counter).toMatchObject({ count: 501, over: true });
    actor.send({ type: 'disconnect.confirm' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      reason: { messageKey: 'validation.disconnect.reasonTooLong', params: { count: 500 } },
    });
    expect(calls).toEqual([]);
  });

  it('confirming: typing clears the field error', () => {
    const { actor } = start();
    actor.send(select);
    actor.send({ type: 'disconnect.confirm' });
    actor.send({ type: 'reason.change', value: 'a' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('confirming → idle on dialog.cancel, clearing the dialog', () => {
    const { actor, calls } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'bye' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { gameType: null, reason: '' } });
    expect(calls).toEqual([]);
  });

  it('confirming → disconnecting with the trimmed reason (exactly 500 passes)', () => {
    const { actor, calls } = start(3, { disconnect: never });
    actor.send(select);
    actor.send({ type: 'reason.change', value: ` ${'y'.repeat(500)} ` });
    actor.send({ type: 'disconnect.confirm' });
    expect(actor.getSnapshot().value).toBe('disconnecting');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([`disconnect Valorant: ${'y'.repeat(500)}`]);
  });

  it('disconnecting → refreshing → done with the new remaining count', async () => {
    const { actor, calls } = start(3, { refresh: never });
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'new account' });
    actor.send({ type: 'disconnect.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refreshing',
      context: { remainingDisconnections: 2 },
    });
    expect(calls).toEqual(['disconnect Valorant: new account', 'refresh']);
  });

  it('without a server count the remaining count drops by one; a failed reload still ends done', async () => {
    const { actor } = start(3, {
      disconnect: async () => undefined,
      refresh: async () => Promise.reject(new Error('offline')),
    });
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'r' });
    actor.send({ type: 'disconnect.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { remainingDisconnections: 2 } });
  });

  it('done → idle after 5 s (timersMs.disconnectSuccessMessage)', async () => {
    const { actor } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'r' });
    actor.send({ type: 'disconnect.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    await vi.advanceTimersByTimeAsync(timersMs.disconnectSuccessMessage - 1);
    expect(actor.getSnapshot().value).toBe('done');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { gameType: null, reason: '' } });
  });

  it('done → confirming on another account.select', async () => {
    const { actor } = start();
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'r' });
    actor.send({ type: 'disconnect.confirm' });
    await settle();
    actor.send({ type: 'account.select', gameType: 'Steam', canDisconnect: true });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { gameType: 'Steam', reason: '' },
    });
  });

  it.each([
    [{ serverMessage: 'Reconnection locked' }, { serverMessage: 'Reconnection locked' }],
    [new Error('x'), { messageKey: 'errors.fallback.disconnectGameAccount' }],
  ])('disconnecting → confirming with the error in the dialog', async (failure, error) => {
    const { actor, calls } = start(3, { disconnect: async () => Promise.reject(failure) });
    actor.send(select);
    actor.send({ type: 'reason.change', value: 'r' });
    actor.send({ type: 'disconnect.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { error, reason: 'r', remainingDisconnections: 3 },
    });
    expect(calls).toEqual(['disconnect Valorant: r']);
  });
});
