// A background job main.ts starts (challenge lifecycle, passport retention): runs at once, then every
// `intervalMs`, one run at a time (a run still going skips the tick); a failed run is logged and the
// next tick tries again. The timer does not keep the process alive; stop() waits for a run in progress.
// Whatever keeps instances apart (an advisory lock, `skip locked`) is the job's own.

export interface PeriodicJob {
  stop(): Promise<void>;
}

export function startPeriodicJob(
  run: () => Promise<void>,
  options: {
    intervalMs: number;
    log: { error: (details: object, message: string) => void };
    /** The log message of a failed run. */
    failure: string;
  },
): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
