import { timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isShareCancelled, shareMachine } from './share.machine';
import type { ShareTarget } from './share.machine';

const link = 'https://arena.example/utm/referral/LINA42';
const target: ShareTarget = { url: link, title: 'Arena' };

type Fakes = {
  share?: Array<() => Promise<unknown>>;
  copy?: Array<() => Promise<unknown>>;
};

function start(canShare: boolean, fakes: Fakes = {}) {
  const calls: string[] = [];
  const shares = [...(fakes.share ?? [])];
  const copies = [...(fakes.copy ?? [])];
  const machine = shareMachine.provide({
    actors: {
      webShare: fromPromise(async ({ input }) => {
        calls.push(`share ${JSON.stringify(input)}`);
        const next = shares.shift();
        return next ? next() : undefined;
      }),
      copyLink: fromPromise(async ({ input }) => {
        calls.push(`copy ${input.url}`);
        const next = copies.shift();
        return next ? next() : undefined;
      }),
    },
  });
  return { actor: createActor(machine, { input: { canShare } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<unknown>(() => {});
const abort = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
const notAllowed = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
const shareFailed = { messageKey: 'errors.referral.shareFailed' };
const copyFailed = { messageKey: 'errors.referral.copyFailed' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isShareCancelled', () => {
  it('is true only for an AbortError', () => {
    expect(isShareCancelled(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isShareCancelled({ name: 'AbortError' })).toBe(true);
    expect(isShareCancelled(new DOMException('x', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled(new Error('AbortError'))).toBe(false);
    expect(isShareCancelled(null)).toBe(false);
    expect(isShareCancelled('AbortError')).toBe(false);
  });
});

describe('share (spec §8 Referral and sharing, §9 copy confirmation 2 s)', () => {
  it('starts idle, not busy, with nothing in context', () => {
    const { actor, calls } = start(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({
      canShare: true,
      target: null,
      via: null,
      shared: false,
      error: null,
    });
    expect(calls).toEqual([]);
  });

  it('idle → sharing on share with Web Share, passing the link, tagged busy', () => {
    const { actor, calls } = start(true, { share: [never] });
    actor.send({ type: 'share', ...target });
    expect(actor.getSnapshot().value).toBe('sharing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.target).toEqual(target);
    expect(calls).toEqual([`share ${JSON.stringify(target)}`]);
  });

  it('sharing → idle with the shared flag on success; no message, nothing copied', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ shared: true, error: null });
    expect(calls).toEqual([`share ${JSON.stringify(target)}`]);
  });

  it('sharing → idle silently when the player cancels (AbortError): no message, no copy', async () => {
    const { actor, calls } = start(true, { share: [abort] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ shared: false, error: null });
    expect(calls).toEqual([`share ${JSON.stringify(target)}`]);
  });

  it('sharing → copyingInstead on another share failure, then copied', async () => {
    const { actor, calls } = start(true, { share: [notAllowed], copy: [never] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('copyingInstead');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([`share ${JSON.stringify(target)}`, `copy ${link}`]);
  });

  it('remembers which button started the run: share then copied says via share; copy says via copy', async () => {
    const { actor } = start(true, { share: [notAllowed] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().context.via).toBe('share');
    actor.send({ type: 'copy', url: link });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().context.via).toBe('copy');
  });

  it('the copy fallback succeeds → copied, no message', async () => {
    const { actor, calls } = start(true, { share: [notAllowed] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().context).toMatchObject({ shared: false, error: null });
    expect(calls).toEqual([`share ${JSON.stringify(target)}`, `copy ${link}`]);
  });

  it('the copy fallback fails → failed with "Unable to share. Please copy the link manually."', async () => {
    const { actor } = start(true, { share: [notAllowed], copy: [notAllowed] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual(shareFailed);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('share without Web Share copies the link (never calls webShare)', async () => {
    const { actor, calls } = start(false, { copy: [never] });
    actor.send({ type: 'share', ...target });
    expect(actor.getSnapshot().value).toBe('copyingInstead');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([`copy ${link}`]);
  });

  it('share without Web Share: copied on success, shareFailed on a copy failure', async () => {
    const { actor, calls } = start(false, { copy: [async () => undefined, notAllowed] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: shareFailed } });
    expect(calls).toEqual([`copy ${link}`, `copy ${link}`]);
  });

  it('idle → copying on copy, tagged busy, never sharing', () => {
    const { actor, calls } = start(true, { copy: [never] });
    actor.send({ type: 'copy', url: link });
    expect(actor.getSnapshot().value).toBe('copying');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.target).toEqual({ url: link });
    expect(calls).toEqual([`copy ${link}`]);
  });

  it('copying → copied, which lasts exactly the 2 s copy confirmation, then idle', async () => {
    expect(timersMs.copyConfirmation).toBe(2_000);
    const { actor } = start(true);
    actor.send({ type: 'copy', url: link });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(timersMs.copyConfirmation - 1);
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('copying → failed with "Unable to copy link. Please copy manually."', async () => {
    const { actor } = start(true, { copy: [notAllowed] });
    actor.send({ type: 'copy', url: link });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: copyFailed } });
    // The message stays until the next share or copy.
    await vi.advanceTimersByTimeAsync(10 * timersMs.copyConfirmation);
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: copyFailed } });
  });

  it('share and copy are ignored while busy', () => {
    const { actor, calls } = start(true, { share: [never] });
    actor.send({ type: 'share', ...target });
    actor.send({ type: 'share', ...target });
    actor.send({ type: 'copy', url: link });
    expect(actor.getSnapshot().value).toBe('sharing');
    expect(calls).toEqual([`share ${JSON.stringify(target)}`]);
  });

  it('copy from copied starts over: the 2 s count again from the new copy', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'copy', url: link });
    await settle();
    await vi.advanceTimersByTimeAsync(1_500);
    actor.send({ type: 'copy', url: link });
    await settle();
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([`copy ${link}`, `copy ${link}`]);
  });

  it('share from copied goes to the share sheet', async () => {
    const { actor, calls } = start(true, { share: [never] });
    actor.send({ type: 'copy', url: link });
    await settle();
    actor.send({ type: 'share', ...target });
    expect(actor.getSnapshot().value).toBe('sharing');
    expect(calls).toEqual([`copy ${link}`, `share ${JSON.stringify(target)}`]);
  });

  it.each([
    ['copy', { type: 'copy', url: link } as const, 'copied'],
    ['share', { type: 'share', ...target } as const, 'idle'],
  ])('failed → starts again on %s, the message cleared', async (_what, event, ends) => {
    const { actor } = start(true, { copy: [notAllowed] });
    actor.send({ type: 'copy', url: link });
    await settle();
    actor.send(event);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: ends, context: { error: null } });
  });

  it('a new share or copy clears the shared flag', async () => {
    const { actor } = start(true, { copy: [never] });
    actor.send({ type: 'share', ...target });
    await settle();
    expect(actor.getSnapshot().context.shared).toBe(true);
    actor.send({ type: 'copy', url: link });
    expect(actor.getSnapshot().context.shared).toBe(false);
  });
});
