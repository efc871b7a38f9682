import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { enrolmentMachine } from './enrolment.machine';
import type { EnrolOutput } from './enrolment.machine';

type Fakes = {
  enrol?: (input: { challengeId: string }) => Promise<EnrolOutput>;
  refresh?: () => Promise<unknown>;
};

function start(gCoins: number, fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = enrolmentMachine.provide({
    actions: {
      startLink: (_, params) => calls.push(`link ${params.gameId} for ${params.challengeId}`),
    },
    actors: {
      enrol: fromPromise(async ({ input }) => {
        calls.push(`enrol ${input.challengeId}`);
        return (fakes.enrol ?? (async () => ({ success: true, message: 'Successfully Enrolled!' })))(input);
      }),
      refreshAfterEnrol: fromPromise(async ({ input }) => {
        calls.push(`refresh ${input.challengeId}`);
        return (fakes.refresh ?? (async () => undefined))();
      }),
    },
  });
  return { actor: createActor(machine, { input: { gCoins } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('enrolment (spec §4 Enrolment dialog, §5, §8)', () => {
  it('starts idle with the wallet GCoins and no dialog', () => {
    expect(start(3).actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { gCoins: 3, challengeId: null, gameId: null, linked: true, title: null, message: null },
    });
  });

  it('idle → confirming on enrol.request when the GCoins pay the fee', () => {
    const { actor, calls } = start(1);
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { challengeId: 'c1', entryFee: 1 },
    });
    expect(calls).toEqual([]);
  });

  it('a free challenge opens the dialog with no GCoins at all', () => {
    const { actor } = start(0);
    actor.send({ type: 'enrol.request', challengeId: 'free', entryFee: 0 });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('idle → blocked with the insufficient-GCoins text and the fee as count', () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'blocked',
      context: {
        title: 'challenge.enrolment.failedTitle',
        message: { messageKey: 'errors.challenge.insufficientGCoins', params: { count: 1 } },
      },
    });
    expect(calls).toEqual([]);
  });

  it('blocked → idle on enrol.close; blocked ignores confirm', () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 2 });
    actor.send({ type: 'enrol.confirm' });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'enrol.close' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { challengeId: null, message: null },
    });
    expect(calls).toEqual([]);
  });

  it('wallet.sync updates the GCoins, so a later request passes', () => {
    const { actor } = start(0);
    actor.send({ type: 'wallet.sync', gCoins: 5 });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { gCoins: 5 } });
  });

  it('confirming → idle on enrol.close, enrolling nothing', () => {
    const { actor, calls } = start(5);
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirming → enrolling on enrol.confirm (submitting), ignoring a second request', () => {
    const { actor, calls } = start(5, { enrol: never });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    actor.send({ type: 'enrol.request', challengeId: 'c2', entryFee: 1 });
    actor.send({ type: 'enrol.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'enrolling', context: { challengeId: 'c1' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['enrol c1']);
  });

  it('enrolling → refreshing → success with the success title; wallet and list refreshed', async () => {
    const { actor, calls } = start(5, { refresh: never });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refreshing',
      context: { title: 'challenge.enrolment.successTitle', message: null },
    });
    expect(calls).toEqual(['enrol c1', 'refresh c1']);
  });

  it('refreshing → success, also when the reload fails', async () => {
    for (const refresh of [async () => undefined, async () => Promise.reject(new Error('offline'))]) {
      const { actor } = start(5, { refresh });
      actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
      actor.send({ type: 'enrol.confirm' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({
        value: 'success',
        context: { title: 'challenge.enrolment.successTitle' },
      });
      expect(isSubmitting(actor.getSnapshot())).toBe(false);
    }
  });

  it('enrolling → error with the server message when success is false', async () => {
    const { actor, calls } = start(5, {
      enrol: async () => ({ success: false, message: 'This challenge is full.' }),
    });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: {
        title: 'challenge.enrolment.failedTitle',
        message: { serverMessage: 'This challenge is full.' },
      },
    });
    expect(calls).toEqual(['enrol c1']);
  });

  it('enrolling → error keeps the catalogue key and params of a refusal, for the reader’s language', async () => {
    const { actor } = start(5, {
      enrol: async () => ({
        success: false,
        message: 'This challenge is full.',
        messageKey: 'enroll.full',
        messageParams: { max: 50 },
      }),
    });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot().context.message).toEqual({
      serverMessage: 'This challenge is full.',
      serverMessageKey: 'enroll.full',
      serverMessageParams: { max: 50 },
    });
  });

  it('enrolling → error with the fallback when success is false without a message', async () => {
    const { actor } = start(5, { enrol: async () => ({ success: false, message: ' ' }) });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot().context.message).toEqual({ messageKey: 'errors.challenge.enrolFailed' });
  });

  it.each([
    [
      'a server message',
      { serverMessage: 'You are already enrolled in this challenge.' },
      { serverMessage: 'You are already enrolled in this challenge.' },
    ],
    [
      'the API client network key',
      { messageKey: 'errors.challenge.enrolNetworkError' },
      { messageKey: 'errors.challenge.enrolNetworkError' },
    ],
    ['a raw network failure', { kind: 'network' }, { messageKey: 'errors.challenge.enrolNetworkError' }],
    ['anything else', new Error('boom'), { messageKey: 'errors.challenge.enrolFailed' }],
  ])('enrolling → error on a rejection with %s', async (_, failure, message) => {
    const { actor } = start(5, { enrol: async () => Promise.reject(failure) });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { title: 'challenge.enrolment.failedTitle', message },
    });
  });

  it('error → enrolling again on enrol.confirm (try again)', async () => {
    let attempt = 0;
    const { actor, calls } = start(5, {
      enrol: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('boom');
        return { success: true, message: 'ok' };
      },
    });
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls).toEqual(['enrol c1', 'enrol c1', 'refresh c1']);
  });

  it.each([
    ['success', undefined],
    ['error', async () => Promise.reject(new Error('x'))],
  ] as const)('%s → idle on enrol.close, clearing the dialog', async (end, enrol) => {
    const { actor } = start(5, enrol ? { enrol } : {});
    actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
    actor.send({ type: 'enrol.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe(end);
    actor.send({ type: 'enrol.close' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { challengeId: null, title: null, message: null },
    });
  });

  describe('a game the player has not linked (issue 13: lead into linking, then back)', () => {
    it('idle → blocked first when the GCoins are short, even for a game not linked (spec §5 client check)', () => {
      const { actor, calls } = start(0);
      actor.send({
        type: 'enrol.request',
        challengeId: 'c1',
        entryFee: 1,
        gameId: 'valorant',
        linked: false,
      });
      expect(actor.getSnapshot()).toMatchObject({
        value: 'blocked',
        context: { message: { messageKey: 'errors.challenge.insufficientGCoins', params: { count: 1 } } },
      });
      expect(calls).toEqual([]);
    });

    it('idle → needsLink when the card says the game is not linked and the GCoins cover the fee', () => {
      const { actor, calls } = start(5);
      actor.send({
        type: 'enrol.request',
        challengeId: 'c1',
        entryFee: 1,
        gameId: 'valorant',
        linked: false,
      });
      expect(actor.getSnapshot()).toMatchObject({
        value: 'needsLink',
        context: { challengeId: 'c1', gameId: 'valorant', linked: false, message: null },
      });
      actor.send({ type: 'enrol.confirm' });
      expect(actor.getSnapshot().value).toBe('needsLink');
      expect(calls).toEqual([]);
    });

    it('needsLink → idle on enrol.link, starting the link with the game and the challenge', () => {
      const { actor, calls } = start(5);
      actor.send({ type: 'enrol.request', challengeId: 'c9', entryFee: 1, gameId: 'cs2', linked: false });
      actor.send({ type: 'enrol.link' });
      expect(calls).toEqual(['link cs2 for c9']);
      expect(actor.getSnapshot()).toMatchObject({
        value: 'idle',
        context: { challengeId: null, gameId: null, linked: true },
      });
    });

    it('needsLink → idle on enrol.close without linking', () => {
      const { actor, calls } = start(5);
      actor.send({
        type: 'enrol.request',
        challengeId: 'c9',
        entryFee: 0,
        gameId: 'brawlstars',
        linked: false,
      });
      actor.send({ type: 'enrol.close' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls).toEqual([]);
    });

    it('a linked game goes on to the fee as before', () => {
      const { actor } = start(1);
      actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1, gameId: 'lol', linked: true });
      expect(actor.getSnapshot().value).toBe('confirming');
    });

    it('enrolling → needsLink when the server refuses with 422 (no linked account)', async () => {
      const { actor, calls } = start(1, {
        enrol: async () => {
          throw {
            kind: 'http',
            status: 422,
            serverMessage: 'Link your Valorant account to join this challenge.',
          };
        },
      });
      actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1, gameId: 'valorant', linked: true });
      actor.send({ type: 'enrol.confirm' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({ value: 'needsLink', context: { linked: false } });
      actor.send({ type: 'enrol.link' });
      expect(calls).toEqual(['enrol c1', 'link valorant for c1']);
    });

    it('the challenge page (the game known, its name not): needsLink takes the name from the server (issue 34)', async () => {
      const { actor, calls } = start(1, {
        enrol: async () => {
          throw {
            kind: 'http',
            status: 422,
            serverMessage: 'Link your Valorant account to join this challenge.',
            serverMessageKey: 'challenge.noLinkedAccount',
            serverMessageParams: { game: 'Valorant' },
          };
        },
      });
      actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 0, gameId: 'valorant', linked: true });
      actor.send({ type: 'enrol.confirm' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({
        value: 'needsLink',
        context: { linked: false, linkGame: 'Valorant' },
      });
      actor.send({ type: 'enrol.link' });
      expect(calls).toEqual(['enrol c1', 'link valorant for c1']);
      // A new request forgets the name.
      actor.send({ type: 'enrol.request', challengeId: 'c2', entryFee: 0, gameId: 'lol', linked: true });
      expect(actor.getSnapshot().context.linkGame).toBeNull();
    });

    it('a 422 without a known game stays the error dialog with the server’s words', async () => {
      const { actor } = start(1, {
        enrol: async () => {
          throw {
            kind: 'http',
            status: 422,
            serverMessage: 'Link your Valorant account to join this challenge.',
          };
        },
      });
      actor.send({ type: 'enrol.request', challengeId: 'c1', entryFee: 1 });
      actor.send({ type: 'enrol.confirm' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({
        value: 'error',
        context: { message: { serverMessage: 'Link your Valorant account to join this challenge.' } },
      });
    });
  });
});
