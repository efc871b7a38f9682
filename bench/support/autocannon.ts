// autocannon in a child process (the other core), the servers in this one: bench/challenges.ts and
// bench/signed-in.ts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadFigures {
  perSecond: number;
  p50: string;
  p99: string;
  /** The p99 in milliseconds, for comparing with a goal. */
  p99Ms: number;
  errors: number;
  /** CPU this process (the servers; autocannon is a child) spent per request meanwhile, in µs. */
  cpuMicros: number;
}

/**
 * autocannon's own figures: requests per second (mean), latency p50 and p99, errors and non-2xx; and
 * the CPU time this process spent per request meanwhile. `headers` are sent with every request.
 */
export function autocannonFor({ connections, seconds }: { connections: number; seconds: number }) {
  return async function autocannon(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
    const cpuBefore = process.cpuUsage();
    const bin = path.join(import.meta.dirname, '../../node_modules/.bin/autocannon');
    // As a browser asks: compressed answers accepted (the cache keeps brotli and gzip forms ready).
    const headerArgs = Object.entries({ 'accept-encoding': 'gzip, deflate, br', ...headers }).flatMap(
      ([name, value]) => ['-H', `${name}=${value}`],
    );
    const { stdout } = await run(
      bin,
      ['-c', String(connections), '-d', String(seconds), ...headerArgs, '-j', url],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const result = JSON.parse(stdout) as {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    };
    return {
      perSecond: Math.round(result.requests.average),
      p50: `${result.latency.p50} ms`,
      p99: `${result.latency.p99} ms`,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
    };
  };
}
