import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { waitlistMachine } from './waitlist.machine';

function start(join: (gameId: string) => Promise<unknown>, joined = vi.fn()) {
  const machine = waitlistMachine.provide({
    actors: {
      joinWaitlist: fromPromise(async ({ input }: { input: { gameId: string } }) => join(input.gameId)),
    },
    actions: { joined },
  });
  return { actor: createActor(machine).start(), joined };
}

/** The join's answer is in (the machine's state, not a pause: issue 36). */
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'));

describe('waitlist (decision 0014)', () => {
  it('starts idle with nothing chosen', () => {
    const { actor } = start(async () => ({}));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ gameId: null, gameName: null, error: null });
  });

  it('idle → joining → joined: sends the game, names it, asks the page to reload', async () => {
    const join = vi.fn(async () => ({}));
    const { actor, joined } = start(join);
    actor.send({ type: 'waitlist.join', gameId: 'dota2', gameName: 'Dota 2' });
    expect(actor.getSnapshot().value).toBe('joining');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settled(actor);
    expect(join).toHaveBeenCalledWith('dota2');
    expect(actor.getSnapshot().value).toBe('joined');
    expect(actor.getSnapshot().context).toMatchObject({ gameId: 'dota2', gameName: 'Dota 2', error: null });
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('a second join while joining is ignored', async () => {
    const join = vi.fn(async () => ({}));
    const { actor } = start(join);
    actor.send({ type: 'waitlist.join', gameId: 'dota2', gameName: 'Dota 2' });
    actor.send({ type: 'waitlist.join', gameId: 'cs2', gameName: 'CS2' });
    await settled(actor);
    expect(join).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.gameId).toBe('dota2');
  });

  it('joining → failed keeps the server message; joining again clears it', async () => {
    let fail = true;
    const { actor, joined } = start(async () => {
      if (fail) throw { serverMessage: 'Game not found' };
      return {};
    });
    actor.send({ type: 'waitlist.join', gameId: 'x', gameName: 'X' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ serverMessage: 'Game not found' });
    expect(joined).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'waitlist.join', gameId: 'x', gameName: 'X' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('joined');
  });

  it('a failure without a message shows the connection text', async () => {
    const { actor } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'waitlist.join', gameId: 'x', gameName: 'X' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });

  it('notice.dismiss returns to idle from joined or failed', async () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: 'waitlist.join', gameId: 'dota2', gameName: 'Dota 2' });
    await settled(actor);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ gameId: null, gameName: null, error: null });
  });
});
