import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminPayoutDecisionMachine } from './admin-payout-decision.machine';
import type { PayoutApprovalOutput, PayoutDecisionItem } from './admin-payout-decision.machine';

const sent: PayoutApprovalOutput = { awaitingSecondApproval: false };

const huda: PayoutDecisionItem = { id: 'w-huda', userName: 'Huda', crystals: 2_000 };
const omar: PayoutDecisionItem = { id: 'w-omar', userName: 'Omar', crystals: 1_500 };
const alreadyDecided = { serverMessage: 'This withdrawal has already been decided.' };
const empty = { payout: null, decision: null, reason: null, awaitingSecondApproval: false, error: null };

type Answers = {
  approve?: (id: string) => Promise<PayoutApprovalOutput>;
  reject?: (id: string, reason: string) => Promise<unknown>;
};

function start(answers: Answers = {}) {
  const calls: string[] = [];
  const machine = adminPayoutDecisionMachine.provide({
    actions: { reloadQueue: () => calls.push('reloadQueue') },
    actors: {
      approve: fromPromise(async ({ input }) => {
        calls.push(`approve ${input.id}`);
        return (answers.approve ?? (async () => sent))(input.id);
      }),
      reject: fromPromise(async ({ input }) => {
        calls.push(`reject ${input.id} ${input.reason}`);
        return (answers.reject ?? (async () => ({})))(input.id, input.reason);
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

describe('admin payout decision (issue 12, decision 0018)', () => {
  it('starts idle; confirm, submit, retry and dismiss do nothing there', () => {
    const { actor, calls } = start();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'submit', reason: 'x' });
    actor.send({ type: 'retry' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it('idle → confirming on approve; cancel → idle with nothing sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'approve', payout: huda });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { payout: huda, decision: 'approved', reason: null, error: null },
    });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
    expect(calls).toEqual([]);
  });

  it('confirming → approving (busy; a double confirm sends once) → decided; the queue reloads', async () => {
    let finish: (value: PayoutApprovalOutput) => void = () => {};
    const { actor, calls } = start({ approve: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('approving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    finish(sent);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'decided',
      context: { payout: huda, decision: 'approved', awaitingSecondApproval: false },
    });
    expect(calls).toEqual(['approve w-huda', 'reloadQueue']);
  });

  it('a first of two approvals (four eyes): decided, awaiting a second operator; the next decision clears it', async () => {
    const big: PayoutDecisionItem = { id: 'w-big', userName: 'Sara', crystals: 5_000 };
    const { actor, calls } = start({ approve: async () => ({ awaitingSecondApproval: true }) });
    actor.send({ type: 'approve', payout: big });
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'decided',
      context: { payout: big, decision: 'approved', awaitingSecondApproval: true },
    });
    expect(calls).toEqual(['approve w-big', 'reloadQueue']);
    actor.send({ type: 'reject', payout: omar });
    expect(actor.getSnapshot().context.awaitingSecondApproval).toBe(false);
  });

  it('idle → reasoning on reject; a blank reason is refused; submit → rejecting → decided', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'reject', payout: huda });
    expect(actor.getSnapshot()).toMatchObject({ value: 'reasoning', context: { decision: 'rejected' } });
    actor.send({ type: 'submit', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    actor.send({ type: 'submit', reason: ' Payment email does not match ' });
    expect(actor.getSnapshot().value).toBe('rejecting');
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'decided',
      context: { decision: 'rejected', reason: 'Payment email does not match' },
    });
    expect(calls).toEqual(['reject w-huda Payment email does not match', 'reloadQueue']);
  });

  it('reasoning → idle on cancel', () => {
    const { actor } = start();
    actor.send({ type: 'reject', payout: huda });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
  });

  it('approving → failed with the server’s words; nothing reloaded; retry approves again', async () => {
    const answers = [async () => Promise.reject(alreadyDecided), async () => sent];
    const { actor, calls } = start({ approve: () => answers.shift()!() });
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: alreadyDecided } });
    expect(calls).toEqual(['approve w-huda']);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
    expect(calls).toEqual(['approve w-huda', 'approve w-huda', 'reloadQueue']);
  });

  it('rejecting → failed (fallback key for a plain error); retry sends the same reason', async () => {
    const answers = [async () => Promise.reject(new Error('down')), async () => ({})];
    const { actor, calls } = start({ reject: () => answers.shift()!() });
    actor.send({ type: 'reject', payout: huda });
    actor.send({ type: 'submit', reason: 'Fraud check' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { messageKey: 'errors.network.connectionError' } },
    });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
    expect(calls).toEqual(['reject w-huda Fraud check', 'reject w-huda Fraud check', 'reloadQueue']);
  });

  it.each(['cancel', 'dismiss'] as const)('failed → idle on %s', async (type) => {
    const { actor } = start({ approve: async () => Promise.reject(alreadyDecided) });
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
  });

  it('decided → the next row can be decided at once; dismiss → idle', async () => {
    const { actor } = start();
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'reject', payout: omar });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'reasoning',
      context: { payout: omar, decision: 'rejected' },
    });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'approve', payout: omar });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: empty });
  });

  it('approve and reject are ignored while a decision is under way', () => {
    const { actor } = start({ approve: never });
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'reject', payout: omar });
    actor.send({ type: 'approve', payout: omar });
    expect(actor.getSnapshot()).toMatchObject({ value: 'approving', context: { payout: huda } });
  });

  it('a session that ended → unauthorized (final)', async () => {
    const { actor } = start({ approve: async () => Promise.reject({ status: 401 }) });
    actor.send({ type: 'approve', payout: huda });
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
