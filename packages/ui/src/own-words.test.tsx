import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 32: a ui component says its own words (useTranslation on the locale files); a page gives it data.
// This scans EVERY component file in packages/ui/src/*/ (not tests, not stories): no prop type may declare
// a property that carries fixed words from the caller (`*Label`, `*Labels`, `labels`, `notice`, `heading`,
// or a property of a `…Labels` type). Words only the caller can know (an operator's title, a server's
// message, a field's name) keep other names (`title`, `label`, `message`, `children`), or sit in
// `allowed` below with the reason. Components still to convert are listed, prop by prop, in
// `notYetConverted`: a NEW words prop anywhere fails, and so does a listed one that is gone (strike it).
const source = dirname(fileURLToPath(import.meta.url));

/** Generic primitives whose words props are the caller's by nature: file → prop → why. */
const allowed: Record<string, Record<string, string>> = {
  'ConfirmDialog/ConfirmDialog.tsx': {
    confirmLabel: "the action confirmed is the caller's ('Delete card', 'Sign out everywhere')",
    cancelLabel: "optional: says common.cancel itself; a caller may name the way back ('Keep card')",
    closeLabel: 'optional: says common.close itself; passed on to Dialog',
  },
  'CopyButton/CopyButton.tsx': {
    copiedLabel: "what was copied is the caller's ('Link copied', 'Reference copied')",
  },
  'Dialog/Dialog.tsx': {
    closeLabel: 'optional: says common.close itself; a caller may name it for its context',
  },
  'FileField/FileField.tsx': {
    accessibleLabel: "the field's name is the caller's, like TextField.label",
    buttonLabel: 'optional: says common.fileField.choose itself; a caller may name the file it wants',
  },
  'Link/Link.tsx': { externalLabel: 'a primitive: the caller says where an external link goes' },
  'Menu/Menu.tsx': { triggerLabel: "a primitive: the menu's name is the caller's" },
  'SelectField/SelectField.tsx': {
    requiredLabel: "a primitive field: the form's required mark is the caller's",
  },
  'TextField/TextField.tsx': {
    requiredLabel: "a primitive field: the form's required mark is the caller's",
    counterLabel: "a primitive field: what the counter counts is the caller's",
  },
  'Toast/Toast.tsx': {
    dismissLabel: 'optional: says common.dismiss itself; a caller may name what it dismisses',
  },
};

/** Still taking fixed product words from their pages (issue 32, to convert): file → the props, and why. */
const notYetConverted: Record<string, { props: string[]; reason: string }> = {};

const wordsProp = /(?:^labels$|^notice$|^heading$|.Labels?$)/;

/** A type named for words, e.g. `units: CountdownUnitLabels`. */
const wordsType = /\w+Labels\b/;

/** Not words: a switch (`showLabel: boolean`) or a choice among fixed keys (`'backToSignIn' | 'signOut'`). */
const notWords = /^(?:boolean|'[^']*'(?:\s*\|\s*'[^']*')*)$/;

/** Every property declared in the file's types (interfaces and type literals): its name and its type. */
function declaredProperties(code: string): { name: string; type: string }[] {
  const file = ts.createSourceFile('component.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; type: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertySignature(node) || ts.isMethodSignature(node))
      found.push({ name: node.name.getText(file), type: node.type?.getText(file) ?? '' });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The declared properties that would carry a caller's words, each once. */
const wordsProps = (code: string): string[] => [
  ...new Set(
    declaredProperties(code)
      .filter(({ name, type }) => (wordsProp.test(name) || wordsType.test(type)) && !notWords.test(type))
      .map(({ name }) => name),
  ),
];

/** Every component file: packages/ui/src/<Folder>/…/<Name>.tsx, without tests and stories. */
function componentFiles(dir = source, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === '__screenshots__' ? [] : componentFiles(join(dir, entry.name), path);
    const component =
      prefix !== '' && /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name);
    return component ? [path] : [];
  });
}
const files = componentFiles();

describe('ui components say their own words (issue 32)', () => {
  it('finds the words-carrying names a caller could pass', () => {
    const code = `
      interface CardProps { title: string; typeLabel: string; labels?: Partial<Words>; skillLevel: number }
      type Action = { kind: 'registered'; notice: string; detailsLabel: string } | { kind: 'full' };
      interface ListProps { heading: string; units: UnitLabels; rankLabel: (rank: number) => string }
      interface Bar { showLabel: boolean; cancelLabel?: 'back' | 'signOut'; typeLabel: string }
      const ignored = { closeLabel: 'x' };
      function Stat({ stat }: { stat: { label: string; value: string } }) { return null; }`;
    expect(wordsProps(code)).toEqual([
      'typeLabel',
      'labels',
      'notice',
      'detailsLabel',
      'heading',
      'units',
      'rankLabel',
    ]);
  });

  it('scans every component folder', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('ChallengeCard/ChallengeCard.tsx');
    expect(files).toContain('Referral/ReferralList.tsx');
    expect(files.some((path) => /\.(test|stories)\.tsx$/.test(path))).toBe(false);
  });

  it.each(files)('%s declares no words props beyond its allowance', (path) => {
    const code = readFileSync(join(source, path), 'utf8');
    const excused = new Set([...Object.keys(allowed[path] ?? {}), ...(notYetConverted[path]?.props ?? [])]);
    expect(wordsProps(code).filter((name) => !excused.has(name))).toEqual([]);
  });

  it.each(Object.entries({ ...allowed }))('%s: every allowed prop is still declared', (path, props) => {
    const found = wordsProps(readFileSync(join(source, path), 'utf8'));
    expect(Object.keys(props).filter((name) => !found.includes(name))).toEqual([]);
  });

  it.each(Object.entries(notYetConverted))(
    '%s: still takes the words listed (strike them once converted)',
    (path, { props }) => {
      expect(files).toContain(path);
      const found = wordsProps(readFileSync(join(source, path), 'utf8'));
      expect(props.filter((name) => !found.includes(name))).toEqual([]);
    },
  );
});
