// Two builds of the site side by side (docs/benchmarks.md "Web pages"): Lighthouse's mobile audit, as
// bench/web.ts runs it, of A (a base commit, built in a git worktree) and B (this working tree) in one
// run, alternating A and B page by page and round by round (which goes first alternates too), so a drift
// in the host's speed falls on both alike. Each is its own server, `node apps/server/dist/main.js` as
// `npm start` runs it, on demo data in a fresh temporary directory. Prints Lighthouse's benchmarkIndex
// (the host's speed), the medians per page with B − A, and the landing page's first script for each build.
// A's worktree is kept in ~/.cache/arena-ab/<commit> (BENCH_AB_CACHE=<dir> for another place), installed
// and built once, then reused. Not under a node_modules folder: Vite bundles sources on such a path
// differently (cca198d's landing page, `npm run bench -- bundle`: 128.9 kB gzip there, 114.7 kB elsewhere).
// Usage: npm run bench:web-ab                               (A = cca198d, B = this working tree)
//        BENCH_BASE=<commit> npm run bench:web-ab           (another base)
//        BENCH_B_DIR=<dir> npm run bench:web-ab             (B = another built tree, e.g. A's own worktree)
//        BENCH_RUNS=1 BENCH_PAGES=/about BENCH_LANG=ar npm run bench:web-ab   (as for bench:web)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.mjs';
import { buildSiteIfStale, repoRoot } from '../scripts/site-build.mjs';
import { landingBundle } from './support/bundle';
import {
  audit,
  choosePages,
  chromePath,
  demoIds,
  launchChrome,
  median,
  type Figures,
} from './support/lighthouse';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const language = process.env.BENCH_LANG ?? 'en';
const base = process.env.BENCH_BASE ?? 'cca198d';
const builtMarker = '.arena-ab-built';

interface Side {
  label: 'A' | 'B';
  dir: string;
  what: string;
  origin: string;
  ids: { challengeId: string; playerId: string };
}

const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;

/** Runs a command to its end, its output shown only when it fails; npm's own variables left out. */
function run(command: string, args: string[], cwd: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** A's tree: the base commit in a git worktree, installed and built once (a marker file says so). */
function prepareBase(commit: string) {
  const sha = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], repoRoot);
  const cache = process.env.BENCH_AB_CACHE ?? path.join(homedir(), '.cache/arena-ab');
  const dir = path.join(path.resolve(cache), sha);
  if (dir.split(path.sep).includes('node_modules'))
    throw new Error(
      `${dir}: a build under a node_modules folder is not the build (see the top of web-ab.ts)`,
    );
  const marker = path.join(dir, builtMarker);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === sha) return { dir, sha };
  if (existsSync(dir)) {
    // Left half-made by an interrupted run: made again from the start.
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot });
    rmSync(dir, { recursive: true, force: true });
  }
  spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot });
  mkdirSync(path.dirname(dir), { recursive: true });
  console.error(`A: ${sha.slice(0, 7)} into ${dir}: worktree, npm ci, npm run build (a few minutes, once)…`);
  run('git', ['worktree', 'add', '--detach', dir, sha], repoRoot);
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(marker, `${sha}\n`);
  return { dir, sha };
}

/** B's tree: this working tree, its site built when stale and its server always; or BENCH_B_DIR. */
async function prepareB() {
  const dir = process.env.BENCH_B_DIR ? path.resolve(process.env.BENCH_B_DIR) : repoRoot;
  if (dir !== repoRoot) {
    const built = ['apps/site/dist/index.html', 'apps/server/dist/main.js'].every((file) =>
      existsSync(path.join(dir, file)),
    );
    if (!built) run('npm', ['run', 'build'], dir);
    if (dir.split(path.sep).includes('node_modules'))
      console.error(`B: ${dir} is under a node_modules folder, where Vite bundles differently`);
    return { dir, what: `BENCH_B_DIR ${dir}` };
  }
  console.error('B: building the site if stale, and the server…');
  buildSiteIfStale({ quiet: true });
  await buildServer({ quiet: true });
  const changed = run('git', ['status', '--porcelain', '--untracked-files=no'], repoRoot) !== '';
  return { dir, what: `the working tree ${dir}${changed ? ' (with uncommitted changes)' : ''}` };
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `node apps/server/dist/main.js` in `dir` (as `npm start`), answered once GET /api/health answers. */
async function startServer(label: string, dir: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `arena-bench-ab-${label}-`));
  dataDirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'SITE_DIR', 'PUBLIC_URL', 'METRICS_PORT']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `${label}'s server in ${dir} exited (${server.exitCode ?? server.signalCode}):\n${output}`,
      );
    const healthy = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return origin;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label}'s server in ${dir} did not answer /api/health in 120 s:\n${output}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

let cleaned: Promise<void> | undefined;
let interrupted = false;
function cleanUp() {
  cleaned ??= (async () => {
    chrome?.kill();
    await Promise.all(servers.map(stopServer));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted = true;
    void cleanUp().then(() => process.exit(130));
  });

const signed = (value: number, digits = 0) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const a = prepareBase(base);
  let b;
  try {
    b = await prepareB();
  } catch (error) {
    throw new Error(
      `B's build failed (set BENCH_B_DIR to compare another built tree):\n${error instanceof Error ? error.message : error}`,
    );
  }
  const subject = run('git', ['log', '-1', '--format=%s', a.sha], repoRoot).slice(0, 80);
  const trees = [
    { label: 'A' as const, dir: a.dir, what: `${a.sha.slice(0, 7)} "${subject}…"` },
    { label: 'B' as const, dir: b.dir, what: b.what },
  ];
  const origins = await Promise.all(trees.map((tree) => startServer(tree.label, tree.dir)));
  const sides: Side[] = await Promise.all(
    trees.map(async (tree, index) => {
      const origin = origins[index] ?? '';
      return { ...tree, origin, ids: await demoIds(origin) };
    }),
  );
  chrome = await launchChrome({ handleSIGINT: false });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser?: string;
  };
  const pages = choosePages(['/', '/about', '/join', '/public-profile/:id']);
  const figures = new Map<string, Figures[]>();
  const failures = new Map<string, number>();
  for (const page of pages) {
    for (let round = 0; round < runs; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const url = `${side.origin}${page.replace(':id', side.ids.playerId)}`;
        const key = `${side.label} ${page}`;
        const recorded = figures.get(key) ?? [];
        figures.set(key, recorded);
        // A run Lighthouse could not record is run again, up to BENCH_RUNS extra times per page and build
        // (as bench/web.ts), so the medians are of recorded runs only.
        for (;;) {
          const result = await audit(url, chrome.port, language);
          if (!result) {
            failures.set(key, (failures.get(key) ?? 0) + 1);
            if ((failures.get(key) ?? 0) > runs) break;
            continue;
          }
          recorded.push(result);
          console.error(
            `  ${page} round ${round + 1}/${runs} ${side.label}: ${result.score}, LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`,
          );
          break;
        }
      }
    }
  }
  const all = [...figures.values()].flat();
  const indexOf = (label: string) =>
    median(
      [...figures]
        .filter(([key]) => key.startsWith(label))
        .flatMap(([, f]) => f.map((x) => x.benchmarkIndex)),
    );
  console.info(`A = ${trees[0]?.what}\nB = ${trees[1]?.what}`);
  console.info(
    `Lighthouse mobile defaults, ${version.Browser ?? 'Chromium'} (${chromePath}), ${language}, median of ${runs} runs each, A and B alternating, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.info(
    `benchmarkIndex ${Math.round(median(all.map((f) => f.benchmarkIndex)))} (median of ${all.length} runs; A's ${Math.round(indexOf('A'))}, B's ${Math.round(indexOf('B'))})`,
  );
  console.info(
    '| page | A score / LCP / TBT / CLS | B score / LCP / TBT / CLS | Δ score | Δ LCP | Δ TBT | FCP A / B |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const page of pages) {
    const [fa, fb] = sides.map((side) => figures.get(`${side.label} ${page}`) ?? []);
    if (!fa?.length || !fb?.length) {
      console.info(`| \`${page}\` | ${fa?.length ?? 0} A and ${fb?.length ?? 0} B runs recorded |`);
      continue;
    }
    const pa = (key: keyof Figures) => median(fa.map((f) => f[key]));
    const pb = (key: keyof Figures) => median(fb.map((f) => f[key]));
    const cell = (p: typeof pa) =>
      `${p('score')} / ${(p('lcp') / 1000).toFixed(2)} s / ${Math.round(p('tbt'))} ms / ${p('cls').toFixed(3)}`;
    const lcpChange = ((pb('lcp') - pa('lcp')) / pa('lcp')) * 100;
    console.info(
      `| \`${page}\` | ${cell(pa)} | ${cell(pb)} | ${signed(pb('score') - pa('score'))} | ${signed((pb('lcp') - pa('lcp')) / 1000, 2)} s (${signed(lcpChange)} %) | ${signed(pb('tbt') - pa('tbt'))} ms | ${(pa('fcp') / 1000).toFixed(2)} / ${(pb('fcp') / 1000).toFixed(2)} s |`,
    );
  }
  // The first script: the landing page's entry and its static imports; the total is `npm run bench -- bundle`'s.
  const bundles = sides.map((side) => landingBundle(path.join(side.dir, 'apps/site/dist')));
  const sum = (files: { size: number }[]) => files.reduce((total, file) => total + file.size, 0);
  const [firstA, firstB] = bundles.map((files) => sum(files.filter((file) => file.first)));
  const [totalA, totalB] = bundles.map(sum);
  console.info(
    `First script (landing page entry + static imports, gzip -9): A ${kB(firstA ?? 0)}, B ${kB(firstB ?? 0)} (${signed(((firstB ?? 0) - (firstA ?? 0)) / 1024, 1)} kB); landing page JS and CSS as \`npm run bench -- bundle\`: A ${kB(totalA ?? 0)}, B ${kB(totalB ?? 0)}`,
  );
}

try {
  await main();
} catch (error) {
  if (!interrupted) console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
