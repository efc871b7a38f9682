import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { olderChallengesMachine, type OlderPage } from './older-challenges.machine';

function start(answers: (() => Promise<OlderPage<string>>)[]) {
  const calls: string[] = [];
  const machine = olderChallengesMachine<string>().provide({
    actors: {
      loadOlder: fromPromise(async ({ input }: { input: { cursor: string } }) => {
        const answer = answers[calls.length];
        calls.push(input.cursor);
        if (!answer) throw new Error('unexpected load');
        return answer();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

/** The answer is in: the list is no longer loading (its state, not a pause: issue 36). */
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));

describe('older finished challenges (issue 15: the list is paged)', () => {
  it('does nothing until the first answer gives a cursor, and nothing when there is none', async () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'more' });
    actor.send({ type: 'reset', cursor: null });
    actor.send({ type: 'more' });
    await settled(actor);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('loads page after page from each cursor, adding below, until there are no more', async () => {
    const { actor, calls } = start([
      async () => ({ items: ['c', 'b'], cursor: 'b-cursor' }),
      async () => ({ items: ['a'], cursor: null }),
    ]);
    actor.send({ type: 'reset', cursor: 'first-cursor' });
    actor.send({ type: 'more' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'more' }); // ignored while loading
    await settled(actor);
    expect(actor.getSnapshot().context).toEqual({ items: ['c', 'b'], cursor: 'b-cursor', error: null });
    actor.send({ type: 'more' });
    await settled(actor);
    expect(actor.getSnapshot().context).toEqual({ items: ['c', 'b', 'a'], cursor: null, error: null });
    actor.send({ type: 'more' });
    await settled(actor);
    expect(calls).toEqual(['first-cursor', 'b-cursor']);
  });

  it('keeps what it has on a failure, says why, and tries the same cursor again', async () => {
    const { actor, calls } = start([
      async () => {
        throw { serverMessage: 'Database unavailable' };
      },
      async () => ({ items: ['x'], cursor: null }),
    ]);
    actor.send({ type: 'reset', cursor: 'k' });
    actor.send({ type: 'more' });
    await settled(actor);
    expect(actor.getSnapshot().context).toEqual({
      items: [],
      cursor: 'k',
      error: { serverMessage: 'Database unavailable' },
    });
    actor.send({ type: 'more' });
    await settled(actor);
    expect(calls).toEqual(['k', 'k']);
    expect(actor.getSnapshot().context.items).toEqual(['x']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts over when the first answer changes (another game, a reload)', async () => {
    const { actor } = start([async () => ({ items: ['old'], cursor: 'next' })]);
    actor.send({ type: 'reset', cursor: 'one' });
    actor.send({ type: 'more' });
    await settled(actor);
    actor.send({ type: 'reset', cursor: 'two' });
    expect(actor.getSnapshot().context).toEqual({ items: [], cursor: 'two', error: null });
    vi.restoreAllMocks();
  });
});
