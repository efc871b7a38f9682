// How fast a change reaches a live stream on another instance (issue 16's "within 2 s", measured here
// rather than asserted by a test: issue 36). Two apps on one database, as two instances: a change
// published through A's handle, and the `changed` event read by a Server-Sent Events client of B over
// real HTTP. Each round waits out the 250 ms spacing that gathers bursts, so each change is one event.
// Usage: npm run bench:live                          (PGlite: both handles are one process's database)
//        DATABASE_URL=postgres://… npm run bench:live  (PostgreSQL: two pools, LISTEN/NOTIFY between them)
//        BENCH_ROUNDS=50 npm run bench:live
import { buildApp } from '../apps/server/src/app';
import { openStream, sleep } from '../apps/server/test/support/event-stream';
import { insertChallenge } from '../apps/server/test/support/challenge-fixtures';
import { testConfig } from '../apps/server/test/support/test-config';
import { createTestDatabase, testEngine } from '../apps/server/test/support/test-db';
import { percentile } from './support/engines';

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const jwtSecret = 'bench-live-secret-'.padEnd(48, 'x');

const database = await createTestDatabase();
const second = await database.secondHandle();
const a = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
const b = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database: second });
const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
await second.changes.ready();
try {
  const challenge = await insertChallenge(database, { start: new Date(Date.now() + 3_600_000) });
  const stream = await openStream(bUrl, `/api/challenge/${challenge}/live`);
  if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
  const handleDelays: number[] = [];
  const delays: number[] = [];
  let heard: (() => void) | undefined;
  const stop = second.changes.subscribe(() => heard?.());
  for (let round = 0; round < rounds; round++) {
    await sleep(400); // past the 250 ms spacing: every change is its own event
    const sentAt = performance.now();
    const onHandle = new Promise<void>((resolve) => (heard = resolve));
    database.changes.publish(`challenge:${challenge}`);
    await onHandle;
    handleDelays.push(performance.now() - sentAt);
    const events = await stream.waitForEvents(round + 1, 10_000);
    delays.push(events[round]!.at - sentAt);
  }
  stop();
  stream.close();
  const sorted = [...delays].sort((x, y) => x - y);
  handleDelays.sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`live changes, ${testEngine}, ${rounds} rounds (instance A's handle → a stream on B):`);
  console.log(
    `  handle to handle: p50 ${ms(percentile(handleDelays, 50))}, p95 ${ms(percentile(handleDelays, 95))}`,
  );
  console.log(
    `  to the SSE client: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `max ${ms(sorted.at(-1)!)} (goal: within 2,000 ms)`,
  );
} finally {
  await b.close();
  await a.close();
  await second.close();
  await database.close();
}
