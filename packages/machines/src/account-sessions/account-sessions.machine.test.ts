import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountSessionsMachine, type AccountSessionItem } from './account-sessions.machine';

const here: AccountSessionItem = {
  id: 's-here',
  device: 'desktop',
  browser: 'Chrome 126',
  os: 'Windows 10',
  address: '203.0.113.5',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-28T10:00:00.000Z',
  current: true,
};
const phone: AccountSessionItem = {
  ...here,
  id: 's-phone',
  device: 'mobile',
  browser: 'Safari 17',
  current: false,
};
const tablet: AccountSessionItem = { ...here, id: 's-tablet', device: 'tablet', current: false };

type Fakes = {
  load?: Array<() => Promise<AccountSessionItem[]>>;
  end?: (id: string) => Promise<unknown>;
  endOthers?: () => Promise<unknown>;
};

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const loads = [...(fakes.load ?? [])];
  const machine = accountSessionsMachine.provide({
    actors: {
      loadSessions: fromPromise(async () => {
        calls.push('load');
        const next = loads.shift();
        return next ? next() : [here, phone, tablet];
      }),
      endSession: fromPromise(async ({ input }) => {
        calls.push(`end ${input.id}`);
        return (fakes.end ?? (async () => ({ status: 'success' })))(input.id);
      }),
      endOtherSessions: fromPromise(async () => {
        calls.push('end others');
        return (fakes.endOthers ?? (async () => ({ status: 'success' })))();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const refused = () => Promise.reject(new Error('refused'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('account sessions (issue 30)', () => {
  it('starts loading, tagged loading, then lists the sessions', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { sessions: [here, phone, tablet] },
    });
    expect(calls).toEqual(['load']);
  });

  it('a failed load is the error state; retry loads again', async () => {
    const { actor, calls } = start({ load: [refused, async () => [here]] });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'error', context: { failure: 'load' } });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { sessions: [here], failure: null },
    });
    expect(calls).toEqual(['load', 'load']);
  });

  it('ending one marks its row busy, then removes it from the list', async () => {
    let finish: (value: unknown) => void = () => {};
    const { actor, calls } = start({ end: () => new Promise((resolve) => (finish = resolve)) });
    await settle();
    actor.send({ type: 'session.end', id: 's-phone' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ending', context: { busyId: 's-phone' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'sessions.endOthers' }); // ignored while busy
    finish({ status: 'success' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { sessions: [here, tablet], busyId: null, failure: null },
    });
    expect(calls).toEqual(['load', 'end s-phone']);
  });

  it('a failed end keeps the row and says so; ending it again is the retry', async () => {
    const outcomes = [refused, async () => ({ status: 'success' })];
    const { actor, calls } = start({ end: () => outcomes.shift()!() });
    await settle();
    actor.send({ type: 'session.end', id: 's-tablet' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { sessions: [here, phone, tablet], busyId: null, failure: 'end' },
    });
    actor.send({ type: 'session.end', id: 's-tablet' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.sessions).toEqual([here, phone]);
    expect(calls).toEqual(['load', 'end s-tablet', 'end s-tablet']);
  });

  it('never ends the current session nor an unknown one', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'session.end', id: 's-here' });
    actor.send({ type: 'session.end', id: 's-nowhere' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls).toEqual(['load']);
  });

  it('ending all others keeps only this session; a failure keeps the list', async () => {
    const outcomes = [refused, never, async () => ({ status: 'success' })];
    const { actor, calls } = start({ endOthers: () => outcomes.shift()!() });
    await settle();
    actor.send({ type: 'sessions.endOthers' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { sessions: [here, phone, tablet], failure: 'endOthers' },
    });
    actor.send({ type: 'sessions.endOthers' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'endingOthers', context: { failure: null } });
    expect(calls).toEqual(['load', 'end others', 'end others']);
  });

  it('ending all others succeeds to just this one, and there is nothing more to end', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'sessions.endOthers' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { sessions: [here] } });
    actor.send({ type: 'sessions.endOthers' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls).toEqual(['load', 'end others']);
  });
});
