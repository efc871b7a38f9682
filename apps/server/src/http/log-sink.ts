// Where the server's log lines go (issue 29, "the process can hang at exit"). pino's default
// destination (sonic-boom) flushes synchronously at exit, and with standard output a pipe nobody reads
// that flush retried in Atomics.wait for ever: SIGTERM, twice, never ended the process. Here lines go
// to process.stdout, whose pipe and socket writes never block (libuv queues what the reader has not
// taken); a line that finds more than `maxPending` characters queued is dropped and counted, and the
// final flush (main.ts) waits a bounded time, then gives up. Nothing is registered to run at exit.
import { hostname } from 'node:os';
import type { Writable } from 'node:stream';

export interface LogSink {
  /** pino's destination: one serialized line. */
  write(line: string): void;
  /** Resolves true once every queued line is written, false after `timeoutMs` (the rest is given up). */
  flush(timeoutMs: number): Promise<boolean>;
  /** Lines dropped so far because the output was not being read (or had closed). */
  readonly dropped: number;
}

/** 8 MiB of unread log lines at most; beyond that a line is dropped rather than held in memory. */
const defaultMaxPending = 8 * 1024 * 1024;
const pollMs = 10;

export function createLogSink(out: Writable, maxPending = defaultMaxPending): LogSink {
  // At least the stream's high-water mark, so that a write that leaves more queued has returned false
  // and 'drain' follows once it is read.
  const limit = Math.max(maxPending, out.writableHighWaterMark);
  let dropped = 0;
  let unreported = 0;
  let broken = false;
  // The reader went away (EPIPE) or the stream failed: stop writing instead of crashing the server.
  out.on('error', () => {
    broken = true;
  });
  // Once the reader has caught up, one line (pino's shape, level warn) says how many were lost.
  const report = () => {
    if (broken || unreported === 0) return;
    const line = {
      level: 40,
      time: Date.now(),
      pid: process.pid,
      hostname: hostname(),
      msg: `${unreported} log lines dropped: the log output was not being read`,
    };
    unreported = 0;
    out.write(`${JSON.stringify(line)}\n`);
  };
  return {
    write(line) {
      if (broken || out.writableLength > limit) {
        dropped += 1;
        if (!broken && unreported++ === 0) out.once('drain', report);
        return;
      }
      out.write(line);
    },
    flush(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      return new Promise((resolve) => {
        const check = () => {
          if (broken || out.writableLength === 0) resolve(!broken);
          else if (Date.now() >= deadline) resolve(false);
          else setTimeout(check, pollMs);
        };
        check();
      });
    },
    get dropped() {
      return dropped;
    },
  };
}

let stdoutSink: LogSink | undefined;

/** The one sink over standard output, shared by the app's logger and main.ts's final flush. */
export function stdoutLogSink(): LogSink {
  stdoutSink ??= createLogSink(process.stdout);
  return stdoutSink;
}
