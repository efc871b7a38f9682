import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { LevelBar, levelTierOf } from './LevelBar';

const gold = { level: 37, tier: 'Gold', progressPercentage: 62, xp: { current: 1250, needed: 2000 } };

describe('LevelBar says its own words (issue 32)', () => {
  it('in English: the level, the tier and the XP from en.json', () => {
    render(inLanguage('en', <LevelBar {...gold} />));
    const bar = screen.getByRole('progressbar', { name: 'Level 37, Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '62');
    expect(bar).toHaveAttribute('aria-valuetext', '1,250 / 2,000 XP');
    expect(screen.getByText('Level 37')).toBeVisible();
    expect(screen.getByText('Gold')).toBeVisible();
    expect(screen.getByText('1,250 / 2,000 XP')).toBeVisible();
  });

  it('in English: compact hides the XP; the max level fills the bar and says so', () => {
    const { rerender } = render(inLanguage('en', <LevelBar {...gold} compact />));
    expect(screen.queryByText('1,250 / 2,000 XP')).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1,250 / 2,000 XP');
    rerender(
      inLanguage(
        'en',
        <LevelBar level={100} tier="Legend" progressPercentage={0} xp={{ current: 0, needed: 0 }} />,
      ),
    );
    const bar = screen.getByRole('progressbar', { name: 'Level 100, Legend' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Max Level');
    expect(screen.getByText('Max Level')).toBeVisible();
  });

  it('in Arabic: the words of ar.json', () => {
    const { rerender } = render(inLanguage('ar', <LevelBar {...gold} />));
    const bar = screen.getByRole('progressbar', { name: 'المستوى 37, ذهبي' });
    expect(bar).toHaveAttribute('aria-valuetext', '1,250 / 2,000 نقطة خبرة');
    expect(screen.getByText('1,250 / 2,000 نقطة خبرة')).toBeVisible();
    rerender(inLanguage('ar', <LevelBar {...gold} level={100} />));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'المستوى الأقصى');
  });

  it('an unknown tier shows as Rookie', () => {
    expect(levelTierOf('Mythic')).toBe('Rookie');
    expect(levelTierOf('Diamond')).toBe('Diamond');
    render(inLanguage('en', <LevelBar {...gold} tier="Mythic" />));
    expect(screen.getByRole('progressbar', { name: 'Level 37, Rookie' })).toBeVisible();
  });
});
