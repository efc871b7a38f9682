// Plain unit sizes so that every duration below reads as the spec states it.
export const secondMs = 1_000;
export const minuteMs = 60 * secondMs;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
