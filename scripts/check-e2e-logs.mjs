// After an e2e run (tests/e2e/global-setup.ts keeps the server's log and a /metrics scrape in
// tests/.artifacts): fails when the log holds a password the e2e suite used, a bearer token or JWT, or a
// card-like number, and when /metrics lacks the named series. Run by .ci/run after `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(repoRoot, 'tests/.artifacts');
// One log and one scrape per server: `npm test` runs the journeys in shards, each with its own server.
const named = (pattern) =>
  existsSync(artifacts)
    ? readdirSync(artifacts)
        .filter((name) => pattern.test(name))
        .map((name) => path.join(artifacts, name))
    : [];
const logFiles = named(/^e2e-server(-\d+)?\.log$/);
const metricsFiles = named(/^e2e-metrics(-\d+)?\.txt$/);
if (logFiles.length === 0 || metricsFiles.length === 0) {
  console.error(`No e2e server log or metrics in tests/.artifacts: run the e2e suite first.`);
  process.exit(1);
}

// The passwords the e2e suite and the demo data sign in with (tests/e2e, apps/server/src/seed).
const passwords = [
  /arena-demo-2026/,
  /arena-admin-2026/,
  /[a-z0-9]+-player-1\b/,
  /buyer-password-1/,
  /first-password-1/,
  /friend-player-1/,
];
const secrets = [
  ...passwords.map((pattern) => ({ what: 'a password', pattern })),
  { what: 'a bearer token', pattern: /bearer\s+[A-Za-z0-9._~+/-]{8,}/i },
  { what: 'a JWT', pattern: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { what: 'a card-like number', pattern: /(?<![\d.])(?:\d[ -]?){12,18}\d(?![\d.])/ },
];

// Request ids and row ids are UUIDs: their digit groups are not card numbers.
const uuids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

// pino's own numbers (time, responseTime, pid…) are not text a person wrote: check string values only.
function strings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out));
  return out;
}

const lines = logFiles.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, index) => ({ line, where: `${path.basename(file)} line ${index + 1}` })),
);
const findings = [];
let requests = 0;
for (const { line, where } of lines) {
  let texts;
  try {
    const entry = JSON.parse(line);
    if (entry.reqId) requests += 1;
    // The start log names the sandbox outbox's URL with its key on purpose (sandbox mail only).
    if (typeof entry.msg === 'string' && entry.msg.startsWith('Sandbox outbox')) continue;
    texts = strings(entry).map((text) => text.replace(uuids, 'uuid'));
  } catch {
    texts = [line];
  }
  for (const { what, pattern } of secrets) {
    if (texts.some((text) => pattern.test(text))) findings.push(`${where}: ${what}`);
  }
}

const metrics = metricsFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
const series = [
  'arena_http_requests_total',
  'arena_http_request_duration_seconds_bucket',
  'arena_db_operations_in_flight',
  'arena_db_operation_duration_seconds',
  'arena_job_runs_total',
  'arena_payments_total',
  'arena_payouts_total',
  'arena_process_cpu_seconds_total',
];
const missing = series.filter((name) => !metrics.includes(name));

console.info(
  `e2e server logs (${logFiles.length}): ${lines.length} lines, ${requests} request lines; ${findings.length} secrets found`,
);
console.info(`e2e metrics: ${series.length - missing.length}/${series.length} named series present`);
for (const finding of findings.slice(0, 20)) console.error(`  ${finding}`);
if (missing.length > 0) console.error(`  /metrics lacks: ${missing.join(', ')}`);
if (findings.length > 0 || missing.length > 0) process.exit(1);
