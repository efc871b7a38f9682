// Starts the one server: config, database (migrated), app, listen; stops cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { startMatchPolling } from './matches/match-polling';
import { openMatchSource } from './matches/open-match-source';
import { seedDemo } from './seed/seed-demo';
import { startChallengeLifecycle, type LifecycleTimer } from './challenges/scheduler';
import { PassportFiles } from './passport/passport-files';
import { startPassportRetention } from './passport/passport-retention';
import { openStorage } from './storage/open-storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const matchSource = openMatchSource(config);
  let app;
  try {
    const applied = await migrate(database);
    app = await buildApp(config, { database, matchSource });
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
    if (config.seedDemo) await seedDemo(app.log, database);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  // Challenge status follows the clock; ended challenges are finished and paid (every 30 s).
  const lifecycle: LifecycleTimer = startChallengeLifecycle(database, app.log);

  // Matches of current challenges' participants are ingested every minute (matches/match-polling.ts).
  const stopMatchPolling = startMatchPolling(database, matchSource, app.log);

  // Passport files are deleted PASSPORT_RETENTION_DAYS after the decision (hourly; passport/passport-retention.ts).
  const passportRetention = startPassportRetention(
    database,
    new PassportFiles(openStorage(config), config.passport),
    config.passport.retentionDays,
    app.log,
  );

  const engine = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(
    `Arena is running on ${config.publicUrl} (listening on ${config.host}:${config.port}, ${engine})`,
  );
  if (config.sandboxProviders.length > 0) {
    app.log.warn(
      `Sandbox providers (no real money): ${config.sandboxProviders.join(', ')}` +
        (config.production ? ' — a public demo (ALLOW_SANDBOX=true)' : ''),
    );
  }
  if (config.sandboxSecrets.mailOutboxKey) {
    app.log.info(
      `Sandbox outbox, every message: ${config.publicUrl}/sandbox/mail?key=${config.sandboxSecrets.mailOutboxKey}`,
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await stopMatchPolling();
      await lifecycle.stop();
      await passportRetention.stop();
      await app.close(); // stops accepting, waits for requests in flight
      await database.close(); // and releases the data-directory lock
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
