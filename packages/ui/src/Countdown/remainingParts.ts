export interface RemainingParts {
  /** True once `now` has reached `target`. */
  ended: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/**
 * Whole days, hours and minutes left until `target`. Minutes round up, so the display never
 * reads 0m while time remains (the spec ticks every 60 s, §9); it ends exactly at the target.
 */
export function remainingParts(target: Date, now: Date): RemainingParts {
  const ms = target.getTime() - now.getTime();
  if (!(ms > 0)) return { ended: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / MINUTE);
  return {
    ended: false,
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}
