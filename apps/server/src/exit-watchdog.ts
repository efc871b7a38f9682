// The shutdown's last resort (issue 29, "the process can hang at exit"): a timer on a thread of its
// own that ends the process with SIGKILL. A timer on the main thread cannot fire while that thread is
// stuck (a write that blocks, an exit handler that spins in Atomics.wait); this one still does.
import { Worker } from 'node:worker_threads';

/** Kills this process `ms` from now unless it has exited by then. */
export function armExitWatchdog(ms: number): void {
  // Plain script text (no require or import), so it runs the same whatever the module type.
  const source = `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${Math.max(0, Math.round(ms))});`;
  // No inherited flags or loaders (tsx in development): the watchdog needs none.
  const worker = new Worker(source, { eval: true, execArgv: [] });
  worker.unref(); // it does not keep the process alive; while the process runs, its timer fires
}
