import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { initI18n } from '../../i18n/i18n';
import { renderPage } from '../../test/render-page';
import { challengeOf, polyfillDialog } from './challenge-fixtures';
import { challengeRules } from './challenge-rules';
import ChallengeDetailPage from './ChallengeDetailPage';

// Issue 34: a challenge's rules (duration, entry fee, games counted, ranking) are its facts told in the
// reader's language, not English prose in the description; the operator's own words stay as written.
beforeAll(polyfillDialog);

const user = { id: 'u2', name: 'Omar' } as never;

/** The rules section's term → definition pairs, in order. */
function rulesShown(heading: string): [string, string][] {
  const section = screen.getByRole('region', { name: heading });
  const terms = within(section).getAllByRole('term');
  const definitions = within(section).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']);
}

describe('challenge rules', () => {
  it('on an Arabic page: the rules in Arabic, the operator’s English description as written', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({
        id: 'c1',
        title: 'Valorant Premier Cup',
        description: '<p>Three days, real prizes.</p>',
        duration_hours: 72,
        entry_fee: 1,
        gameLimit: 10,
        participants: [],
      }),
    });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c1',
      api: { challenge },
      user,
      lang: 'ar',
    });
    await screen.findByRole('heading', { level: 2, name: 'القواعد' });
    expect(rulesShown('القواعد')).toEqual([
      ['المدة', '72 ساعة'],
      ['رسوم الدخول', 'GCoin واحد'],
      ['المباريات المحتسبة', 'أول 10 مباريات لك'],
      ['الترتيب', 'مجموع النقاط، ثم الأقل مباريات، ثم الأسبق انضمامًا'],
    ]);
    expect(screen.getByText('Three days, real prizes.')).toBeTruthy();
    expect(screen.queryByText(/Duration|Entry fee|Games counted|Ranking/)).toBeNull();
  });

  it('in English: a free challenge that counts every game', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({ id: 'c2', duration_hours: 24, entry_fee: 0, gameLimit: 0, participants: [] }),
    });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c2',
      api: { challenge },
      user,
    });
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
    expect(rulesShown('Rules')).toEqual([
      ['Duration', '24 hours'],
      ['Entry fee', 'Free'],
      ['Games counted', 'All your games'],
      ['Ranking', 'Total score, then fewer games played, then earlier entry'],
    ]);
  });

  it('takes each language’s plural forms for hours, GCoins and games', async () => {
    const words = async (language: 'en' | 'ar' | 'hi' | 'ur', facts: [number, number, number]) => {
      const i18n = await initI18n(language);
      const [duration_hours, entry_fee, gameLimit] = facts;
      return challengeRules({ duration_hours, entry_fee, gameLimit }, i18n.t as TFunction).map(
        (rule) => rule.value,
      );
    };
    expect((await words('ar', [12, 2, 1])).slice(0, 3)).toEqual(['12 ساعة', '2 GCoins', 'مباراتك الأولى']);
    expect((await words('ar', [1, 0, 2])).slice(0, 3)).toEqual(['ساعة واحدة', 'مجانًا', 'أول مباراتين لك']);
    expect((await words('hi', [1, 5, 5])).slice(0, 3)).toEqual(['1 घंटा', '5 GCoins', 'आपके पहले 5 मैच']);
    expect((await words('ur', [72, 0, 0])).slice(0, 3)).toEqual(['72 گھنٹے', 'مفت', 'آپ کے تمام میچ']);
    expect((await words('en', [1, 1, 1])).slice(0, 3)).toEqual(['1 hour', '1 GCoin', 'Your first game']);
    expect((await words('hi', [24, 1, 1])).slice(0, 3)).toEqual(['24 घंटे', '1 GCoin', 'आपका पहला मैच']);
    expect((await words('ar', [24, 1, 11])).slice(0, 3)).toEqual([
      '24 ساعة',
      'GCoin واحد',
      'أول 11 مباراة لك',
    ]);
  });
});
