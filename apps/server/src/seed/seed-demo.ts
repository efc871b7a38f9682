// Demo data for SEED_DEMO (ARCHITECTURE.md "Running it"): one function per area, each run once per
// database. An area's marker row in app_settings is written in the same transaction as its data,
// so a crash leaves nothing half-seeded, and two instances starting together seed it once (the
// second waits on the marker's key, then finds it taken).
import type { Database, Queryable } from '../db/database';
import { prepareDemoAccounts } from './demo-accounts';
import { prepareDemoChallenges } from './demo-challenges';
import { prepareDemoNotifications } from './demo-notifications';
import { prepareDemoReferrals } from './demo-referrals';
import { prepareDemoWallets } from './demo-wallets';

export interface SeedOptions {
  /** Only these areas (tests of one area keep their figures as later areas are added). */
  only?: readonly string[];
  /** Whether the demo admin (its password in the README) is made: never in production (main.ts). */
  operators?: boolean;
}

interface SeedArea {
  name: string;
  /** Does the slow work (password hashing) outside the transaction; the seeder it returns writes. */
  prepare: (options: SeedOptions) => Promise<(tx: Queryable) => Promise<void>>;
}

// Later issues add their areas here (games, challenges, wallets...), after the ones they need.
const areas: SeedArea[] = [
  { name: 'accounts', prepare: prepareDemoAccounts },
  { name: 'wallet', prepare: prepareDemoWallets },
  { name: 'challenges', prepare: prepareDemoChallenges },
  { name: 'referrals', prepare: prepareDemoReferrals },
  { name: 'notifications', prepare: prepareDemoNotifications },
];

export const seedMarkerKey = (area: string) => `demo_seed.${area}`;

/** Seeds every area not seeded yet; returns the names of the areas it seeded. */
export async function seedDemo(
  log: { info: (message: string) => void },
  database: Database,
  options: SeedOptions | readonly string[] = {},
): Promise<string[]> {
  const { only, ...rest } = Array.isArray(options) ? { only: options } : (options as SeedOptions);
  const seeded: string[] = [];
  for (const area of areas) {
    if (only && !only.includes(area.name)) continue;
    const key = seedMarkerKey(area.name);
    if (await isSeeded(database, key)) continue;
    const seed = await area.prepare(rest);
    const claimed = await database.transaction(async (tx) => {
      const marker = await tx.query(
        `insert into app_settings (key, value) values ($1, $2::jsonb) on conflict (key) do nothing`,
        [key, JSON.stringify({ seededAt: new Date().toISOString() })],
      );
      if (marker.rowCount === 0) return false;
      await seed(tx);
      return true;
    });
    if (claimed) seeded.push(area.name);
  }
  log.info(seeded.length > 0 ? `Seeded demo data: ${seeded.join(', ')}` : 'Demo data already seeded');
  return seeded;
}

async function isSeeded(db: Queryable, key: string): Promise<boolean> {
  return (await db.query('select 1 from app_settings where key = $1', [key])).rowCount > 0;
}
