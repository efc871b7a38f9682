import { timersMs } from '@arena/domain';
import { useEffect, useState } from 'react';

/** The current time, refreshed every minute (spec §9: countdowns tick every 60 s). */
export function useNow(intervalMs: number = timersMs.countdownTick): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
