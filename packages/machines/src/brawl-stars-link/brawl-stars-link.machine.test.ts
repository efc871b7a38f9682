import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { brawlStarsLinkMachine, type BrawlStarsClaimShown } from './brawl-stars-link.machine';

type Call = (input: { playerTag: string }) => Promise<unknown>;

const shown = (playerTag: string): BrawlStarsClaimShown => ({
  playerTag,
  code: 'AR-7KQ2',
  sandboxProfileUrl: 'http://localhost:3000/sandbox/brawl-stars/players/2PPQ?code=AR-7KQ2',
});

function start({ claim, link }: { claim?: Call; link?: Call } = {}) {
  const calls: string[] = [];
  const machine = brawlStarsLinkMachine.provide({
    actions: { linked: () => calls.push('linked'), closed: () => calls.push('closed') },
    actors: {
      claimBrawlStars: fromPromise(async ({ input }) => {
        calls.push(`claim ${input.playerTag}`);
        return (await (claim ?? (async () => shown(input.playerTag)))(input)) as BrawlStarsClaimShown;
      }),
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

/** Tag typed, Connect pressed, the claim answered: the code is on screen. */
async function atCode(options: { link?: Call } = {}) {
  const started = start(options);
  started.actor.send({ type: 'tag.change', value: '#2ppq' });
  started.actor.send({ type: 'claim.submit' });
  await settle();
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('brawlStarsLink: the tag step (spec §5 Brawl Stars tag, §8)', () => {
  it('starts editing an empty tag with Connect disabled and no code', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { tag: '', canConnect: false, claim: null, error: null },
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
      actor.send({ type: 'claim.submit' });
      expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
      expect(calls).toEqual([]);
    },
  );

  it('a malformed tag stays editing with the invalid-tag message', () => {
    const { actor, calls } = start();
    actor.send({ type: 'tag.change', value: '#ABC' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { error: { messageKey: 'validation.brawlStars.tagInvalid' } },
    });
    expect(calls).toEqual([]);
  });

  it('editing → claiming on claim.submit, sending the tag with # added back', () => {
    const { actor, calls } = start({ claim: never });
    actor.send({ type: 'tag.change', value: '#2ppq' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'claiming', context: { canConnect: false } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['claim #2PPQ']);
  });

  it('claiming ignores tag changes, verify and close', () => {
    const { actor } = start({ claim: never });
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'tag.change', value: '999' });
    actor.send({ type: 'claim.verify' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'claiming', context: { tag: '2PPQ' } });
  });

  it('claiming → codeShown with the code (and the sandbox page) from the claim', async () => {
    const { actor, calls } = await atCode();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'codeShown',
      context: { claim: shown('#2PPQ'), error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['claim #2PPQ']);
  });

  it('claiming → editing with the server message (e.g. the 409 of a tag someone proved)', async () => {
    const taken = 'This Brawl Stars account is already linked to another Arena user';
    const { actor } = start({ claim: async () => Promise.reject({ serverMessage: taken }) });
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'claim.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { tag: '2PPQ', canConnect: true, claim: null, error: { serverMessage: taken } },
    });
  });

  it("claiming → editing with 'Failed to link Brawl Stars account' otherwise", async () => {
    const { actor } = start({ claim: async () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'claim.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.brawlStars.linkFailed' });
  });

  it('editing: a new tag clears the error', async () => {
    const { actor } = start({ claim: async () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'tag.change', value: '2PPQ' });
    actor.send({ type: 'claim.submit' });
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

describe('brawlStarsLink: the code step (decision 0015 ownership proof)', () => {
  it('codeShown ignores tag changes and a second Connect', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'tag.change', value: '999' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'codeShown', context: { tag: '2PPQ' } });
    expect(calls).toEqual(['claim #2PPQ']);
  });

  it('codeShown → verifying on claim.verify, sending the claimed tag', async () => {
    const { actor, calls } = await atCode({ link: never });
    actor.send({ type: 'claim.verify' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['claim #2PPQ', 'link #2PPQ']);
  });

  it('verifying ignores back and close', async () => {
    const { actor } = await atCode({ link: never });
    actor.send({ type: 'claim.verify' });
    actor.send({ type: 'claim.back' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('verifying → linked (final) when the name shows the code, telling the app', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'claim.verify' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'linked', status: 'done' });
    expect(calls).toEqual(['claim #2PPQ', 'link #2PPQ', 'linked']);
  });

  it('code not found: verifying → codeShown, the code still shown, with the server message', async () => {
    const missing =
      'Failed to link Brawl Stars account: AR-7KQ2 is not in the name of player #2PPQ yet. Put it into your in-game name, wait a minute, then press Verify again.';
    const { actor } = await atCode({ link: async () => Promise.reject({ serverMessage: missing }) });
    actor.send({ type: 'claim.verify' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'codeShown',
      context: { claim: shown('#2PPQ'), error: { serverMessage: missing } },
    });
    // Verify again: the error goes while it runs, and a success links.
    actor.send({ type: 'claim.verify' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("verifying → codeShown with 'Failed to link Brawl Stars account' when the server says nothing", async () => {
    const { actor } = await atCode({ link: async () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'claim.verify' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.brawlStars.linkFailed' });
  });

  it('codeShown → editing on claim.back, keeping the tag and forgetting the code', async () => {
    const { actor } = await atCode({ link: async () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'claim.verify' });
    await settle();
    actor.send({ type: 'claim.back' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { tag: '2PPQ', canConnect: true, claim: null, error: null },
    });
  });

  it('codeShown → closed (final) on dialog.close', async () => {
    const { actor, calls } = await atCode();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', status: 'done' });
    expect(calls).toEqual(['claim #2PPQ', 'closed']);
  });
});
