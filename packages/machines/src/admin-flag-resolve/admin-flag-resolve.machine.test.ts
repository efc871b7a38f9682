import type { FlagResolution } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminFlagResolveMachine } from './admin-flag-resolve.machine';

const flag = { id: 'flag-1' };
const empty = { flag: null, action: null, note: null, resolved: null, error: null };
const ownAccount = {
  serverMessage: 'You cannot decide on your own account: another operator must.',
  serverMessageKey: 'operatorUser.ownAccount',
};

type Resolve = (input: { id: string; action: FlagResolution; note: string }) => Promise<unknown>;

function start(resolve: Resolve = async () => ({})) {
  const calls: string[] = [];
  const machine = adminFlagResolveMachine.provide({
    actions: { reloadFlag: () => calls.push('reloadFlag') },
    actors: {
      resolve: fromPromise(async ({ input }) => {
        calls.push(`resolve ${input.id} ${input.action} ${input.note}`);
        return resolve(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin flag resolve (issue 30, decision 0050)', () => {
  it('starts idle; submit, retry, cancel and dismiss do nothing there', () => {
    const { actor, calls } = start();
    actor.send({ type: 'submit', action: 'dismiss', note: 'x' });
    actor.send({ type: 'retry' });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it('open → choosing; a blank note is refused; cancel → idle with nothing sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open', flag });
    expect(actor.getSnapshot()).toMatchObject({ value: 'choosing', context: { ...empty, flag } });
    actor.send({ type: 'submit', action: 'block', note: '   ' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it.each(['dismiss', 'hold_payouts', 'block'] as const)(
    'submit %s → resolving (busy, dialog) → resolved with the action; the flag reloads',
    async (action) => {
      let finish: () => void = () => {};
      const { actor, calls } = start(() => new Promise<void>((resolve) => (finish = resolve)));
      actor.send({ type: 'open', flag });
      actor.send({ type: 'submit', action, note: '  Same phone, same payout email.  ' });
      expect(actor.getSnapshot().value).toBe('resolving');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
      actor.send({ type: 'cancel' });
      actor.send({ type: 'submit', action: 'dismiss', note: 'again' });
      expect(actor.getSnapshot().value).toBe('resolving');
      finish();
      await settle();
      expect(actor.getSnapshot()).toMatchObject({
        value: 'resolved',
        context: { flag, action, note: 'Same phone, same payout email.', resolved: action, error: null },
      });
      expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
      expect(calls).toEqual([`resolve flag-1 ${action} Same phone, same payout email.`, 'reloadFlag']);
      actor.send({ type: 'dismiss' });
      expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    },
  );

  it('a refusal → failed with the server’s words, the dialog open; retry sends the same choice again', async () => {
    const answers = [async () => Promise.reject(ownAccount), async () => ({})];
    const { actor, calls } = start(() => answers.shift()!());
    actor.send({ type: 'open', flag });
    actor.send({ type: 'submit', action: 'hold_payouts', note: 'Shared device' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: ownAccount } });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(calls).toEqual(['resolve flag-1 hold_payouts Shared device']);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'resolved', context: { resolved: 'hold_payouts' } });
    expect(calls).toEqual([
      'resolve flag-1 hold_payouts Shared device',
      'resolve flag-1 hold_payouts Shared device',
      'reloadFlag',
    ]);
  });

  it('failed → a changed choice is sent; a plain error shows the connection fallback; cancel → idle', async () => {
    const answers = [
      async () => Promise.reject(new Error('down')),
      async () => Promise.reject(new Error('down')),
    ];
    const { actor, calls } = start(() => answers.shift()!());
    actor.send({ type: 'open', flag });
    actor.send({ type: 'submit', action: 'block', note: 'Farming referrals' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { messageKey: 'errors.network.connectionError' } },
    });
    actor.send({ type: 'submit', action: 'dismiss', note: 'A family' });
    await settle();
    expect(calls).toEqual(['resolve flag-1 block Farming referrals', 'resolve flag-1 dismiss A family']);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
  });

  it('resolved → open again starts a fresh choice', async () => {
    const { actor } = start();
    actor.send({ type: 'open', flag });
    actor.send({ type: 'submit', action: 'dismiss', note: 'Family phone' });
    await settle();
    actor.send({ type: 'open', flag: { id: 'flag-2' } });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'choosing',
      context: { ...empty, flag: { id: 'flag-2' } },
    });
  });

  it('a session that ended → unauthorized (final)', async () => {
    const { actor } = start(async () => Promise.reject({ status: 401 }));
    actor.send({ type: 'open', flag });
    actor.send({ type: 'submit', action: 'dismiss', note: 'x' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
