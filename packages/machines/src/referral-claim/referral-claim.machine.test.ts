import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { referralClaimMachine } from './referral-claim.machine';
import type { ReferralClaimOutput, ReferralClaimRequest } from './referral-claim.machine';

const lina: ReferralClaimRequest = { referredUserId: 'u-lina', name: 'Lina', claimNumber: 5 };
const fifthClaim: ReferralClaimOutput = { data: { crystals: 100, xp: 500, claimNumber: 5 } };

function start(claim?: (referredUserId: string) => Promise<ReferralClaimOutput>) {
  const calls: string[] = [];
  const machine = referralClaimMachine.provide({
    actions: {
      refreshWallet: () => calls.push('refreshWallet'),
      reloadReferrals: () => calls.push('reloadReferrals'),
      refreshPlayer: () => calls.push('refreshPlayer'),
    },
    actors: {
      claimReferral: fromPromise(async ({ input }) => {
        calls.push(`claim ${input.referredUserId}`);
        return (claim ?? (async () => fifthClaim))(input.referredUserId);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const notConverted = {
  serverMessage: 'Failed to claim referral reward. Your friend has not made a first purchase yet.',
};
const empty = { request: null, result: null, error: null };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function confirming(claim?: (referredUserId: string) => Promise<ReferralClaimOutput>) {
  const started = start(claim);
  started.actor.send({ type: 'claim.request', ...lina });
  return started;
}

describe('referral claim (spec §2 Referral, §4 Referral rows, §8 Referral and sharing)', () => {
  it('starts idle with nothing in context', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it('idle ignores confirm, retry and dismiss', () => {
    const { actor, calls } = start();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'retry' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('idle → confirming on claim.request, keeping the row', () => {
    const { actor, calls } = confirming();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toEqual({ request: lina, result: null, error: null });
    expect(calls).toEqual([]);
  });

  it('confirming → idle on cancel; nothing claimed', () => {
    const { actor, calls } = confirming();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it('confirming → claiming on confirm with the referred user id, tagged busy', () => {
    const { actor, calls } = confirming(never);
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual(['claim u-lina']);
  });

  it('a second confirm (a double press) claims once', async () => {
    const { actor, calls } = confirming();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'claim.request', referredUserId: 'u-omar', name: 'Omar', claimNumber: 6 });
    expect(actor.getSnapshot().value).toBe('claiming');
    await settle();
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(calls).toEqual(['claim u-lina', 'refreshWallet', 'reloadReferrals', 'refreshPlayer']);
  });

  it('claiming → claimed with what the server paid; wallet, referrals and player refreshed once each', async () => {
    const { actor, calls } = confirming();
    actor.send({ type: 'confirm' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('claimed');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toEqual({
      request: lina,
      result: { crystals: 100, xp: 500, claimNumber: 5 },
      error: null,
    });
    expect(calls).toEqual(['claim u-lina', 'refreshWallet', 'reloadReferrals', 'refreshPlayer']);
    actor.send({ type: 'confirm' });
    actor.send({ type: 'retry' });
    expect(calls).toHaveLength(4);
  });

  it('claimed → idle on dismiss, the context emptied; a new claim starts fresh', async () => {
    const { actor } = confirming();
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    const omar = { referredUserId: 'u-omar', name: 'Omar', claimNumber: 6 };
    actor.send({ type: 'claim.request', ...omar });
    expect(actor.getSnapshot().context).toEqual({ request: omar, result: null, error: null });
  });

  it.each([
    ['the server’s words', notConverted, notConverted],
    [
      'an API client key',
      { messageKey: 'errors.fallback.claimReferral', params: { status: 500 } },
      {
        messageKey: 'errors.fallback.claimReferral',
        params: { status: 500 },
      },
    ],
    ['the fallback', new Error('network down'), { messageKey: 'errors.referral.claimFailed' }],
  ])('claiming → failed with %s; nothing refreshed', async (_what, failure, error) => {
    const { actor, calls } = confirming(async () => Promise.reject(failure));
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toEqual({ request: lina, result: null, error });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(calls).toEqual(['claim u-lina']);
  });

  it('failed → claiming on retry, the message cleared, then claimed', async () => {
    const answers = [async () => Promise.reject(notConverted), async () => fifthClaim];
    const { actor, calls } = confirming(() => answers.shift()!());
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'claiming', context: { request: lina, error: null } });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'claimed', context: { result: fifthClaim.data } });
    expect(calls).toEqual([
      'claim u-lina',
      'claim u-lina',
      'refreshWallet',
      'reloadReferrals',
      'refreshPlayer',
    ]);
  });

  it.each(['dismiss', 'cancel'] as const)('failed → idle on %s, the context emptied', async (type) => {
    const { actor, calls } = confirming(async () => Promise.reject(notConverted));
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual(['claim u-lina']);
  });

  it.each([
    [
      'the API client’s session-ended key',
      { messageKey: 'errors.auth.authenticationFailed' },
      { messageKey: 'errors.auth.authenticationFailed' },
    ],
    ['a raw 401', { status: 401, message: 'Unauthorized' }, { messageKey: 'errors.referral.claimFailed' }],
  ])('claiming → unauthorized (final, the site goes to /join) on %s', async (_what, failure, error) => {
    const { actor, calls } = confirming(async () => Promise.reject(failure));
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toEqual({ request: lina, result: null, error });
    expect(calls).toEqual(['claim u-lina']);
  });
});
