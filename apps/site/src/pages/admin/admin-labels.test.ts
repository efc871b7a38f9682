import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerTransactionTypes } from '@arena/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { auditActionLabel, auditTargetLabel } from './audit-labels';
import { ledgerTypeLabel } from './ledger-labels';

// Issue 34: every ledger type and audit action the server can write has a name in all four languages, so
// the console never shows a raw key alone. The lists come from the server itself, not a copy: the ledger's
// types from journal_transactions' CHECK in the migrations, the audit's actions and target types from the
// recordOperatorAction calls in apps/server/src.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const server = path.join(root, 'apps/server');

/** The types journal_transactions' CHECK allows, as the last migration that sets it leaves it. */
function ledgerTypesOfTheDatabase(): string[] {
  const directory = path.join(server, 'migrations');
  let last: string | undefined;
  for (const file of readdirSync(directory).sort()) {
    const sql = readFileSync(path.join(directory, file), 'utf8');
    const pattern =
      /(?:create table journal_transactions \([^;]*?|add constraint journal_transactions_type_check\s+)check \(type in \(([^)]*)\)\)/g;
    for (const match of sql.matchAll(pattern)) last = match[1];
  }
  if (!last) throw new Error('no CHECK on journal_transactions.type in the migrations');
  return [...last.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each recordOperatorAction(…) call's text, its parentheses balanced. */
function auditCalls(): string[] {
  const calls: string[] = [];
  for (const file of sourceFiles(path.join(server, 'src'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/recordOperatorAction\(/g)) {
      if (/function recordOperatorAction\($/.test(source.slice(0, match.index + match[0].length))) continue;
      let depth = 0;
      let end = match.index + match[0].length - 1;
      for (; end < source.length; end++) {
        if (source[end] === '(') depth++;
        if (source[end] === ')' && --depth === 0) break;
      }
      calls.push(source.slice(match.index, end + 1));
    }
  }
  return calls;
}

/**
 * The string literals of a property's value in each call that have the shape of its values
 * (`action: status === 'verified' ? 'passport.verify' : 'passport.reject'` → the two actions).
 */
function literalsOf(calls: string[], property: string, next: string, shape: RegExp): string[] {
  const found = new Set<string>();
  for (const call of calls) {
    const value = new RegExp(`\\b${property}:([\\s\\S]*?)\\b${next}:`).exec(call)?.[1] ?? '';
    const literals = [...value.matchAll(/'([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((literal) => shape.test(literal));
    // A value made at run time could be anything: the test asks for literals so it can check them.
    expect(literals.length, `${property} of ${call.slice(0, 120)}`).toBeGreaterThan(0);
    for (const literal of literals) found.add(literal);
  }
  return [...found].sort();
}

const scripts = {
  en: /^[A-Z]/,
  ar: /[\u0600-\u06ff]/,
  hi: /[\u0900-\u097f]/,
  ur: /[\u0600-\u06ff]/,
} as const;
const languages = Object.keys(scripts) as (keyof typeof scripts)[];

describe('console labels (issue 34)', () => {
  const ledgerTypes = ledgerTypesOfTheDatabase();
  const calls = auditCalls();
  const actions = literalsOf(calls, 'action', 'targetType', /^[a-z_]+\.[a-zA-Z_]+$/);
  const targets = literalsOf(calls, 'targetType', 'targetId', /^[a-z_]+$/);

  it('reads the lists from the server', () => {
    expect(ledgerTypes).toContain('withdrawal_refund');
    expect([...ledgerTypes].sort()).toEqual([...ledgerTransactionTypes].sort());
    expect(calls.length).toBeGreaterThanOrEqual(14);
    expect(actions).toContain('user.block');
    expect(actions).toContain('withdrawal.firstApproval');
    expect(targets).toContain('passport_verification');
  });

  it.each(languages)('names every ledger type, audit action and target in %s', async (language) => {
    const i18n = await initI18n(language);
    const t = i18n.t as TFunction;
    const script = scripts[language];
    for (const type of ledgerTypes) {
      const label = ledgerTypeLabel(type, t);
      expect(label, `${language} ${type}`).not.toBe(type);
      expect(label, `${language} ${type}`).toMatch(script);
    }
    for (const action of actions) {
      const label = auditActionLabel(action, t);
      expect(label, `${language} ${action}`).not.toBe(action);
      expect(label, `${language} ${action}`).toMatch(script);
    }
    for (const target of targets) {
      const label = auditTargetLabel(target, t);
      expect(label, `${language} ${target}`).not.toBe(target);
      expect(label, `${language} ${target}`).toMatch(script);
    }
  });

  it('shows a key without a name as it comes, never a locale path', async () => {
    const i18n = await initI18n('ar');
    const t = i18n.t as TFunction;
    expect(ledgerTypeLabel('chargeback', t)).toBe('chargeback');
    expect(auditActionLabel('user.erase', t)).toBe('user.erase');
    // A group, not an action: no "returned an object" text.
    expect(auditActionLabel('user', t)).toBe('user');
    expect(auditTargetLabel('device', t)).toBe('device');
  });
});
