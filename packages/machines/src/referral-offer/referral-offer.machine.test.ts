import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isOfferDialogOpen, referralOfferMachine, showGiftButton } from './referral-offer.machine';
import type { ReferralOfferInput } from './referral-offer.machine';

const unclaimed: ReferralOfferInput = { claimed: false, remindLater: false, neverShow: false };

function start(input: ReferralOfferInput = unclaimed, claim?: () => Promise<unknown>) {
  const calls: string[] = [];
  const machine = referralOfferMachine.provide({
    actions: {
      rememberRemindLater: () => calls.push('rememberRemindLater'),
      rememberNeverShow: () => calls.push('rememberNeverShow'),
      refreshWallet: () => calls.push('refreshWallet'),
      goToStore: () => calls.push('goToStore'),
    },
    actors: {
      claimOffer: fromPromise(async () => {
        calls.push('claimOffer');
        return (claim ?? (async () => ({ status: 'success' })))();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const refused = { serverMessage: 'Special offer is not available' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('referral offer: start (spec §2 Navigation, §4 Referral reward offer)', () => {
  it('starts available with the gift button when unclaimed and no flag is set', () => {
    const { actor, calls } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('available');
    expect(snapshot.context).toEqual({ ...unclaimed, error: null });
    expect(showGiftButton(snapshot)).toBe(true);
    expect(isOfferDialogOpen(snapshot)).toBe(false);
    expect(calls).toEqual([]);
  });

  it.each([
    ['claimed', { ...unclaimed, claimed: true }],
    ['remind later', { ...unclaimed, remindLater: true }],
    ['never show', { ...unclaimed, neverShow: true }],
  ])('starts hidden when %s', (_why, input) => {
    const { actor } = start(input);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(showGiftButton(actor.getSnapshot())).toBe(false);
    expect(isOfferDialogOpen(actor.getSnapshot())).toBe(false);
  });
});

describe('referral offer: the dialog', () => {
  it('available → open on open', () => {
    const { actor } = start();
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(showGiftButton(actor.getSnapshot())).toBe(true);
    expect(isOfferDialogOpen(actor.getSnapshot())).toBe(true);
  });

  it('the dialog cannot be opened from hidden', () => {
    const { actor } = start({ ...unclaimed, neverShow: true });
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(isOfferDialogOpen(actor.getSnapshot())).toBe(false);
  });

  it('open → available on close: the button stays, no flag written', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(showGiftButton(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ ...unclaimed, error: null });
    expect(calls).toEqual([]);
  });

  it('open → hidden on remindLater, writing the session flag once', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'remindLater' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'hidden',
      context: { remindLater: true, neverShow: false, claimed: false },
    });
    expect(calls).toEqual(['rememberRemindLater']);
  });

  it('open → hidden on neverShow, writing the permanent flag once', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'neverShow' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'hidden',
      context: { remindLater: false, neverShow: true, claimed: false },
    });
    expect(calls).toEqual(['rememberNeverShow']);
  });

  it('remindLater and neverShow are dialog choices: ignored while only the button shows', () => {
    const { actor, calls } = start();
    actor.send({ type: 'remindLater' });
    actor.send({ type: 'neverShow' });
    actor.send({ type: 'claim' });
    expect(actor.getSnapshot().value).toBe('available');
    expect(calls).toEqual([]);
  });
});

describe('referral offer: claiming', () => {
  it('open → claiming on claim, tagged busy, the dialog still open', () => {
    const { actor, calls } = start(unclaimed, never);
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(isOfferDialogOpen(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['claimOffer']);
  });

  it('claiming ignores close, claim, remindLater and neverShow', () => {
    const { actor, calls } = start(unclaimed, never);
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    actor.send({ type: 'claim' });
    actor.send({ type: 'close' });
    actor.send({ type: 'remindLater' });
    actor.send({ type: 'neverShow' });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(calls).toEqual(['claimOffer']);
  });

  it('claiming → claimed: refreshWallet then goToStore, each once; no gift button', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('claimed');
    expect(snapshot.context).toEqual({ claimed: true, remindLater: false, neverShow: false, error: null });
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(showGiftButton(snapshot)).toBe(false);
    expect(isOfferDialogOpen(snapshot)).toBe(false);
    expect(calls).toEqual(['claimOffer', 'refreshWallet', 'goToStore']);
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['the server’s words', refused, refused],
    [
      'a message key',
      { messageKey: 'errors.auth.authenticationFailed' },
      { messageKey: 'errors.auth.authenticationFailed' },
    ],
    ['the fallback', new Error('network down'), { messageKey: 'errors.referral.claimFailed' }],
  ])('claiming → failed with %s; nothing refreshed, the dialog still open', async (_what, failure, error) => {
    const { actor, calls } = start(unclaimed, async () => Promise.reject(failure));
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error, claimed: false } });
    expect(actor.getSnapshot().context.error).toEqual(error);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(isOfferDialogOpen(actor.getSnapshot())).toBe(true);
    expect(showGiftButton(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['claimOffer']);
  });

  it('failed → claiming on claim (retry) clears the message, then claimed', async () => {
    const answers = [async () => Promise.reject(refused), async () => ({ status: 'success' })];
    const { actor, calls } = start(unclaimed, () => answers.shift()!());
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    actor.send({ type: 'claim' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'claiming', context: { error: null } });
    await settle();
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(calls).toEqual(['claimOffer', 'claimOffer', 'refreshWallet', 'goToStore']);
  });

  it('failed → available on close, the message cleared', async () => {
    const { actor, calls } = start(unclaimed, async () => Promise.reject(refused));
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'available', context: { error: null } });
    expect(calls).toEqual(['claimOffer']);
  });

  it.each([
    ['remindLater', 'rememberRemindLater', { remindLater: true, neverShow: false }],
    ['neverShow', 'rememberNeverShow', { remindLater: false, neverShow: true }],
  ] as const)('failed → hidden on %s, writing its flag once', async (type, action, flags) => {
    const { actor, calls } = start(unclaimed, async () => Promise.reject(refused));
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    actor.send({ type });
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { ...flags, error: null } });
    expect(calls).toEqual(['claimOffer', action]);
  });
});

describe('referral offer: wallet.changed', () => {
  it.each(['available', 'open'] as const)('claimed true hides from %s', (from) => {
    const { actor } = start();
    if (from === 'open') actor.send({ type: 'open' });
    actor.send({ type: 'wallet.changed', claimed: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { claimed: true } });
  });

  it('claimed true hides from failed, clearing the message', async () => {
    const { actor } = start(unclaimed, async () => Promise.reject(refused));
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    actor.send({ type: 'wallet.changed', claimed: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { claimed: true, error: null } });
  });

  it('claimed false keeps available and open where they are', () => {
    const { actor } = start();
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'open' });
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('hidden only by a stale wallet → available when the wallet says unclaimed', () => {
    const { actor } = start({ ...unclaimed, claimed: true });
    actor.send({ type: 'wallet.changed', claimed: true });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'available', context: { claimed: false } });
  });

  it.each([
    ['remind later', { claimed: true, remindLater: true, neverShow: false }],
    ['never show', { claimed: true, remindLater: false, neverShow: true }],
  ])('stays hidden on claimed false while %s is set', (_why, input) => {
    const { actor } = start(input);
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { ...input, claimed: false } });
  });

  it('stays hidden after remindLater in this session when the wallet reloads unclaimed', () => {
    const { actor } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'remindLater' });
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('claiming keeps going on a wallet change; the claim decides', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot().value).toBe('claiming');
    await settle();
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(calls).toEqual(['claimOffer', 'refreshWallet', 'goToStore']);
  });

  it('claimed ignores a stale unclaimed wallet; the confirmed wallet rests in hidden', async () => {
    const { actor } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'claim' });
    await settle();
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'claimed', context: { claimed: true } });
    expect(showGiftButton(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'wallet.changed', claimed: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { claimed: true } });
    // Another account signs in whose wallet is unclaimed: its gift button shows.
    actor.send({ type: 'wallet.changed', claimed: false });
    expect(actor.getSnapshot().value).toBe('available');
  });
});
