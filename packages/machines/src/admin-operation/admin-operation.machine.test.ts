import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminOperationMachine, isConfirmStep } from './admin-operation.machine';
import type { AdminOperationInput } from './admin-operation.machine';

const cup = { id: 'c-1', name: 'Weekend cup' };

function start(perform?: (input: AdminOperationInput) => Promise<unknown>) {
  const calls: string[] = [];
  const machine = adminOperationMachine.provide({
    actions: { afterDone: () => calls.push('afterDone') },
    actors: {
      perform: fromPromise(async ({ input }) => {
        calls.push(`perform ${input.target.id} ${JSON.stringify(input.input ?? null)}`);
        return (perform ?? (async () => ({ ok: true })))(input);
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

describe('admin operation (issue 13: one console action, confirmed or direct)', () => {
  it('idle ignores confirm, retry, dismiss and close', () => {
    const { actor, calls } = start();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'retry' });
    actor.send({ type: 'dismiss' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('start → running (busy) → done with the answer; afterDone runs once', async () => {
    const { actor, calls } = start(async () => ({ url: '/uploads/a.png' }));
    actor.send({ type: 'start', target: cup, input: { sortOrder: 10 } });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual({ url: '/uploads/a.png' });
    expect(calls).toEqual(['perform c-1 {"sortOrder":10}', 'afterDone']);
  });

  it('a second start while running is ignored (a double press acts once)', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'start', target: cup });
    actor.send({ type: 'start', target: { id: 'c-2' } });
    expect(actor.getSnapshot().context.target).toEqual(cup);
    expect(calls).toEqual(['perform c-1 null']);
  });

  it('open → confirming; close → idle with nothing kept; confirm → running with the input', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'open', target: cup });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(isConfirmStep(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { target: null } });
    actor.send({ type: 'open', target: cup });
    actor.send({ type: 'confirm', input: 'Broken tag' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(isConfirmStep(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(isConfirmStep(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['perform c-1 "Broken tag"', 'afterDone']);
  });

  it('failed keeps the server’s words; retry runs the same input again', async () => {
    const answers = [
      async () => Promise.reject({ serverMessage: 'This challenge has already finished.' }),
      async () => Promise.reject(new Error('down')),
      async () => ({ ok: true }),
    ];
    const { actor, calls } = start(() => answers.shift()!());
    actor.send({ type: 'open', target: cup });
    actor.send({ type: 'confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      serverMessage: 'This challenge has already finished.',
    });
    expect(isConfirmStep(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls).toEqual(['perform c-1 null', 'perform c-1 null', 'perform c-1 null', 'afterDone']);
  });

  it('dismiss after a confirmed failure goes back to the confirmation; after a direct one to idle', async () => {
    const { actor } = start(async () => Promise.reject(new Error('down')));
    actor.send({ type: 'open', target: cup });
    actor.send({ type: 'confirm' });
    await settle();
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { error: null, target: cup } });
    actor.send({ type: 'close' });
    actor.send({ type: 'start', target: cup });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(isConfirmStep(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null, target: null } });
  });

  it('done → start runs again; done → close → idle', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'start', target: cup });
    await settle();
    actor.send({ type: 'start', target: { id: 'c-2' } });
    await settle();
    expect(calls).toEqual(['perform c-1 null', 'afterDone', 'perform c-2 null', 'afterDone']);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { result: null } });
  });

  it('a 401 ends in unauthorized', async () => {
    const { actor } = start(async () => Promise.reject({ messageKey: 'errors.auth.sessionExpired' }));
    actor.send({ type: 'start', target: cup });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
  });
});
