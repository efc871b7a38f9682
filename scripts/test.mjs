// `npm test`: every project but the cluster, in lanes that start together (docs/decisions/0060, 0061).
// Vitest runs a project whose files run one at a time (the e2e journeys share one server) after every
// other project has finished, so on its own the e2e project would start only when the unit, DOM, story
// and server files are done. Here it runs from the first second in two Vitest processes of its own (two
// shards, each with its own server), beside one process for the rest; the run fails when any lane fails.
//
// Arguments go to every lane (e.g. `npm test -- --reporter=dot`). With a `--project` or a file filter
// the command is an ordinary single `vitest run` with those arguments.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from './build-server.mjs';
import { chromiumAvailable, chromiumPath } from './chromium.mjs';
import { buildSiteIfStale } from './site-build.mjs';

if (!chromiumAvailable()) {
  console.error(
    `Chromium was not found at ${chromiumPath()}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

const args = process.argv.slice(2);
const vitest = path.resolve('node_modules/vitest/vitest.mjs');
const projectChosen = args.some((arg) => arg === '--project' || arg.startsWith('--project='));
// A file filter is a bare word that is not the value of a preceding `--option value`.
const fileFilter = args.some(
  (arg, i) => !arg.startsWith('-') && !(i > 0 && args[i - 1].startsWith('--') && !args[i - 1].includes('=')),
);

/**
 * Runs vitest with the lane's arguments; `stdio` is 'inherit', a file descriptor for the lane's log, or
 * `{ tee: fd }`: printed as it comes and copied to that log.
 */
function run(laneArgs, env, stdio) {
  return new Promise((resolve) => {
    const tee = typeof stdio === 'object' ? stdio.tee : null;
    const out = tee === null ? stdio : 'pipe';
    const child = spawn(process.execPath, [vitest, 'run', ...laneArgs, ...args], {
      stdio: ['ignore', out, out],
      // Piped, Vitest would drop its colours on a developer's terminal.
      env: { ...process.env, ...(tee !== null && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    if (tee !== null)
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        stream.on('data', (chunk) => {
          target.write(chunk);
          writeSync(tee, chunk);
        });
    children.push(child);
    // 'close', not 'exit': a piped lane's last lines are copied before it counts as done.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const children = [];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

if (projectChosen || fileFilter) {
  process.exit(await run(projectChosen ? [] : ['--project', '!cluster'], {}, 'inherit'));
}

// The journeys run in two shards, each with its own built server and PGlite (tests/e2e/global-setup.ts):
// one file at a time within a shard, two at a time in all. Both shards serve the same build, made here
// first when the sources are newer, so the two set-ups never build it at once.
const e2eShards = 2;
buildSiteIfStale({ quiet: true });
if (serverBuildIsStale()) await buildServer({ quiet: true });

// Each shard writes to a log printed once every lane ends, so the reports do not interleave.
const logDir = mkdtempSync(path.join(tmpdir(), 'arena-test-'));
const shards = Array.from({ length: e2eShards }, (_, index) => {
  const log = path.join(logDir, `e2e-${index + 1}.log`);
  return { index: index + 1, log, fd: openSync(log, 'w') };
});
const timeline = process.env.VITEST_TIMELINE_FILE;
console.log(
  'The e2e journeys run beside the other projects, in two shards, the server suite after the second; their ' +
    `reports follow this one (live: ${[...shards.map((shard) => shard.log), path.join(logDir, 'server.log')].join(', ')}).\n`,
);
const serverLog = path.join(logDir, 'server.log');
const serverFd = openSync(serverLog, 'w');
const firstLog = path.join(logDir, 'unit-dom-stories.log');
const firstFd = openSync(firstLog, 'w');
const started = Date.now();
const shardRun = (shard) =>
  run(
    ['--project', 'e2e', `--shard=${shard.index}/${e2eShards}`],
    {
      E2E_SHARD: String(shard.index),
      ...(timeline ? { VITEST_TIMELINE_FILE: timeline.replace(/(\.\w+)?$/, `.e2e-${shard.index}$1`) } : {}),
    },
    shard.fd,
  );
// The server suite follows the last shard in its lane (decision 0061): that shard ends first, while the
// first lane still has its DOM files and stories to run, so the three lanes end about together.
const lastShard = shards[shards.length - 1];
const [rest, ...lanes] = await Promise.all([
  // Named one by one: Vitest joins several `--project` filters with "or", so `!cluster` and `!e2e`
  // together would select every project (the first lane then ran the journeys and the cluster too).
  run(
    ['--project', 'unit', '--project', 'dom', '--project', 'dom-mocks', '--project', 'storybook'],
    {},
    { tee: firstFd },
  ),
  ...shards.slice(0, -1).map((shard) => shardRun(shard).then((code) => [code])),
  shardRun(lastShard).then(async (code) => [
    code,
    await run(
      ['--project', 'server'],
      timeline ? { VITEST_TIMELINE_FILE: timeline.replace(/(\.\w+)?$/, '.server$1') } : {},
      serverFd,
    ),
  ]),
]);
const e2e = lanes.map((codes) => codes[0]);
const server = lanes[lanes.length - 1][1];
for (const shard of shards) {
  closeSync(shard.fd);
  console.log(`\n== e2e journeys, shard ${shard.index} of ${e2eShards}\n`);
  process.stdout.write(readFileSync(shard.log, 'utf8'));
}
closeSync(serverFd);
console.log('\n== the server suite (after the last shard, in its lane)\n');
process.stdout.write(readFileSync(serverLog, 'utf8'));
closeSync(firstFd);
printAttention([firstLog, ...shards.map((shard) => shard.log), serverLog]);
const seconds = Math.round((Date.now() - started) / 1000);
const e2eFailed = e2e
  .map((code, index) => (code === 0 ? null : `shard ${index + 1} exit ${code}`))
  .filter(Boolean);
const verdict = (code) => (code === 0 ? 'passed' : `failed (exit ${code})`);
console.log(
  `\nnpm test: unit, dom and storybook ${verdict(rest)}; server ${verdict(server)}; ` +
    `e2e ${e2eFailed.length === 0 ? 'passed' : `failed (${e2eFailed.join(', ')})`}; ${seconds} s in all.`,
);
process.exit(rest === 0 && server === 0 && e2eFailed.length === 0 ? 0 : 1);

/**
 * The last lines of a run are the ones a CI summary keeps: name there every failed test and every test that
 * passed only on a retry (the journeys retry once in CI, docs/decisions/0064), whichever lane ran it.
 */
function printAttention(logs) {
  // eslint-disable-next-line no-control-regex
  const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');
  const seen = new Set();
  const lines = logs
    .flatMap((log) => readFileSync(log, 'utf8').split('\n').map(plain))
    .filter((line) => /^\s*(FAIL\s|×\s)|\(retry x\d+\)/.test(line))
    .map((line) => line.trim())
    .filter((line) => !seen.has(line) && seen.add(line));
  if (lines.length === 0) return;
  console.log('\n== needs attention (failed, or passed only on a retry)\n');
  for (const line of lines.slice(0, 60)) console.log(`  ${line}`);
  if (lines.length > 60) console.log(`  … and ${lines.length - 60} more`);
}
