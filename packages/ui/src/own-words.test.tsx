import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 32: a ui component says its own words (useTranslation on the locale files); a page gives it data.
// The components below were converted: none of their prop types may declare a property that carries
// fixed words from the caller again (`*Label`, `*Labels`, `labels`, `notice`, `heading`). Props for words
// only the caller can know (an operator's title, a server's message) keep other names.
const source = dirname(fileURLToPath(import.meta.url));

const convertedComponents = [
  'ChallengeCard/ChallengeCard.tsx',
  'ChallengeCard/JoinButton.tsx',
  'Countdown/Countdown.tsx',
  'ExchangePanel/ExchangePanel.tsx',
  'Passport/PassportStatusCard.tsx',
  'Passport/PassportUploadDialog.tsx',
  'Referral/SpecialOfferDialog.tsx',
  'SavedCards/SavedCards.tsx',
  'SignOutEverywhere/SignOutEverywhere.tsx',
  'Withdrawal/WithdrawalConfirmDialog.tsx',
  'Withdrawal/WithdrawalPanel.tsx',
  'Withdrawal/WithdrawalReviewDialog.tsx',
] as const;

const wordsProp = /(?:^labels$|^notice$|^heading$|.Labels?$)/;

/** A type named for words, e.g. `units: CountdownUnitLabels`. */
const wordsType = /\w+Labels\b/;

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

/** The declared properties that would carry a caller's words. */
const wordsProps = (code: string): string[] =>
  declaredProperties(code)
    .filter(({ name, type }) => wordsProp.test(name) || wordsType.test(type))
    .map(({ name }) => name);

describe('ui components say their own words (issue 32)', () => {
  it('finds the words-carrying names a caller could pass', () => {
    const code = `
      interface CardProps { title: string; typeLabel: string; labels?: Partial<Words>; skillLevel: number }
      type Action = { kind: 'registered'; notice: string; detailsLabel: string } | { kind: 'full' };
      interface ListProps { heading: string; units: UnitLabels; rankLabel: (rank: number) => string }
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

  it.each(convertedComponents)('%s declares no words props', (path) => {
    const code = readFileSync(join(source, path), 'utf8');
    expect(declaredProperties(code).length).toBeGreaterThan(0);
    expect(wordsProps(code)).toEqual([]);
  });
});
