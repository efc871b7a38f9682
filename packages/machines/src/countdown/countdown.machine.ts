import { challengeStatus, isJoinable, statusAt, timersMs, toEpochMs } from '@arena/domain';
import type { ChallengeStatus, Instant } from '@arena/domain';
import { assign, setup } from 'xstate';

// spec §4, §9 Timers: countdowns refresh every 60 s ('starts in' for upcoming, 'ends in' for current);
// for a current challenge a `joinable` flag lasts 24 h from its start, re-checked every minute (the
// check runs on the same 60 s tick: timersMs.countdownTick = timersMs.joinableCheck).
export type CountdownParts = { ended: boolean; days: number; hours: number; minutes: number };

export type CountdownContext = {
  startMs: number;
  endMs: number;
  /** The server's status, moved on locally when the clock passes the start or the end. */
  status: ChallengeStatus;
  nowMs: number;
  /** 'startsIn' before the start, 'endsIn' until the end, null once finished. */
  label: 'startsIn' | 'endsIn' | null;
  remaining: CountdownParts;
  joinable: boolean;
};

export type CountdownInput = {
  status: ChallengeStatus;
  startTime: Instant;
  endTime: Instant;
  /** The clock (Date.now by default; tests use fake timers, which move it too). */
  now?: () => number;
};

export type CountdownEvent = { type: 'countdown.sync'; status: ChallengeStatus };

const minuteMs = 60_000;

/** Whole days, hours and minutes until `targetMs`, minutes rounded up (never 0m while time remains). */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const ms = targetMs - nowMs;
  if (!(ms > 0)) return { ended: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / minuteMs);
  return {
    ended: false,
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}

function derive(
  startMs: number,
  endMs: number,
  serverStatus: ChallengeStatus,
  nowMs: number,
): Omit<CountdownContext, 'startMs' | 'endMs'> {
  const byClock = statusAt(startMs, endMs, nowMs);
  const status = Math.max(serverStatus, byClock) as ChallengeStatus;
  const label =
    status === challengeStatus.upcoming ? 'startsIn' : status === challengeStatus.current ? 'endsIn' : null;
  const target = label === 'startsIn' ? startMs : endMs;
  return {
    status,
    nowMs,
    label,
    remaining: label === null ? countdownParts(0, 1) : countdownParts(target, nowMs),
    joinable: isJoinable(status, startMs, nowMs),
  };
}

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext & { clock: () => number },
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  actions: {
    tick: assign(({ context }) => derive(context.startMs, context.endMs, context.status, context.clock())),
  },
  guards: {
    finished: ({ context }) => context.status === challengeStatus.finished,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const clock = input.now ?? (() => Date.now());
    const startMs = toEpochMs(input.startTime);
    const endMs = toEpochMs(input.endTime);
    return { startMs, endMs, clock, ...derive(startMs, endMs, input.status, clock()) };
  },
  on: {
    'countdown.sync': {
      target: '.checking',
      actions: assign(({ context, event }) =>
        derive(context.startMs, context.endMs, event.status, context.clock()),
      ),
    },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'finished', target: 'finished' }, { target: 'ticking' }],
    },
    ticking: {
      after: { [timersMs.countdownTick]: { target: 'checking', actions: 'tick', reenter: true } },
    },
    /** Finished: nothing left to count. */
    finished: {},
  },
});
