// A background job main.ts starts (challenge lifecycle, passport retention): runs at once, then every
// `intervalMs`, one run at a time (a run still going skips the tick); a failed run is logged and the
// next tick tries again. The timer does not keep the process alive; stop() waits for a run in progress.
// Whatever keeps instances apart (an advisory lock, `skip locked`) is the job's own. Each run is counted
// in arena_job_runs_total{job, outcome} (http/metrics.ts), the job named by its failure message.
import { countJobRun } from '../http/metrics';

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
  const job = options.failure.replace(/ failed$/, '');
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => countJobRun(job, 'ok'))
      .catch((error: unknown) => {
        countJobRun(job, 'failed');
        options.log.error({ err: error }, options.failure);
      })
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
