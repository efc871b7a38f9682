import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminBlockPlayerMachine } from './admin-block-player.machine';

type Answers = { block?: (reason: string) => Promise<unknown>; unblock?: () => Promise<unknown> };

function start(blocked: boolean, answers: Answers = {}) {
  const calls: string[] = [];
  const machine = adminBlockPlayerMachine.provide({
    actions: { reloadPlayer: () => calls.push('reloadPlayer') },
    actors: {
      block: fromPromise(async ({ input }) => {
        calls.push(`block ${input.reason}`);
        return (answers.block ?? (async () => ({})))(input.reason);
      }),
      unblock: fromPromise(async () => {
        calls.push('unblock');
        return (answers.unblock ?? (async () => ({})))();
      }),
    },
  });
  return { actor: createActor(machine, { input: { blocked } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const cannotBlockAdmin = { serverMessage: 'An administrator cannot be blocked. Change their role first.' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin block player (issue 12, decision 0020)', () => {
  it.each([
    [false, 'active'],
    [true, 'blocked'],
  ] as const)('starts where the player is (blocked %s → %s)', (blocked, state) => {
    const { actor, calls } = start(blocked);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context).toEqual({
      startBlocked: blocked,
      reason: null,
      pending: null,
      error: null,
    });
    expect(calls).toEqual([]);
  });

  it('active ignores unblock and confirm; blocked ignores block', () => {
    const active = start(false);
    active.actor.send({ type: 'unblock' });
    active.actor.send({ type: 'confirm' });
    expect(active.actor.getSnapshot().value).toBe('active');
    const blocked = start(true);
    blocked.actor.send({ type: 'block' });
    blocked.actor.send({ type: 'submit', reason: 'again' });
    expect(blocked.actor.getSnapshot().value).toBe('blocked');
    expect([...active.calls, ...blocked.calls]).toEqual([]);
  });

  it('active → reasoning on block; cancel → active; a blank reason is refused', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'block' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    actor.send({ type: 'submit', reason: '  ' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([]);
  });

  it('reasoning → blocking (busy, the trimmed reason) → blocked; the page reloads once', async () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'block' });
    actor.send({ type: 'submit', reason: ' Chargeback fraud ' });
    expect(actor.getSnapshot().value).toBe('blocking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'Chargeback fraud', pending: 'block' });
    actor.send({ type: 'submit', reason: 'twice' });
    await settle();
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, pending: null, error: null });
    expect(calls).toEqual(['block Chargeback fraud', 'reloadPlayer']);
  });

  it('blocking → failed with the server’s words; retry sends the same reason; dismiss → active', async () => {
    const answers = [
      async () => Promise.reject(cannotBlockAdmin),
      async () => Promise.reject(cannotBlockAdmin),
    ];
    const { actor, calls } = start(false, { block: () => answers.shift()!() });
    actor.send({ type: 'block' });
    actor.send({ type: 'submit', reason: 'Abuse' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: cannotBlockAdmin, pending: 'block' },
    });
    actor.send({ type: 'retry' });
    await settle();
    expect(calls).toEqual(['block Abuse', 'block Abuse']);
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'active', context: { error: null, reason: null } });
  });

  it('blocked → confirmingUnblock → unblocking → active; the page reloads', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'unblock' });
    expect(actor.getSnapshot().value).toBe('confirmingUnblock');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'unblock' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('unblocking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual(['unblock', 'reloadPlayer']);
  });

  it('unblocking → failed (fallback for a plain error); confirm retries; cancel → blocked', async () => {
    const answers = [async () => Promise.reject(new Error('x')), async () => Promise.reject(new Error('y'))];
    const { actor, calls } = start(true, { unblock: () => answers.shift()!() });
    actor.send({ type: 'unblock' });
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { pending: 'unblock', error: { messageKey: 'errors.network.connectionError' } },
    });
    actor.send({ type: 'confirm' });
    await settle();
    expect(calls).toEqual(['unblock', 'unblock']);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('block, then unblock, then block again: a full round', async () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'block' });
    actor.send({ type: 'submit', reason: 'Spam' });
    await settle();
    actor.send({ type: 'unblock' });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'block' });
    actor.send({ type: 'submit', reason: 'Spam again' });
    await settle();
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(calls).toEqual([
      'block Spam',
      'reloadPlayer',
      'unblock',
      'reloadPlayer',
      'block Spam again',
      'reloadPlayer',
    ]);
  });

  it('sync follows the page’s data while idle, and is ignored mid-flow', () => {
    const { actor } = start(false);
    actor.send({ type: 'sync', blocked: true });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'sync', blocked: true });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'sync', blocked: false });
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'block' });
    actor.send({ type: 'sync', blocked: true });
    expect(actor.getSnapshot().value).toBe('reasoning');
  });

  it('a session that ended → unauthorized (final)', async () => {
    const { actor } = start(false, {
      block: async () => Promise.reject({ messageKey: 'errors.auth.authenticationFailed' }),
    });
    actor.send({ type: 'block' });
    actor.send({ type: 'submit', reason: 'Abuse' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
