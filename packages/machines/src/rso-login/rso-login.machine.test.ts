import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { rsoLoginMachine, rsoRegions } from './rso-login.machine';
import type { RsoExchangeInput, RsoLoginInput } from './rso-login.machine';

function start(input: Partial<RsoLoginInput> = {}, exchange?: (input: RsoExchangeInput) => Promise<unknown>) {
  const calls: string[] = [];
  const sent: RsoExchangeInput[] = [];
  const machine = rsoLoginMachine.provide({
    actions: { goToChallenges: () => calls.push('go /challenges') },
    actors: {
      exchangeCode: fromPromise(async ({ input: body }) => {
        sent.push(body);
        return (exchange ?? (async () => ({ gameName: 'Player' })))(body);
      }),
    },
  });
  const full: RsoLoginInput = {
    game: 'lol',
    code: 'abc',
    state: 'none.s7ate',
    redirectUri: 'http://localhost/rso-login/lol',
    ...input,
  };
  return { actor: createActor(machine, { input: full }).start(), calls, sent };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rsoLogin (spec §2 Game-account linking, §7)', () => {
  it('offers the three regions', () => {
    expect(rsoRegions).toEqual(['europe', 'asia', 'americas']);
  });

  it('lol → exchanging directly, sending code, redirect_uri, game and state, no region', () => {
    const { actor, sent } = start({}, never);
    expect(actor.getSnapshot()).toMatchObject({ value: 'exchanging', context: { state: 'none.s7ate' } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([
      { code: 'abc', redirect_uri: 'http://localhost/rso-login/lol', game: 'lol', state: 'none.s7ate' },
    ]);
  });

  it('valorant → regionDialog first, keeping the state, exchanging nothing', () => {
    const { actor, sent } = start({ game: 'valorant', state: 'europe.v4l' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'regionDialog',
      context: { region: null, state: 'europe.v4l' },
    });
    expect(sent).toEqual([]);
  });

  it('regionDialog → exchanging on region.select, sending the region and the state', () => {
    const { actor, sent } = start(
      { game: 'valorant', state: 'europe.v4l', redirectUri: 'http://x/rso-login/valorant' },
      never,
    );
    actor.send({ type: 'region.select', region: 'asia' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'exchanging', context: { region: 'asia' } });
    expect(sent).toEqual([
      {
        code: 'abc',
        redirect_uri: 'http://x/rso-login/valorant',
        game: 'valorant',
        region: 'asia',
        state: 'europe.v4l',
      },
    ]);
  });

  it('regionDialog → left on back, going to /challenges', () => {
    const { actor, calls, sent } = start({ game: 'valorant' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'left', status: 'done' });
    expect(calls).toEqual(['go /challenges']);
    expect(sent).toEqual([]);
  });

  it.each([null, '', '  '])('a missing code (%j) → error, exchanging nothing', (code) => {
    const { actor, sent } = start({ game: 'valorant', code });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.network.connectionError' } },
    });
    expect(sent).toEqual([]);
  });

  it.each([
    ['lol', null],
    ['lol', ''],
    ['valorant', null],
  ] as const)('a %s sign-in with a missing state (%j) → error, exchanging nothing', (game, state) => {
    const { actor, calls, sent } = start({ game, state });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.network.connectionError' } },
    });
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('exchanging → success, going to /challenges', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', status: 'done' });
    expect(calls).toEqual(['go /challenges']);
  });

  it('exchanging → error with the server message', async () => {
    const { actor, calls } = start({}, async () => Promise.reject({ serverMessage: 'Invalid code' }));
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { serverMessage: 'Invalid code' } },
    });
    expect(calls).toEqual([]);
  });

  it('exchanging → error with the server message when the state is refused', async () => {
    const refused = 'This Riot sign-in has expired or did not start here. Please try again.';
    const { actor, sent } = start({ state: 'someone-elses' }, async () =>
      Promise.reject({ serverMessage: refused }),
    );
    await settle();
    expect(sent).toEqual([expect.objectContaining({ state: 'someone-elses' })]);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { serverMessage: refused } },
    });
  });

  it('exchanging → error with the fallback for anything else', async () => {
    const { actor } = start({}, async () => Promise.reject(new Error('boom')));
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });

  it('error → left on back (go back to challenges)', async () => {
    const { actor, calls } = start({}, async () => Promise.reject(new Error('boom')));
    await settle();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'left', status: 'done' });
    expect(calls).toEqual(['go /challenges']);
  });
});
