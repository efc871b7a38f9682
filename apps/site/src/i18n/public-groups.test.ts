import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../locales/ur.json' with { type: 'json' };
import { paths } from '../app/paths';
import type { RouteName } from '../app/paths';
import { publicGroups, publicPart, publicTopGroups } from './public-groups';

// A visitor's first locale chunk holds only the public groups (public-groups.ts): every key a visitor's
// page can show must be in them. The pages, the first script (main.tsx and what it imports) and the ui
// components they use are read, following their static imports (a lazy import() is another chunk,
// loaded for signed-in players), and every key they name is checked against the public part.

const site = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ui = path.resolve(site, '../../../packages/ui/src');

// Every page a visitor can open (public, guest-only and tracking routes) and the not-found page.
const visitorPages: Partial<Record<RouteName, string>> = {
  home: 'pages/LandingPage.tsx',
  about: 'pages/AboutPage.tsx',
  contact: 'pages/ContactPage.tsx',
  privacy: 'pages/PrivacyPage.tsx',
  terms: 'pages/TermsPage.tsx',
  publicProfile: 'pages/PublicProfilePage.tsx',
  join: 'pages/JoinPage.tsx',
  verificationSuccess: 'pages/VerificationSuccessPage.tsx',
  utmReferral: 'pages/ReferralRedirectPage.tsx',
  utmRecord: 'pages/RecordRedirectPage.tsx',
  unsubscribe: 'pages/notifications/UnsubscribePage.tsx',
};
const entries = [...Object.values(visitorPages), 'pages/NotFoundPage.tsx', 'main.tsx'].map((file) =>
  path.join(site, file),
);

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && !candidate.endsWith('/') && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The ui barrel's names and the file each comes from. */
const uiFiles = new Map<string, string>();
for (const match of readFileSync(path.join(ui, 'index.ts'), 'utf8').matchAll(
  /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g,
)) {
  const file = resolveFile(path.join(ui, match[2] ?? ''));
  for (const name of (match[1] ?? '').split(',')) {
    const bare = name.trim().replace(/^type\s+/, '');
    if (file && bare) uiFiles.set(bare, file);
  }
}

function staticImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)([\s\S]*?)\s*from\s*'([^']+)';/gm)) {
    const [, names = '', specifier = ''] = match;
    if (specifier.startsWith('.')) {
      const target = resolveFile(path.resolve(path.dirname(file), specifier));
      if (target) found.push(target);
    } else if (specifier === '@arena/ui') {
      for (const name of names.replace(/[{}]/g, '').split(',')) {
        const target = uiFiles.get(name.trim().replace(/^type\s+/, ''));
        if (target && !/^\s*type\s/.test(name)) found.push(target);
      }
    }
  }
  return found;
}

function reachable(): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || file.includes('.test.') || file.includes('.stories.')) continue;
    seen.add(file);
    queue.push(...staticImports(file, readFileSync(file, 'utf8')));
  }
  return [...seen];
}

/** Keys named in a file: t('a.b'), i18nKey="a.b", messageKey: 'a.b'; a template literal by its prefix. */
function keysIn(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(
    /\bt\(\s*['"`]([A-Za-z][\w.]*)|i18nKey=["'{`]*([A-Za-z][\w.]*)|messageKey:\s*['"`]([A-Za-z][\w.]*)/g,
  ))
    keys.push(match[1] ?? match[2] ?? match[3] ?? '');
  return keys.filter((key) => key.includes('.'));
}

function lookup(locale: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      locale,
    );
}

const visitorWords = publicPart(en);

// Keys the whole locale is in for: the shared header's notification bell and inbox (a signed-in player's
// only), and /unsubscribe, which loads the whole locale before its words render (issue 16).
const signedInOnly = ['notifications.'];

describe('the public locale groups', () => {
  it('cover every page a visitor can open (a new public route must be listed here)', () => {
    const open = (Object.keys(paths) as RouteName[]).filter(
      (name) => !['authenticated', 'operator'].includes(paths[name].access),
    );
    expect(open.sort()).toEqual(Object.keys(visitorPages).sort());
  });

  it('hold every key the visitor pages, the first script and their ui components name', () => {
    const files = reachable();
    // The walk reaches the pages, the layout and the ui pieces (not a lazily loaded special offer).
    const relative = files.map((file) => path.relative(path.resolve(site, '../../..'), file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'apps/site/src/layout/Header.tsx',
        'apps/site/src/layout/Footer.tsx',
        'packages/ui/src/SiteFooter/SubscribeForm.tsx',
        'apps/site/src/pages/JoinPage.tsx',
      ]),
    );
    expect(relative).not.toContain('apps/site/src/layout/SpecialOffer.tsx');
    const outside: string[] = [];
    for (const file of files) {
      for (const key of keysIn(readFileSync(file, 'utf8'))) {
        if (signedInOnly.some((prefix) => key.startsWith(prefix))) continue;
        // A literal key must resolve in the public part; a template's prefix (ends with '.') must be a group.
        const complete = !key.endsWith('.');
        const known = complete
          ? lookup(visitorWords, key) !== undefined ||
            lookup(visitorWords, `${key}_one`) !== undefined ||
            lookup(en, key) === undefined // not a key at all (e.g. a prop named t): the locale test's concern
          : lookup(visitorWords, key.slice(0, -1)) !== undefined;
        if (!known) outside.push(`${key} (${path.basename(file)})`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('exist in every locale, and the public part leaves the rest of the file out', () => {
    for (const locale of [en, ar, hi, ur]) {
      for (const entry of publicGroups) expect(lookup(locale, entry), entry).toBeDefined();
      expect(Object.keys(publicPart(locale)).sort()).toEqual([...publicTopGroups].sort());
    }
    expect(Object.hasOwn(visitorWords, 'admin')).toBe(false);
    expect(Object.hasOwn(visitorWords, 'wallet')).toBe(false);
    // A group given in part holds what the visitor's pages name and nothing of the signed-in profile's.
    expect(lookup(visitorWords, 'profile.stats.winRate')).toBe('Win rate');
    expect(lookup(visitorWords, 'profile.memberSince')).toBe('Member since {{date}}');
    expect(lookup(visitorWords, 'profile.tabs')).toBeUndefined();
  });
});
