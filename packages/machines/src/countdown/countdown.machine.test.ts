import { dayMs, hourMs, minuteMs, timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine, countdownParts } from './countdown.machine';

const t0 = Date.parse('2026-03-01T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = () => vi.advanceTimersByTimeAsync(timersMs.countdownTick);

describe('countdownParts', () => {
  it('rounds minutes up and ends exactly at the target', () => {
    expect(countdownParts(t0 + dayMs + 2 * hourMs + 30_000, t0)).toEqual({
      ended: false,
      days: 1,
      hours: 2,
      minutes: 1,
    });
    expect(countdownParts(t0 + 1, t0)).toEqual({ ended: false, days: 0, hours: 0, minutes: 1 });
    expect(countdownParts(t0, t0)).toEqual({ ended: true, days: 0, hours: 0, minutes: 0 });
  });
});

describe('countdown (spec §4, §9 timers)', () => {
  it('upcoming: starts in, joinable, ticking', () => {
    const actor = createActor(countdownMachine, {
      input: { status: 0, startTime: new Date(t0 + 2 * hourMs).toISOString(), endTime: t0 + 3 * dayMs },
    }).start();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ticking',
      context: { label: 'startsIn', remaining: { days: 0, hours: 2, minutes: 0 }, joinable: true },
    });
  });

  it('ticks every 60 s, not before', async () => {
    const actor = createActor(countdownMachine, {
      input: { status: 1, startTime: t0 - hourMs, endTime: t0 + 10 * minuteMs },
    }).start();
    expect(actor.getSnapshot().context.remaining.minutes).toBe(10);
    await vi.advanceTimersByTimeAsync(timersMs.countdownTick - 1);
    expect(actor.getSnapshot().context.remaining.minutes).toBe(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ticking',
      context: { label: 'endsIn', remaining: { minutes: 9 } },
    });
    await tick();
    expect(actor.getSnapshot().context.remaining.minutes).toBe(8);
  });

  it('current: joinable until 24 h after the start, re-checked each minute', async () => {
    const actor = createActor(countdownMachine, {
      input: { status: 1, startTime: t0 - timersMs.joinWindow + 2 * minuteMs, endTime: t0 + 2 * dayMs },
    }).start();
    expect(actor.getSnapshot().context.joinable).toBe(true);
    await tick();
    expect(actor.getSnapshot().context.joinable).toBe(true);
    await tick();
    expect(actor.getSnapshot().context.joinable).toBe(false);
  });

  it('upcoming becomes current (ends in) when the clock passes the start', async () => {
    const actor = createActor(countdownMachine, {
      input: { status: 0, startTime: t0 + 30_000, endTime: t0 + hourMs },
    }).start();
    expect(actor.getSnapshot().context.label).toBe('startsIn');
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({
      status: 1,
      label: 'endsIn',
      joinable: true,
      remaining: { hours: 0, minutes: 60 - 1 },
    });
  });

  it('current → finished when the clock passes the end; no more ticks', async () => {
    const actor = createActor(countdownMachine, {
      input: { status: 1, startTime: t0 - hourMs, endTime: t0 + 30_000 },
    }).start();
    await tick();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'finished',
      context: { status: 2, label: null, joinable: false, remaining: { ended: true } },
    });
    const before = actor.getSnapshot().context.nowMs;
    await tick();
    expect(actor.getSnapshot().context.nowMs).toBe(before);
  });

  it('finished from the start: not joinable, no label', () => {
    const actor = createActor(countdownMachine, {
      input: { status: 2, startTime: t0 - 2 * dayMs, endTime: t0 - dayMs },
    }).start();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'finished',
      context: { label: null, joinable: false },
    });
  });

  it('countdown.sync takes a new server status', () => {
    const actor = createActor(countdownMachine, {
      input: { status: 1, startTime: t0 - hourMs, endTime: t0 + hourMs },
    }).start();
    actor.send({ type: 'countdown.sync', status: 2 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'finished', context: { joinable: false } });
  });

  it('uses the clock it is given', () => {
    const actor = createActor(countdownMachine, {
      input: { status: 0, startTime: t0, endTime: t0 + hourMs, now: () => t0 - 5 * minuteMs },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ label: 'startsIn', remaining: { minutes: 5 } });
  });
});
