import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { emptyWallet, walletMachine } from './wallet.machine';
import type { WalletBalances } from './wallet.machine';

const balances: WalletBalances = {
  gCoinsAvailable: 6,
  crystalsAvailable: 1375,
  referralRewardClaimed: false,
};

function start(loggedIn: boolean, answers: (() => Promise<WalletBalances>)[] = []) {
  let loads = 0;
  const machine = walletMachine.provide({
    actors: {
      loadWallet: fromPromise(async () => {
        const answer = answers[loads] ?? (async () => balances);
        loads += 1;
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input: { loggedIn } }).start(), loads: () => loads };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<WalletBalances>(() => {});
const failing = async (): Promise<WalletBalances> => {
  throw { status: 500 };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wallet (spec §4 Wallet)', () => {
  it('signed in: loading at start, balances at 0, no gift offered yet', () => {
    const { actor, loads } = start(true, [never]);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { balances: emptyWallet, error: false, loggedIn: true },
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(emptyWallet).toEqual({ gCoinsAvailable: 0, crystalsAvailable: 0, referralRewardClaimed: true });
    expect(loads()).toBe(1);
  });

  it('signed out: signedOut at start, loading nothing', () => {
    const { actor, loads } = start(false);
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { balances: emptyWallet } });
    expect(loads()).toBe(0);
  });

  it('loading → ready with the balances', async () => {
    const { actor } = start(true);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { balances, error: false } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('loading keeps only the wallet fields of the answer', async () => {
    const { actor } = start(true, [async () => ({ ...balances, extra: 1 }) as WalletBalances]);
    await settle();
    expect(actor.getSnapshot().context.balances).toEqual(balances);
  });

  it('keeps whether a first purchase would still be doubled (the special offer asks, issue 34)', async () => {
    const { actor } = start(true, [async () => ({ ...balances, firstPurchaseBonusAvailable: false })]);
    await settle();
    expect(actor.getSnapshot().context.balances).toEqual({ ...balances, firstPurchaseBonusAvailable: false });
  });

  it('loading → ready with balances 0 and the error flag on failure', async () => {
    const { actor } = start(true, [async () => balances, failing]);
    await settle();
    actor.send({ type: 'wallet.refresh' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { balances: emptyWallet, error: true },
    });
  });

  it('ready → loading on wallet.refresh, keeping the balances shown until the answer', async () => {
    const { actor, loads } = start(true, [async () => balances, never]);
    await settle();
    actor.send({ type: 'wallet.refresh' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { balances } });
    expect(loads()).toBe(2);
  });

  it('a successful reload clears the error flag', async () => {
    const { actor } = start(true, [failing, async () => balances]);
    await settle();
    expect(actor.getSnapshot().context.error).toBe(true);
    actor.send({ type: 'wallet.refresh' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { balances, error: false } });
  });

  it('loading: wallet.refresh restarts the load, and only the newer answer counts', async () => {
    let resolveFirst: (value: WalletBalances) => void = () => {};
    const first = () => new Promise<WalletBalances>((resolve) => (resolveFirst = resolve));
    const newer = { ...balances, gCoinsAvailable: 12 };
    const { actor, loads } = start(true, [first, async () => newer]);
    actor.send({ type: 'wallet.refresh' });
    expect(loads()).toBe(2);
    await settle();
    resolveFirst(balances);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { balances: newer } });
  });

  it('signedOut ignores wallet.refresh', () => {
    const { actor, loads } = start(false);
    actor.send({ type: 'wallet.refresh' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(loads()).toBe(0);
  });

  it('signedOut → loading on auth.changed to logged in', async () => {
    const { actor, loads } = start(false);
    actor.send({ type: 'auth.changed', loggedIn: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { loggedIn: true } });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { balances } });
    expect(loads()).toBe(1);
  });

  it('ready → loading on auth.changed, forgetting the previous balances', async () => {
    const { actor, loads } = start(true, [async () => balances, never]);
    await settle();
    actor.send({ type: 'auth.changed', loggedIn: true });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { balances: emptyWallet, error: false },
    });
    expect(loads()).toBe(2);
  });

  it('loading: auth.changed to logged in restarts the load', () => {
    const { actor, loads } = start(true, [never, never]);
    actor.send({ type: 'auth.changed', loggedIn: true });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads()).toBe(2);
  });

  it.each(['loading', 'ready'] as const)(
    '%s → signedOut on auth.changed to logged out, balances 0',
    async (from) => {
      const { actor } = start(true, [from === 'loading' ? never : async () => balances]);
      await settle();
      expect(actor.getSnapshot().value).toBe(from);
      actor.send({ type: 'auth.changed', loggedIn: false });
      expect(actor.getSnapshot()).toMatchObject({
        value: 'signedOut',
        context: { balances: emptyWallet, error: false, loggedIn: false },
      });
    },
  );

  it('a load answering after logout is dropped', async () => {
    let resolveLoad: (value: WalletBalances) => void = () => {};
    const { actor } = start(true, [() => new Promise<WalletBalances>((resolve) => (resolveLoad = resolve))]);
    actor.send({ type: 'auth.changed', loggedIn: false });
    resolveLoad(balances);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { balances: emptyWallet } });
  });
});
