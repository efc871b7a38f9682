import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { canExchange, exchangeMachine } from './exchange.machine';
import type { ExchangeOutput } from './exchange.machine';

type Fakes = {
  exchange?: (input: { gCoins: number; crystals: number }) => Promise<ExchangeOutput | undefined>;
  refresh?: () => Promise<unknown>;
};

function start(crystals: number, fakes: Fakes = {}) {
  const calls: string[] = [];
  const logged: unknown[] = [];
  const machine = exchangeMachine.provide({
    actions: { logFailure: (_, params) => logged.push(params.error) },
    actors: {
      exchangeCrystals: fromPromise(async ({ input }) => {
        calls.push(`exchange ${input.gCoins} for ${input.crystals}`);
        return (fakes.exchange ?? (async () => ({ transactionId: 'tx-3', crystalsAvailable: 100 })))(input);
      }),
      refreshWallet: fromPromise(async () => {
        calls.push('refresh');
        return (fakes.refresh ?? (async () => undefined))();
      }),
    },
  });
  return { actor: createActor(machine, { input: { crystals } }).start(), calls, logged };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('canExchange (spec §5, §9: 275 crystals per GCoin)', () => {
  it('needs the crystal cost of whole, positive GCoins', () => {
    expect(canExchange(275, 1)).toBe(true);
    expect(canExchange(274, 1)).toBe(false);
    expect(canExchange(825, 3)).toBe(true);
    expect(canExchange(824, 3)).toBe(false);
    expect(canExchange(10_000, 0)).toBe(false);
    expect(canExchange(10_000, -1)).toBe(false);
    expect(canExchange(10_000, 1.5)).toBe(false);
  });
});

describe('exchange (spec §2 Store, §5, §8)', () => {
  it('starts idle with the crystals of the wallet', () => {
    expect(start(900).actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { crystals: 900, gCoins: null, disabled: false, transactionId: null },
    });
  });

  it('idle → confirming on exchange.request when the crystals pay for it', () => {
    const { actor, calls } = start(825);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { gCoins: 3, disabled: false },
    });
    expect(calls).toEqual([]);
  });

  it('idle stays idle with disabled set when the crystals are short (824 for 3 GCoins)', () => {
    const { actor } = start(824);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { gCoins: 3, disabled: true } });
  });

  it('idle: a request that fits clears disabled', () => {
    const { actor } = start(300);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'exchange.request', gCoins: 1 });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { gCoins: 1, disabled: false },
    });
  });

  it('idle: wallet.sync updates the crystals and the disabled flag of the chosen pack', () => {
    const { actor } = start(300);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'wallet.sync', crystals: 900 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { crystals: 900, disabled: false } });
    actor.send({ type: 'wallet.sync', crystals: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ crystals: 10, disabled: true });
  });

  it('idle ignores confirm, cancel and dismiss', () => {
    const { actor, calls } = start(900);
    for (const type of ['exchange.confirm', 'exchange.cancel', 'exchange.dismiss'] as const)
      actor.send({ type });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirming → idle on exchange.cancel, exchanging nothing', () => {
    const { actor, calls } = start(900);
    actor.send({ type: 'exchange.request', gCoins: 1 });
    actor.send({ type: 'exchange.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirming → idle with disabled when a wallet reload leaves too few crystals', () => {
    const { actor } = start(900);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'wallet.sync', crystals: 800 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { crystals: 800, disabled: true } });
  });

  it('confirming stays open when a wallet reload still pays for it', () => {
    const { actor } = start(900);
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'wallet.sync', crystals: 825 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { crystals: 825 } });
  });

  it('confirming → exchanging on exchange.confirm, sending the GCoins and their crystal cost', () => {
    const { actor, calls } = start(900, { exchange: never });
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'exchange.confirm' });
    expect(actor.getSnapshot().value).toBe('exchanging');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['exchange 3 for 825']);
  });

  it('exchanging ignores cancel and a new request', () => {
    const { actor, calls } = start(900, { exchange: never });
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'exchange.confirm' });
    actor.send({ type: 'exchange.cancel' });
    actor.send({ type: 'exchange.request', gCoins: 1 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'exchanging', context: { gCoins: 3 } });
    expect(calls).toHaveLength(1);
  });

  it('exchanging → refreshingWallet with the transaction and the crystals the server reports', async () => {
    const { actor, calls } = start(900, { refresh: never });
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'exchange.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refreshingWallet',
      context: { transactionId: 'tx-3', crystals: 100, disabled: true },
    });
    expect(calls).toEqual(['exchange 3 for 825', 'refresh']);
  });

  it('exchanging: without a server balance the crystal cost is taken off locally', async () => {
    const { actor } = start(900, { exchange: async () => undefined });
    actor.send({ type: 'exchange.request', gCoins: 1 });
    actor.send({ type: 'exchange.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'success',
      context: { crystals: 625, transactionId: null, disabled: false },
    });
  });

  it('refreshingWallet → success, also when the reload fails', async () => {
    for (const refresh of [async () => undefined, async () => Promise.reject(new Error('offline'))]) {
      const { actor } = start(900, { refresh });
      actor.send({ type: 'exchange.request', gCoins: 3 });
      actor.send({ type: 'exchange.confirm' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { transactionId: 'tx-3' } });
      expect(isSubmitting(actor.getSnapshot())).toBe(false);
    }
  });

  it('exchanging → error on failure: logged, no message kept (spec §8), wallet not refreshed', async () => {
    const failure = { serverMessage: 'Not enough crystals' };
    const { actor, calls, logged } = start(900, {
      exchange: async () => {
        throw failure;
      },
    });
    actor.send({ type: 'exchange.request', gCoins: 3 });
    actor.send({ type: 'exchange.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { crystals: 900, gCoins: 3, disabled: false, transactionId: null },
    });
    expect(actor.getSnapshot().context).not.toHaveProperty('error');
    expect(logged).toEqual([failure]);
    expect(calls).toEqual(['exchange 3 for 825']);
  });

  it.each(['success', 'error'] as const)('%s → idle on exchange.dismiss', async (end) => {
    const { actor } = start(900, {
      exchange: end === 'success' ? undefined : async () => Promise.reject(new Error('boom')),
    });
    actor.send({ type: 'exchange.request', gCoins: 1 });
    actor.send({ type: 'exchange.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe(end);
    actor.send({ type: 'exchange.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each(['success', 'error'] as const)(
    '%s → confirming on an affordable request, idle with disabled otherwise',
    async (end) => {
      const { actor } = start(900, {
        exchange:
          end === 'success' ? async () => ({ crystalsAvailable: 625 }) : async () => Promise.reject(0),
      });
      actor.send({ type: 'exchange.request', gCoins: 1 });
      actor.send({ type: 'exchange.confirm' });
      await settle();
      actor.send({ type: 'exchange.request', gCoins: 10 });
      expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { gCoins: 10, disabled: true } });
      actor.send({ type: 'exchange.confirm' });
      actor.send({ type: 'exchange.request', gCoins: 1 });
      expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { gCoins: 1 } });

      const again = start(900, {
        exchange:
          end === 'success' ? async () => ({ crystalsAvailable: 625 }) : async () => Promise.reject(0),
      });
      again.actor.send({ type: 'exchange.request', gCoins: 1 });
      again.actor.send({ type: 'exchange.confirm' });
      await settle();
      again.actor.send({ type: 'exchange.request', gCoins: 2 });
      expect(again.actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { gCoins: 2 } });
    },
  );
});
