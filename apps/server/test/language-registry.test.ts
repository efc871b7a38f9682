// The users.language CHECK (migrations/0027_notifications.sql) must allow exactly the registry's languages
// (@arena/domain, docs/decisions/0053). SQL cannot read the registry, so this test reads the constraint
// from the database: a language added to the registry fails here until a migration widens the CHECK.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCodes, languages } from '@arena/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser } from './support/users-fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the registry’s locale files', () => {
  it.each(languages.map((language) => [language.code, language] as const))(
    'exist for %s and name every registry language',
    (_code, language) => {
      const file = path.join(repoRoot, language.localeFile);
      expect(existsSync(file)).toBe(true);
      const words = JSON.parse(readFileSync(file, 'utf8')) as { language?: Record<string, unknown> };
      for (const code of languageCodes) expect(typeof words.language?.[code]).toBe('string');
    },
  );
});

describe('users.language CHECK and the language registry', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function languageChecks(): Promise<string[]> {
    const { rows } = await database.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition
         from pg_constraint
        where conrelid = 'users'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) ~ '\\mlanguage\\M'
        order by conname`,
    );
    return rows.map((row) => row.definition);
  }

  it('has one CHECK on users.language, listing exactly the registry codes', async () => {
    const checks = await languageChecks();
    expect(checks).toHaveLength(1);
    const listed = [...checks[0]!.matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
    expect(
      [...listed].sort(),
      'users.language CHECK differs from the language registry: add a migration that replaces the CHECK',
    ).toEqual([...languageCodes].sort());
  });

  it('accepts every registry code and null, and refuses any other', async () => {
    const user = await insertTestUser(database, 'test-secret', { provider: 'google' });
    const setLanguage = (language: string | null) =>
      database.query('update users set language = $1 where id = $2', [language, user.id]);
    for (const code of languageCodes) {
      await setLanguage(code);
      const { rows } = await database.query<{ language: string }>(
        'select language from users where id = $1',
        [user.id],
      );
      expect(rows[0]?.language).toBe(code);
    }
    await expect(setLanguage(null)).resolves.toBeDefined();
    await expect(setLanguage('fr')).rejects.toThrow(/check constraint/i);
    await expect(setLanguage('EN')).rejects.toThrow(/check constraint/i);
  });
});
