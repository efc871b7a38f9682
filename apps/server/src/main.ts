// Starts the one server: config, database (migrated), app, listen; stops cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { armExitWatchdog } from './exit-watchdog';
import { stdoutLogSink } from './http/log-sink';
import { serveMetrics } from './http/metrics';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createMailProvider } from './mail/mail-providers';
import { startMatchPolling } from './matches/match-polling';
import { openMatchSource } from './matches/open-match-source';
import { seedDemo } from './seed/seed-demo';
import { startChallengeLifecycle, type LifecycleTimer } from './challenges/scheduler';
import { startNotificationMail } from './notifications/notification-mail-sender';
import { startPushSender } from './push/push-sender';
import { PassportFiles } from './passport/passport-files';
import { startPassportRetention } from './passport/passport-retention';
import { startSignInRetention } from './auth/sign-in-retention';
import { openStorage } from './storage/open-storage';
import { createReconciliationDeps, startReconciliation } from './reconciliation/reconciliation-job';
import { startFairPlayScan } from './fair-play/fair-play-service';

/** How long SIGTERM waits for requests and jobs before giving up (a container's stop grace is 30 s by default). */
const shutdownTimeoutMs = 25_000;
/** How long the last log lines may take to reach a slow reader before exiting; one that never reads loses them. */
const finalFlushMs = 1_000;

/**
 * Exits after a bounded final flush of the logs (issue 29: pino's synchronous flush at exit waited for
 * ever on a pipe nobody read). Nothing that runs at exit writes logs, so process.exit cannot block on them.
 */
async function exit(code: number): Promise<never> {
  await stdoutLogSink().flush(finalFlushMs);
  process.exit(code);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const matchSource = openMatchSource(config);
  let app;
  try {
    const applied = await migrate(database);
    app = await buildApp(config, { database, matchSource });
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
    // A production public demo (ALLOW_SANDBOX) seeds players, never an operator with a known password.
    if (config.seedDemo) await seedDemo(app.log, database, { operators: !config.production });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  // Challenge status follows the clock; ended challenges are finished and paid (every 30 s).
  // A challenge that cannot fairly run is voided instead, its participants emailed (decision 0029).
  const lifecycle: LifecycleTimer = startChallengeLifecycle(database, app.log, undefined, {
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
  });

  // Notification mail (decision 0034): pending entries in batches, each mailed once across instances.
  const notificationMail = startNotificationMail({
    database,
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    log: app.log,
  });

  // Web Push (decision 0069): each new inbox entry to each of its player's devices, once across instances.
  const pushSender = startPushSender({ database, vapid: config.push, log: app.log });

  // Matches of current challenges' participants are ingested every minute (matches/match-polling.ts).
  const stopMatchPolling = startMatchPolling(database, matchSource, app.log);

  // Passport files are deleted PASSPORT_RETENTION_DAYS after the decision (hourly; passport/passport-retention.ts).
  const passportRetention = startPassportRetention(
    database,
    new PassportFiles(openStorage(config), config.passport),
    config.passport.retentionDays,
    app.log,
  );

  // Sign-in events and ended sessions are purged SIGNIN_RETENTION_DAYS on (hourly; auth/sign-in-retention.ts).
  const signInRetention = startSignInRetention(database, config.signInRetentionDays, app.log);

  // Payouts and payments whose provider notification is late are asked about and settled, once across
  // instances (every PAYOUT_RECONCILE_MINUTES; reconciliation/reconciliation-job.ts, decision 0044).
  const reconciliation = startReconciliation(createReconciliationDeps(config, database, app.log));

  // Fair-play signals over every account, every few minutes (fair-play/fair-play-service.ts, decision 0050).
  const fairPlayScan = startFairPlayScan(database, app.log);

  // METRICS_PORT: the Prometheus metrics alone on an internal port (http/metrics.ts).
  const metricsServer =
    config.metrics?.port !== undefined
      ? await serveMetrics(config.metrics.port, config.metrics.host)
      : undefined;
  if (metricsServer)
    app.log.info(`Metrics on http://${config.metrics?.host}:${config.metrics?.port}/metrics`);

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
      process.exit(1); // at once: no final flush
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // A drain that hangs (a stuck connection, a provider that never answers) still ends. Not unref'd:
    // it must fire even when nothing else keeps the event loop alive.
    setTimeout(() => {
      app.log.error(`shutdown took over ${shutdownTimeoutMs} ms: exiting`);
      void exit(1);
    }, shutdownTimeoutMs);
    // The last resort, on a thread of its own: SIGKILL if the process is still here after the deadline
    // and the final flush, whatever the main thread is stuck in (issue 29).
    armExitWatchdog(shutdownTimeoutMs + finalFlushMs + 2_000);
    try {
      // Stop accepting and drain requests in flight (new ones get 503) while the jobs finish their run.
      const step = <T>(name: string, work: Promise<T>) =>
        work.then((value) => {
          app.log.debug(`shutdown: ${name} done`);
          return value;
        });
      await Promise.all([
        step('http', app.close()),
        step('match polling', stopMatchPolling()),
        step('challenge lifecycle', lifecycle.stop()),
        step('notification mail', notificationMail.stop()),
        step('web push', pushSender.stop()),
        step('passport retention', passportRetention.stop()),
        step('sign-in retention', signInRetention.stop()),
        step('reconciliation', reconciliation.stop()),
        step('fair-play scan', fairPlayScan.stop()),
        step(
          'metrics port',
          new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined))),
        ),
      ]);
      await database.close(); // and releases the data-directory lock
      app.log.info('shut down cleanly');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      await exit(1);
    }
    await exit(0);
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
  void exit(1); // the start's log lines, if anyone reads them
});
