// The three-instance harness (issue 14, docs/decisions/0026-several-instances.md): one PostgreSQL,
// three real server processes on it, started at once as a deployment behind a proxy would start them.
// PostgreSQL: a fresh database on DATABASE_URL's server when it is set; otherwise a private cluster
// (initdb + pg_ctl from /usr/lib/postgresql/*/bin, as .ci/run starts one) on a free port, stopped after.
// Each instance has its own DATA_DIR and no JWT_SECRET: the secrets they generate are shared through
// the database (db/shared-secrets.ts), as they would be on separate machines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { openPostgresDatabase } from '../../apps/server/src/db/postgres-database';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ClusterDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A fresh, empty database for the three instances. */
export async function startDatabase(): Promise<ClusterDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `arena_cluster_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(given);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        const client = new pg.Client({ connectionString: given });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  return startPrivateCluster();
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error('No PostgreSQL under /usr/lib/postgresql and no DATABASE_URL: install postgresql');
  return path.join(root, latest, 'bin');
}

async function startPrivateCluster(): Promise<ClusterDatabase> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'arena-cluster-pg-'));
  // initdb refuses to run as root: as root, run it as the postgres user (as .ci/run does).
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -w -l ${dir}/log -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything the process wrote (pino JSON lines at LOG_LEVEL=info). */
  log(): string;
}

/**
 * Spawns one server process (node --import tsx apps/server/src/main.ts, as tests/e2e does); `env` adds
 * or overrides variables (e.g. a short PAYOUT_RECONCILE_MINUTES).
 */
export async function spawnInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `arena-cluster-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      // The documented limits: the test counts them.
      RATE_LIMIT_SCALE: '1',
      JWT_SECRET: '',
      SEED_DEMO: '',
      // No built site is needed: the API alone.
      SITE_DIR: path.join(dataDir, 'no-site'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, url, process: child, dataDir, log: () => output };
}

export async function waitForHealth(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`${instance.name} exited with ${instance.process.exitCode}:\n${instance.log()}`);
    }
    try {
      const answer = await fetch(`${instance.url}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not become healthy:\n${instance.log()}`);
}

/** SIGTERM, then SIGKILL after 10 s; removes the data directory. */
export async function stopInstance(instance: Instance): Promise<void> {
  const child = instance.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** The names of the migrations each instance reported applying (main.ts logs them at start). */
export function appliedMigrations(instance: Instance): string[] {
  const names: string[] = [];
  for (const line of instance.log().split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; migrations?: string[] };
      if (entry.msg === 'applied migrations' && Array.isArray(entry.migrations))
        names.push(...entry.migrations);
    } catch {
      // not a log line
    }
  }
  return names;
}

/** Two instances on one fresh database, with a pool of the test's own and the secret they share. */
export interface Pair {
  postgres: ClusterDatabase;
  /** The test's own pool on the instances' database (fixtures, checks). */
  db: Database;
  /** A takes the writes; B serves the reads and streams. */
  a: Instance;
  b: Instance;
  /** The JWT secret the instances generated and share (db/shared-secrets.ts): tokens signed with it work on both. */
  jwtSecret: string;
}

export async function startPair(): Promise<Pair> {
  const postgres = await startDatabase();
  const [a, b] = await Promise.all(['a', 'b'].map((name) => spawnInstance(name, postgres.url)));
  if (!a || !b) throw new Error('two instances were asked for');
  await Promise.all([a, b].map((instance) => waitForHealth(instance)));
  const db = openPostgresDatabase({ connectionString: postgres.url, max: 4 });
  const { rows } = await db.query<{ secret: string }>(
    `select value #>> '{}' as secret from app_settings where key = 'generated-secret.jwt-secret'`,
  );
  return { postgres, db, a, b, jwtSecret: rows[0]?.secret ?? '' };
}

export async function stopPair(pair: Pair | undefined): Promise<void> {
  if (!pair) return;
  await Promise.all([pair.a, pair.b].map((instance) => stopInstance(instance)));
  await pair.db.close();
  await pair.postgres.stop();
}
