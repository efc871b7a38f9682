import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { LeaderboardPodium } from './LeaderboardPodium';
import { podiumOrder } from './podiumOrder';

const entries = [3, 5, 1, 4, 2, 6].map((rank) => ({
  id: `u${rank}`,
  rank,
  name: `Player ${rank}`,
  photo: null,
}));

function renderPodium(lang: TestLanguage, dir: 'ltr' | 'rtl', list = entries, loading = false) {
  return render(
    inLanguage(
      lang,
      <div dir={dir}>
        <LeaderboardPodium
          label="Top players"
          entries={list}
          hrefFor={(id) => `/public-profile/${id}`}
          loading={loading}
        />
      </div>,
    ),
  );
}

const ranksInDom = () =>
  within(screen.getByRole('list', { name: 'Top players' }))
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('data-rank')));

describe('podiumOrder', () => {
  it('puts rank 1 in the centre, 2 and 3 beside it, 4 and 5 outside, and drops the rest', () => {
    expect(podiumOrder(entries).map((entry) => entry.rank)).toEqual([4, 2, 1, 3, 5]);
  });

  it('keeps the shape with fewer players', () => {
    expect(podiumOrder(entries.filter((entry) => entry.rank <= 3)).map((entry) => entry.rank)).toEqual([
      2, 1, 3,
    ]);
    expect(podiumOrder([{ rank: 1 }])).toEqual([{ rank: 1 }]);
  });
});

describe('LeaderboardPodium', () => {
  it('LTR: reading order 4, 2, 1, 3, 5 and links open the public profile in a new tab', () => {
    renderPodium('en', 'ltr');
    expect(ranksInDom()).toEqual([4, 2, 1, 3, 5]);
    const link = screen.getByRole('link', { name: /^Rank 1,\s*Player 1\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/public-profile/u1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('RTL: the same logical order, so the row mirrors (rank 2 on the right of rank 1) by direction alone', () => {
    renderPodium('ar', 'rtl');
    expect(ranksInDom()).toEqual([4, 2, 1, 3, 5]);
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).flexDirection).not.toBe('row-reverse');
    // Its own words, from ar.json (issue 32).
    expect(
      screen.getByRole('link', { name: /^المركز 1،?,?\s*Player 1\s*\(يفتح في علامة تبويب جديدة\)$/ }),
    ).toHaveAttribute('href', '/public-profile/u1');
  });

  it('announces its loading in the reader’s words (issue 32)', () => {
    const { unmount } = renderPodium('en', 'ltr', [], true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading leaderboard');
    unmount();
    renderPodium('ar', 'rtl', [], true);
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل لوحة الصدارة');
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderPodium('en', 'ltr', []);
    expect(container.querySelector('[dir]')).toBeEmptyDOMElement();
  });
});
