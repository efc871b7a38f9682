import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { brawlStarsLinkMachine } from './brawl-stars-link.machine';

function start(link?: (input: { playerTag: string }) => Promise<unknown>) {
  const calls: string[] = [];
  const machine = brawlStarsLinkMachine.provide({
    actions: { linked: () => calls.push('linked'), closed: () => calls.push('closed') },
    actors: {
      linkBrawlStars: fromPromise(async ({ input }) => {
        calls.push(`link ${input.playerTag}`);
        return (link ?? (async () => ({ playerTag: input.playerTag })))(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('brawlStarsLink (spec §5 Brawl Stars tag, §8)', () => {
  it('starts editing an empty tag with Connect disabled', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { tag: '', canConnect: false, error: null },
    });
  });

  it('tag.change strips the leading # and spaces, upper-cases, and enables Connect', () => {
    const { actor } = start();
    actor.send({ type: 'tag.change', value: '#2pp q' });
    expect(actor.getSnapshot().context).toMatchObject({ tag: '2PPQ', canConnect: true });
  });

  it.each(['', '   ', '#', '##'])(
    'a blank tag (%j) keeps Connect disabled and submit does nothing',
    (value) => {
      const { actor, calls } = start();
      actor.send({ type: 'tag.change', value });
      expect(actor.getSnapshot().context.canConnect).toBe(false);
      actor.send({ type: 'link.submit' });
      expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
      expect(calls).toEqual([]);
    },
  );

  it('a malformed tag stays editing with the invalid-tag message', () => {
    const { actor, calls } = start();
    actor.send({ type: 'tag.change', value: '#ABC' });
    actor.send({ type: 'link.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { error: { messageKey: 'validation.brawlStars.tagInvalid' } },
    });
    expect(calls).toEqual([]);
  });

  it('editing → linking on link.submit, sending the tag with # added back', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'tag.change', value: '#2ppq' });
    actor.send({ type: 'link.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'linking', context: { canConnect: false } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['link #2PPQ']);
  });

  it('linking ignores tag changes and close', () => {
    const { actor } = start(never);
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'link.submit' });
    actor.send({ type: 'tag.change', value: '999' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'linking', context: { tag: '2PPQ' } });
  });

  it('linking → linked (final) on success, telling the app', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'link.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'linked', status: 'done' });
    expect(calls).toEqual(['link #2PPQ', 'linked']);
  });

  it('linking → editing with the server message in the dialog', async () => {
    const { actor } = start(async () => Promise.reject({ serverMessage: 'Player tag not found' }));
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'link.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { tag: '2PPQ', canConnect: true, error: { serverMessage: 'Player tag not found' } },
    });
  });

  it("linking → editing with 'Failed to link Brawl Stars account' otherwise", async () => {
    const { actor } = start(async () => Promise.reject(new Error('boom')));
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'link.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.brawlStars.linkFailed' });
  });

  it('editing: a new tag clears the error', async () => {
    const { actor } = start(async () => Promise.reject(new Error('boom')));
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'link.submit' });
    await settle();
    actor.send({ type: 'tag.change', value: '2PPQY' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('editing → closed (final) on dialog.close', () => {
    const { actor, calls } = start();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', status: 'done' });
    expect(calls).toEqual(['closed']);
  });
});
