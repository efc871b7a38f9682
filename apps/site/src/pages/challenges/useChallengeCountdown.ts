import type { Challenge } from '@arena/contract';
import { countdownMachine } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';

export type ChallengeClock = {
  /** The status by the server, moved on when the local clock passes the start or the end. */
  status: Challenge['status'];
  /** 'startsIn' before the start, 'endsIn' until the end, null once finished. */
  label: 'startsIn' | 'endsIn' | null;
  /** What the countdown counts down to. */
  target: Date;
  now: Date;
  /** spec §4: upcoming, or current and less than 24 hours after its start (re-checked every minute). */
  joinable: boolean;
};

/**
 * The `countdown` machine for one challenge (spec §4, §9 Timers: a 60 s tick; the 24 h join window is
 * re-checked on the same tick). A new server status (after a reload) is synced into the running actor.
 */
export function useChallengeCountdown(
  challenge: Pick<Challenge, 'status' | 'startTime' | 'endTime'>,
): ChallengeClock {
  const [snapshot, send] = useMachine(countdownMachine, {
    input: { status: challenge.status, startTime: challenge.startTime, endTime: challenge.endTime },
  });
  useEffect(() => {
    send({ type: 'countdown.sync', status: challenge.status });
  }, [send, challenge.status]);
  const { status, label, nowMs, startMs, endMs, joinable } = snapshot.context;
  return {
    status,
    label,
    target: new Date(label === 'startsIn' ? startMs : endMs),
    now: new Date(nowMs),
    joinable,
  };
}
