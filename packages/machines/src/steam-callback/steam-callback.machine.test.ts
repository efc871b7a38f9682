import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { steamCallbackMachine, type SteamCallbackInput } from './steam-callback.machine';

function start(input: SteamCallbackInput, bind: (body: unknown) => Promise<unknown> = async () => ({})) {
  const steamBind = vi.fn(bind);
  const goBack = vi.fn();
  const machine = steamCallbackMachine.provide({
    actors: { steamBind: fromPromise(async ({ input: body }) => steamBind(body)) },
    actions: { goBack },
  });
  return { actor: createActor(machine, { input }).start(), steamBind, goBack };
}

/** The bind's answer is in (the machine's state, not a pause: issue 36). */
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('binding'));

const good = '76561198000000001';

describe('steam callback (decision 0015)', () => {
  it('checking → binding → bound: sends the id and token, then goes back', async () => {
    const { actor, steamBind, goBack } = start({ steamId: good, token: 't1', error: null });
    expect(actor.getSnapshot().value).toBe('binding');
    await settled(actor);
    expect(steamBind).toHaveBeenCalledWith({ steamId: good, token: 't1' });
    expect(actor.getSnapshot().value).toBe('bound');
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('without a token the bind carries the id alone', async () => {
    const { actor, steamBind } = start({ steamId: good, token: null, error: null });
    await settled(actor);
    expect(steamBind).toHaveBeenCalledWith({ steamId: good });
  });

  it('a returned error never binds and keeps its code', () => {
    const { actor, steamBind } = start({ steamId: null, token: null, error: 'not-started' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'refused', code: 'not-started' });
    expect(steamBind).not.toHaveBeenCalled();
  });

  it('a malformed or missing id never binds', () => {
    expect(start({ steamId: '12345', token: null, error: null }).actor.getSnapshot().context.problem).toEqual(
      {
        kind: 'badId',
      },
    );
    expect(start({ steamId: null, token: null, error: null }).actor.getSnapshot().context.problem).toEqual({
      kind: 'missing',
    });
  });

  it('binding → failed keeps the server’s words; no way back is taken', async () => {
    const { actor, goBack } = start({ steamId: ` ${good} `, token: null, error: null }, async () => {
      throw { serverMessage: 'This Steam account is linked to another player' };
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      serverMessage: 'This Steam account is linked to another player',
    });
    expect(goBack).not.toHaveBeenCalled();
  });
});
