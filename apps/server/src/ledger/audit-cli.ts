// The ledger audit from a shell, on the database the server would open (DATABASE_URL or the PGlite
// files in DATA_DIR, which must not be open in a running server):
//   node --import tsx apps/server/src/ledger/audit-cli.ts
// It reads only: an unmigrated database fails on the missing tables. Exits 0 when the invariants hold, 1 with one line per problem otherwise.
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { auditLedger } from './audit';

const database = await openDatabase(loadConfig());
try {
  const audit = await auditLedger(database);
  if (audit.ok) {
    console.info('Ledger audit: ok');
  } else {
    console.error(`Ledger audit: ${audit.problems.length} problem(s)`);
    for (const problem of audit.problems) console.error(`- ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
