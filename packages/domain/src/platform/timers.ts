import { dayMs, hourMs, minuteMs, secondMs } from '../time/durations';

/** Every timer the spec names, in milliseconds (spec §4, §9 Timers). */
export const timersMs = {
  /** Countdowns refresh every 60 s. */
  countdownTick: 60 * secondMs,
  /** The joinable flag of a current challenge is re-checked every minute. */
  joinableCheck: minuteMs,
  /** A current challenge can be joined for 24 h after its start. */
  joinWindow: 24 * hourMs,
  /** "Copied" confirmation after copying a transaction id or a link. */
  copyConfirmation: 2 * secondMs,
  /** Card payment: wait after approval before capture… */
  paymentWaitBeforeCapture: secondMs,
  /** …and after capture before claim. */
  paymentWaitBeforeClaim: secondMs,
  /** The passport upload progress flag goes back to none. */
  uploadFlagReset: 3 * secondMs,
  /** A verified passport fires the success callback after 2 s. */
  passportSuccessCallback: 2 * secondMs,
  /** Success messages: profile (name, photo). */
  profileSuccessMessage: 3 * secondMs,
  /** Success messages: password change. */
  passwordSuccessMessage: 5 * secondMs,
  /** Success messages: game disconnect. */
  disconnectSuccessMessage: 5 * secondMs,
  /** A dialog closes 2 s after success. */
  dialogClose: 2 * secondMs,
  /** Disconnecting a game starts a 7-day reconnection lock for that game type. */
  reconnectionLock: 7 * dayMs,
} as const;

/** Durations the spec states in hours, shown to people as ranges (spec §9). */
export const withdrawalProcessingHours = { min: 12, max: 72 } as const;
export const passportReviewHours = { min: 24, max: 48 } as const;
